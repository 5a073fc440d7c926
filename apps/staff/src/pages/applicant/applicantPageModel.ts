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
import type { ApplicantRecord } from '@abitura/contracts';
import { allowedProcessingEvents, type ProcessingEvent, type WorkendResult } from '@abitura/contracts/vocabulary';
import { failureOf, type Failure } from '../../models/failure.js';
import { createEditedRecord } from '../../models/editedRecord.js';

/** The moves a person makes from the header (added is written only when a record is created). */
export type HeaderMove = Exclude<ProcessingEvent, 'added'>;

export type ApplicantPageModel = ReturnType<typeof createApplicantPageModel>;

/** The header's moves for a status, in the state machine's order. */
export function movesFor(record: Pick<ApplicantRecord, 'processing_status'>): HeaderMove[] {
  return allowedProcessingEvents(record.processing_status).filter((event): event is HeaderMove => event !== 'added');
}

export function createApplicantPageModel(client: Pick<Client, 'call'>, applicantId: number, options: { onMoved?: () => void } = {}) {
  // The profile's edit saves the record: it shows at once, then is read again (counts, history).
  const { record, loading, loaded, error, saved, load, updated, dismissSaved } = createEditedRecord<ApplicantRecord>(() => client.call('Abiturient/GetAbiturient', { id: applicantId }));
  /** The move being sent. */
  const moving = signal<HeaderMove | null>(null);
  /** Why the last move was refused. */
  const moveError = signal<Failure | null>(null);
  /** The last move that went through, for the notice. */
  const moved = signal<{ event: HeaderMove; status: ApplicantRecord['processing_status'] } | null>(null);

  return {
    applicantId,
    record: record as ReadonlySignal<ApplicantRecord | null>,
    loading,
    loaded,
    error,
    moving: moving as ReadonlySignal<HeaderMove | null>,
    moveError: moveError as ReadonlySignal<Failure | null>,
    moved: moved as ReadonlySignal<{ event: HeaderMove; status: ApplicantRecord['processing_status'] } | null>,
    saved,
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

    updated,
    dismissSaved,
  };
}
