/**
 * One applicant's 360 view as a signal model: the record (Abiturient/GetAbiturient), which the
 * header, the profile and the tab counts read, and the processing-status moves of the header
 * (the system interactions work, workend and wait through Interaction/Create). The state
 * machine of the SDK decides which moves are offered; the server refuses any other with a
 * sentence that is shown as is. Each tab has a model of its own; after their writes the record
 * is read again so the counts stay true.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { ApplicantRecord } from '@abitura/sdk/contracts';
import { allowedProcessingEvents, type ProcessingEvent, type WorkendResult } from '@abitura/sdk/vocabulary';
import { failureOf, type Failure } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';

/** The moves a person makes from the header (added is written only when a record is created). */
export type HeaderMove = Exclude<ProcessingEvent, 'added'>;

export type ApplicantPageModel = ReturnType<typeof createApplicantPageModel>;

/** The header's moves for a status, in the state machine's order. */
export function movesFor(record: Pick<ApplicantRecord, 'processing_status'>): HeaderMove[] {
  return allowedProcessingEvents(record.processing_status).filter((event): event is HeaderMove => event !== 'added');
}

export function createApplicantPageModel(client: Pick<Client, 'call'>, applicantId: number, options: { onMoved?: () => void } = {}) {
  const { value: record, load, ...state } = createLoadedResource<ApplicantRecord | null>(() => client.call('Abiturient/GetAbiturient', { id: applicantId }), null);
  /** The move being sent. */
  const moving = signal<HeaderMove | null>(null);
  /** Why the last move was refused. */
  const moveError = signal<Failure | null>(null);
  /** The last move that went through, for the notice. */
  const moved = signal<{ event: HeaderMove; status: ApplicantRecord['processing_status'] } | null>(null);
  /** The profile was just saved. */
  const saved = signal(false);

  return {
    applicantId,
    record: record as ReadonlySignal<ApplicantRecord | null>,
    loading: state.loading,
    loaded: state.loaded,
    error: state.error,
    moving: moving as ReadonlySignal<HeaderMove | null>,
    moveError: moveError as ReadonlySignal<Failure | null>,
    moved: moved as ReadonlySignal<{ event: HeaderMove; status: ApplicantRecord['processing_status'] } | null>,
    saved: saved as ReadonlySignal<boolean>,
    load,

    /** Moves the processing status (workend with its result); true when it went through. */
    async move(event: HeaderMove, result?: WorkendResult): Promise<boolean> {
      if (moving.peek() !== null) return false;
      batch(() => {
        moving.value = event;
        moveError.value = null;
        moved.value = null;
      });
      const reply = await client.call('Interaction/Create', { id: applicantId, type: event, ...(result === undefined ? {} : { result }) });
      return batch(() => {
        moving.value = null;
        if (!reply.success) {
          moveError.value = failureOf(reply);
          return false;
        }
        const current = record.peek();
        if (current) record.value = { ...current, processing_status: reply.data.processing_status };
        moved.value = { event, status: reply.data.processing_status };
        options.onMoved?.();
        void load();
        return true;
      });
    },

    dismissMove(): void {
      batch(() => {
        moved.value = null;
        moveError.value = null;
      });
    },

    /** The profile was saved: show the answer at once, then read it again (counts, history). */
    updated(next: ApplicantRecord): void {
      record.value = next;
      saved.value = true;
      void load();
    },

    dismissSaved(): void {
      saved.value = false;
    },
  };
}
