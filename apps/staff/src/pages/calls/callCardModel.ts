/**
 * The call card as a signal model: the person on the line (picked from the search, or opened by
 * id from the address), their timeline beside the forms (CallService/getInteractionsForPerson),
 * their record for those who may read it, and the call with its follow-up, logged through the
 * call flow every page shares (models/callFlowModel.ts). No React here.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import type { ApplicantRecord, CallPerson, Interaction } from '@abitura/contracts';
import { createCallFlowModel } from '../../models/callFlowModel.js';
import type { Failure } from '../../models/failure.js';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createLoadedResource, createPagedResource, type LoadedResource, type PagedResource } from '../../models/loadedResource.js';
import { createPersonSearchModel } from '../../models/personSearchModel.js';
import type { StorageArea } from '../../models/storedJson.js';

export interface CallCardOptions {
  client: Pick<Client, 'call'>;
  /** Where drafts are kept; none keeps nothing. */
  storage: StorageArea | null;
  /** The signed-in user, so a shared desk never shows another operator's draft. */
  userId: number | string | null;
  clock?: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  /** Read the applicant's record too (grade, stage, curator), for those allowed to (viewAbiturient). */
  withRecord?: boolean;
}

export type CallCardModel = ReturnType<typeof createCallCardModel>;

export function createCallCardModel({ client, storage, userId, clock = systemClock, debounceMs, withRecord = false }: CallCardOptions) {
  const search = createPersonSearchModel({ client, clock, ...(debounceMs === undefined ? {} : { debounceMs }) });
  const person = signal<CallPerson | null>(null);
  const opening = createLatestLoad();
  /** The id asked for in the address that found nobody. */
  const missing = signal<number | null>(null);

  /** The person's timeline; a new one for each person, so a slow page of the last never shows. */
  const history = signal<PagedResource<Interaction> | null>(null);
  const timelineOf = (personId: number) =>
    createPagedResource<Interaction>((page, pageSize) => client.call('CallService/getInteractionsForPerson', { personId, page, pageSize }), 10);

  /** The person's record beyond what the search gives (grade, stage, curator); null without the right. */
  const record = signal<LoadedResource<ApplicantRecord | null> | null>(null);

  /** The call and its follow-up; each save shows on the timeline beside them. */
  const flow = createCallFlowModel({ client, storage, userId, clock, onRecorded: () => history.peek()?.restart() });

  /** The person on the line: their draft (if any) or empty forms, their timeline from the start. */
  function take(next: CallPerson): void {
    search.clear();
    batch(() => {
      person.value = next;
      missing.value = null;
      flow.take({ id: next.id, email: next.email });
    });
    const timeline = timelineOf(next.id);
    history.value = timeline;
    void timeline.load();
    if (withRecord) {
      const details = createLoadedResource<ApplicantRecord | null>(() => client.call('Abiturient/GetAbiturient', { id: next.id }), null);
      record.value = details;
      void details.load();
    }
  }

  return {
    search,
    person: person as ReadonlySignal<CallPerson | null>,
    opening: opening.loading,
    openError: opening.error as ReadonlySignal<Failure | null>,
    missing: missing as ReadonlySignal<number | null>,
    history: history as ReadonlySignal<PagedResource<Interaction> | null>,
    record: record as ReadonlySignal<LoadedResource<ApplicantRecord | null> | null>,
    flow,

    pick: take,

    /** Opens the person by id (the address's ?person=). */
    async open(id: number): Promise<void> {
      if (person.peek()?.id === id) return;
      await opening.run(
        () => client.call('CallService/getPersonList', { search: { id }, limit: 1 }),
        (data) => {
          const found = data.items[0];
          if (found) take(found);
          else missing.value = id;
        },
      );
    },

    /** Another person: the forms go (their drafts stay stored for that person). */
    release(): void {
      batch(() => {
        person.value = null;
        history.value = null;
        record.value = null;
        flow.release();
      });
    },

    /** Stops a search still waiting for its pause. */
    dispose: search.dispose,
  };
}
