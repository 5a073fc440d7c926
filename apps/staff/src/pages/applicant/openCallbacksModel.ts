/**
 * The applicant's open activities as a signal model: their open callbacks, anyone's, earliest
 * first, overdue ones flagged (Callback/ListForPerson), and marking one done (Callback/Complete,
 * its owner's or a coordinator's to do; the server says so otherwise). Read again after every
 * call logged on the page, since a call completes the caller's callbacks that fall due.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { OpenCallback } from '@abitura/contracts';
import { failureOf, type Failure } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';

export type OpenCallbacksModel = ReturnType<typeof createOpenCallbacksModel>;

export function createOpenCallbacksModel(client: Pick<Client, 'call'>, applicantId: number) {
  const list = createLoadedResource<readonly OpenCallback[]>(() => client.call('Callback/ListForPerson', { personId: applicantId }), []);
  /** The callback being marked done. */
  const completing = signal<number | null>(null);
  /** Why the last one could not be marked done. */
  const completeError = signal<Failure | null>(null);
  /** The last one marked done, for the notice. */
  const completed = signal<OpenCallback | null>(null);

  return {
    ...list,
    completing: completing as ReadonlySignal<number | null>,
    completeError: completeError as ReadonlySignal<Failure | null>,
    completed: completed as ReadonlySignal<OpenCallback | null>,

    /** Marks a callback done; true when it went through (the list is read again either way). */
    async complete(callback: OpenCallback): Promise<boolean> {
      if (completing.peek() !== null) return false;
      batch(() => {
        completing.value = callback.id;
        completeError.value = null;
        completed.value = null;
      });
      const reply = await client.call('Callback/Complete', { id: callback.id });
      batch(() => {
        completing.value = null;
        if (reply.success) completed.value = callback;
        else completeError.value = failureOf(reply);
      });
      // Done, or already done or canceled by someone else: the list shows what is still open.
      void list.load();
      return reply.success;
    },

    dismiss(): void {
      batch(() => {
        completed.value = null;
        completeError.value = null;
      });
    },
  };
}
