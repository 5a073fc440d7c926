import {
  allowedProcessingEvents,
  isSystemInteractionType,
  nextProcessingStatus,
  WORKEND_RESULTS,
  type ProcessingEvent,
  type ProcessingStatus,
  type WorkendResult,
} from '@abitura/contracts/vocabulary';

/**
 * The server's reading of the processing-status state machine (@abitura/contracts vocabulary
 * processingTransitions.ts holds the table and its Russian refusals): which interactions move
 * the status, and which interaction a wanted status needs.
 */

/** What an interaction does to the processing status. */
export type ProcessingOutcome =
  | { kind: 'none' }
  | { kind: 'move'; event: ProcessingEvent; status: ProcessingStatus }
  /** `badResult`: the move is allowed from here but the workend's result is missing or unknown. */
  | { kind: 'refused'; message: string; badResult: boolean };

const asWorkendResult = (result: string | null): WorkendResult | undefined => (WORKEND_RESULTS as readonly (string | null)[]).includes(result) ? (result as WorkendResult) : undefined;

/** Where an interaction of `type` (with its result) takes an applicant in `current` status. */
export function processingOutcome(current: ProcessingStatus, type: string, result: string | null): ProcessingOutcome {
  if (!isSystemInteractionType(type)) return { kind: 'none' };
  const move = nextProcessingStatus(current, type, type === 'workend' ? asWorkendResult(result) : undefined);
  if (move.ok) return { kind: 'move', event: type, status: move.status };
  return { kind: 'refused', message: move.message, badResult: allowedProcessingEvents(current).includes(type) };
}

/** The interaction that takes an applicant to a status: the event, and for workend its result. */
export interface ProcessingStep {
  type: ProcessingEvent;
  result: WorkendResult | null;
}

/** Which event and result lead to each status (added only creates a record, so it is not a step). */
const STEP_TO: Readonly<Record<ProcessingStatus, ProcessingStep>> = {
  not_processed: { type: 'wait', result: null },
  in_progress: { type: 'work', result: null },
  work_done: { type: 'workend', result: 'success' },
  work_end: { type: 'workend', result: 'fail' },
  process_not_need: { type: 'workend', result: 'not_needed' },
};

/**
 * The interaction that moves an applicant from `current` to `target`: null when they are there
 * already, else the step, or the state machine's own sentence for why no legal move exists.
 */
export function stepTo(current: ProcessingStatus, target: ProcessingStatus): { ok: true; step: ProcessingStep | null } | { ok: false; message: string } {
  if (current === target) return { ok: true, step: null };
  const step = STEP_TO[target];
  const move = nextProcessingStatus(current, step.type, step.result ?? undefined);
  if (!move.ok) return { ok: false, message: move.message };
  return { ok: true, step };
}
