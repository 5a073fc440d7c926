/**
 * The queue's desks as a signal model, with the active services a desk may serve (the dialog's
 * choices): the list, and saving a desk. No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { QueueDesk, QueueService } from './queueTypes.js';

export interface DeskValues {
  name: string;
  serviceIds: string[];
  active: boolean;
}

export const DESK_FIELDS = ['name', 'serviceIds', 'active'] as const;
export const DESK_NAME_LIMIT = 60;

export function deskValues(desk: QueueDesk | null): DeskValues {
  return desk === null ? { name: '', serviceIds: [], active: true } : { name: desk.name, serviceIds: desk.serviceIds.map(String), active: desk.active };
}

export function checkDesk(values: DeskValues): Partial<Record<keyof DeskValues, { key: string; values?: Record<string, number> }>> {
  const name = values.name.trim();
  if (name === '') return { name: { key: 'required' } };
  if (name.length > DESK_NAME_LIMIT) return { name: { key: 'tooLong', values: { max: DESK_NAME_LIMIT } } };
  return {};
}

export function createDesksModel(client: Pick<Client, 'call'>) {
  const desks = createLoadedResource<{ items: readonly QueueDesk[] }>(() => client.call('Queue/ListDesks', {}), { items: [] });
  // Every service, so a desk still serving an archived one shows its name: Queue/ListServices
  // answers either the archived services or the others, so both are read.
  const services = createLoadedResource<{ items: readonly QueueService[] }>(async () => {
    const [current, archived] = await Promise.all([client.call('Queue/ListServices', { archived: false }), client.call('Queue/ListServices', { archived: true })]);
    if (!current.success) return current;
    if (!archived.success) return archived;
    return { ...current, data: { items: [...current.data.items, ...archived.data.items] } };
  }, { items: [] });
  const saved = signal<QueueDesk | null>(null);
  const loading = computed(() => desks.loading.value || services.loading.value);
  const loaded = computed(() => desks.loaded.value && services.loaded.value);
  const error = computed(() => desks.error.value ?? services.error.value);

  return {
    items: computed(() => desks.value.value.items),
    services: computed(() => services.value.value.items),
    /** What a desk may be set to serve: the active, unarchived services. */
    choices: computed(() => services.value.value.items.filter((service) => service.active && !service.archived)),
    loading,
    loaded,
    error,
    /** The last desk saved, for the notice above the table. */
    saved: saved as ReadonlySignal<QueueDesk | null>,
    async load(): Promise<void> {
      await Promise.all([desks.load(), services.load()]);
    },

    /** Creates a desk (`desk` null) or updates it. */
    async save(values: DeskValues, desk: QueueDesk | null): Promise<Outcome<QueueDesk>> {
      const params = { ...(desk === null ? {} : { id: desk.id }), name: values.name.trim(), active: values.active, serviceIds: values.serviceIds.map(Number) };
      const outcome = outcomeOf(await client.call('Queue/SaveDesk', params));
      if (outcome.ok) {
        saved.value = outcome.value;
        void desks.load();
      }
      return outcome;
    },

    dismissSaved(): void {
      saved.value = null;
    },
  };
}

export type DesksModel = ReturnType<typeof createDesksModel>;
