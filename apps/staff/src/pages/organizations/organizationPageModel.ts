/**
 * One organization's page as a signal model: its card (Organization/GetOrganization), which the
 * header, the main tab and the tab counts read, and the card's edits. Each other tab has a model
 * of its own; after their writes the card is read again so the counts on the tabs stay true.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { OrganizationCard } from '@abitura/sdk/contracts';
import { createLoadedResource } from '../../models/loadedResource.js';

export type OrganizationPageModel = ReturnType<typeof createOrganizationPageModel>;

export function createOrganizationPageModel(client: Pick<Client, 'call'>, organizationId: number) {
  const { value: card, load, ...state } = createLoadedResource<OrganizationCard | null>(() => client.call('Organization/GetOrganization', { id: organizationId }), null);
  /** The card was just saved from the edit dialog, for the inline notice. */
  const saved = signal(false);

  return {
    organizationId,
    card: card as ReadonlySignal<OrganizationCard | null>,
    loading: state.loading,
    error: state.error,
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
