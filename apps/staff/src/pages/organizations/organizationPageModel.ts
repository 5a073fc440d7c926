/**
 * One organization's page as a signal model: its card (Organization/GetOrganization), which the
 * header, the main tab and the tab counts read, and the card's edits. Each other tab has a model
 * of its own; after their writes the card is read again so the counts on the tabs stay true.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { MAX_ENTITY_ID, type OrganizationCard } from '@abitura/sdk/contracts';
import { createLatestLoad } from '../../models/latestLoad.js';
import { positiveInt } from '../../models/queryValues.js';

export type OrganizationPageModel = ReturnType<typeof createOrganizationPageModel>;

export function createOrganizationPageModel(client: Pick<Client, 'call'>, organizationId: number) {
  const card = signal<OrganizationCard | null>(null);
  const request = createLatestLoad();
  /** The card was just saved from the edit dialog, for the inline notice. */
  const saved = signal(false);

  function load(): Promise<void> {
    return request.run(
      () => client.call('Organization/GetOrganization', { id: organizationId }),
      (data) => {
        card.value = data;
      },
    );
  }

  return {
    organizationId,
    card: card as ReadonlySignal<OrganizationCard | null>,
    loading: request.loading,
    error: request.error,
    saved: saved as ReadonlySignal<boolean>,
    load,
    /** The edit dialog saved the card: show it at once, then read it again (counts, updated_at). */
    updated(next: OrganizationCard): void {
      card.value = next;
      saved.value = true;
      void load();
    },
    dismissSaved(): void {
      saved.value = false;
    },
  };
}

/** A route id as a database id, or null for anything else ('abc', '0', '1.5'). */
export function parseOrganizationId(value: string | undefined): number | null {
  return positiveInt(value ?? null, MAX_ENTITY_ID);
}
