/**
 * The contacts tab as a signal model: an organization's responsible contacts (all of them, up to
 * the contract's 1000 a page), and deleting one with a way back: the server answers a deletion
 * with the contact as it was, which "restore" creates again.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { RESPONSIBLES_PER_ORGANIZATION, type Responsible } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { asText } from '../../models/fieldChecks.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { ListPage } from '../../models/pagedList.js';

/** What the last change did, for the inline notice (a deletion offers to restore). */
export type ContactsFeedback =
  | { kind: 'created' | 'updated' | 'restored'; name: string }
  | { kind: 'deleted'; name: string; contact: Responsible }
  | { kind: 'restoreFailed'; name: string; failure: Failure };

export type ResponsiblesModel = ReturnType<typeof createResponsiblesModel>;

/** A contact's name for notices; a contact without one is named by what else there is. */
export function contactName(contact: Responsible): string {
  return asText(contact.fullname).trim() || asText(contact.email).trim() || asText(contact.phone).trim();
}

export function createResponsiblesModel(client: Pick<Client, 'call'>, orgId: number, options: { onChange?: () => void } = {}) {
  const { value: page, load, ...state } = createLoadedResource<ListPage<Responsible>>(
    () => client.call('Organization/ReadResponsibles', { search: { org_id: orgId, itemsPerPage: RESPONSIBLES_PER_ORGANIZATION, page: 1 } }),
    { items: [], total: 0 },
  );
  const feedback = signal<ContactsFeedback | null>(null);

  function changed(): void {
    options.onChange?.();
    void load();
  }

  return {
    items: computed(() => page.value.items),
    /** All the organization's contacts, which may exceed what one page lists. */
    total: computed(() => page.value.total),
    ...state,
    feedback: feedback as ReadonlySignal<ContactsFeedback | null>,
    load,

    /** A dialog saved a contact (new or changed). */
    saved(contact: Responsible, kind: 'created' | 'updated'): void {
      feedback.value = { kind, name: contactName(contact) };
      changed();
    },

    async remove(contact: Responsible): Promise<Outcome<Responsible>> {
      const outcome = outcomeOf(await client.call('Organization/DeleteResponsibles', { id: contact.id }));
      if (outcome.ok) {
        feedback.value = { kind: 'deleted', name: contactName(outcome.value), contact: outcome.value };
        changed();
      }
      return outcome;
    },

    /** Creates the last deleted contact again, from the row the deletion returned. */
    async restore(): Promise<Outcome<Responsible> | null> {
      const last = feedback.peek();
      if (last?.kind !== 'deleted') return null;
      const { contact } = last;
      const outcome = outcomeOf(
        await client.call('Organization/CreateResponsibles', {
          org_id: contact.org_id,
          fullname: asText(contact.fullname),
          position: contact.position,
          activity: contact.activity,
          phone: contact.phone,
          email: contact.email,
          operator_shortname: contact.operator_shortname,
          operator_organization: contact.operator_organization,
        }),
      );
      feedback.value = outcome.ok ? { kind: 'restored', name: last.name } : { kind: 'restoreFailed', name: last.name, failure: outcome.failure };
      if (outcome.ok) changed();
      return outcome;
    },

    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}
