/**
 * The queue's services as a signal model: the list in display order (archived ones too when the
 * switch asks for them), saving one (the list is read again, since a position change moves
 * others), and archiving one. No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { QueueService } from './queueTypes.js';
import { serviceParams, type ServiceValues } from './serviceForm.js';

/** What the last change did, for the notice above the table. */
export type ServiceFeedback = { kind: 'created' | 'saved' | 'archived'; service: QueueService };

export function createServicesModel(client: Pick<Client, 'call'>) {
  const archived = signal(false);
  const feedback = signal<ServiceFeedback | null>(null);
  const resource = createLoadedResource<{ items: readonly QueueService[] }>(() => client.call('Queue/ListServices', { archived: archived.peek() }), { items: [] });

  return {
    items: computed(() => resource.value.value.items),
    loading: resource.loading,
    loaded: resource.loaded,
    error: resource.error,
    load: resource.load,
    archived: archived as ReadonlySignal<boolean>,
    feedback: feedback as ReadonlySignal<ServiceFeedback | null>,

    /** Shows or hides the archived services (read again from the server). */
    showArchived(next: boolean): void {
      if (archived.peek() === next) return;
      archived.value = next;
      void resource.load();
    },

    /** Creates a service (`service` null) or updates it. */
    async save(values: ServiceValues, service: QueueService | null): Promise<Outcome<QueueService>> {
      const outcome = outcomeOf(await client.call('Queue/SaveService', serviceParams(values, service?.id ?? null)));
      if (outcome.ok) {
        feedback.value = { kind: service === null ? 'created' : 'saved', service: outcome.value };
        void resource.load();
      }
      return outcome;
    },

    async archive(service: QueueService): Promise<Outcome<QueueService>> {
      const outcome = outcomeOf(await client.call('Queue/ArchiveService', { id: service.id }));
      if (outcome.ok) {
        feedback.value = { kind: 'archived', service: outcome.value };
        void resource.load();
      }
      return outcome;
    },

    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}

export type ServicesModel = ReturnType<typeof createServicesModel>;
