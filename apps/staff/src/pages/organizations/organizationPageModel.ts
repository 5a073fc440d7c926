/**
 * One organization's page as a signal model: its card (Organization/GetOrganization), which the
 * header, the main tab and the tab counts read, and the card's edits. Each other tab has a model
 * of its own; after their writes the card is read again so the counts on the tabs stay true.
 */
import type { ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { OrganizationCard } from '@abitura/contracts';
import { createEditedRecord } from '../../models/editedRecord.js';

export type OrganizationPageModel = ReturnType<typeof createOrganizationPageModel>;

export function createOrganizationPageModel(client: Pick<Client, 'call'>, organizationId: number) {
  // The edit dialog saves the card: it shows at once, then is read again (counts, updated_at).
  const { record: card, loading, error, saved, load, updated, dismissSaved } = createEditedRecord<OrganizationCard>(() => client.call('Organization/GetOrganization', { id: organizationId }));

  return {
    organizationId,
    card: card as ReadonlySignal<OrganizationCard | null>,
    loading,
    error,
    saved,
    load,
    updated,
    dismissSaved,
  };
}
