/**
 * The buildings tab as a signal model: an organization's buildings by its registry code
 * (Reference/OrganizationBuilds), the standing ones or the deleted ones, and the soft deletion
 * with its way back (Organization/UpdateBuild is_deleted).
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { Building } from '@abitura/contracts';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';

export type BuildingsFeedback =
  | { kind: 'created' | 'updated' | 'restored' | 'undone'; building: Building }
  | { kind: 'deleted'; building: Building }
  | { kind: 'undoFailed'; building: Building; failure: Failure };

export type BuildingsModel = ReturnType<typeof createBuildingsModel>;

/** `organizationCode` is the card's organization_id, which the buildings are filed under. */
export function createBuildingsModel(client: Pick<Client, 'call'>, organizationCode: string, options: { onChange?: () => void } = {}) {
  const showDeleted = signal(false);
  const { value: items, load, ...state } = createLoadedResource<readonly Building[]>(
    () => client.call('Reference/OrganizationBuilds', { search: { organization: { organization_id: organizationCode, is_deleted: showDeleted.peek() ? 't' : 'f' } } }),
    [],
  );
  const feedback = signal<BuildingsFeedback | null>(null);

  function changed(): void {
    options.onChange?.();
    void load();
  }

  async function setDeleted(building: Building, deleted: boolean): Promise<Outcome<Building>> {
    return outcomeOf(await client.call('Organization/UpdateBuild', { id: building.id, data: { is_deleted: deleted } }));
  }

  return {
    items: items as ReadonlySignal<readonly Building[]>,
    showDeleted: showDeleted as ReadonlySignal<boolean>,
    ...state,
    feedback: feedback as ReadonlySignal<BuildingsFeedback | null>,
    load,

    /** Standing buildings, or the deleted ones. */
    setShowDeleted(value: boolean): void {
      if (showDeleted.peek() === value) return;
      batch(() => {
        showDeleted.value = value;
        items.value = [];
      });
      void load();
    },

    saved(building: Building, kind: 'created' | 'updated'): void {
      feedback.value = { kind, building };
      changed();
    },

    /** Deletes softly: the building moves to the deleted ones, from where it can be restored. */
    async remove(building: Building): Promise<Outcome<Building>> {
      const outcome = await setDeleted(building, true);
      if (outcome.ok) {
        feedback.value = { kind: 'deleted', building: outcome.value };
        changed();
      }
      return outcome;
    },

    /** Brings a deleted building back (from the deleted list). */
    async restore(building: Building): Promise<Outcome<Building>> {
      const outcome = await setDeleted(building, false);
      if (outcome.ok) {
        feedback.value = { kind: 'restored', building: outcome.value };
        changed();
      }
      return outcome;
    },

    /** Takes back the last deletion. */
    async undo(): Promise<Outcome<Building> | null> {
      const last = feedback.peek();
      if (last?.kind !== 'deleted') return null;
      const outcome = await setDeleted(last.building, false);
      feedback.value = outcome.ok ? { kind: 'undone', building: outcome.value } : { kind: 'undoFailed', building: last.building, failure: outcome.failure };
      if (outcome.ok) changed();
      return outcome;
    },

    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}
