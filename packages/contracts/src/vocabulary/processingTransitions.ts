/**
 * How an applicant's processing status moves (SPEC section 4): only the system interaction types
 * added, work, workend and wait move it, along these edges and no others.
 *
 * | event   | from                         | to                                                   |
 * | ------- | ---------------------------- | ---------------------------------------------------- |
 * | added   | (no record yet)              | not_processed                                        |
 * | work    | not_processed, work_end      | in_progress (an unsuccessful one may be reopened)    |
 * | workend | in_progress                  | work_done (success), work_end (fail),                |
 * |         |                              | process_not_need (not_needed)                        |
 * | wait    | in_progress                  | not_processed (back to the queue)                    |
 *
 * work_done and process_not_need are final. The contracts hold the table so the server refuses an
 * illegal move with the same sentence the screens use to explain why a button is missing.
 */
import { PROCESSING_STATUSES, type ProcessingStatus } from './statuses.js';

export type ProcessingEvent = 'added' | 'work' | 'workend' | 'wait';

/** How a piece of work ended: the `result` of a workend interaction. */
export type WorkendResult = 'success' | 'fail' | 'not_needed';

export const PROCESSING_EVENTS: readonly ProcessingEvent[] = ['added', 'work', 'workend', 'wait'];
export const WORKEND_RESULTS: readonly WorkendResult[] = ['success', 'fail', 'not_needed'];

const WORKEND_TARGET: Readonly<Record<WorkendResult, ProcessingStatus>> = {
  success: 'work_done',
  fail: 'work_end',
  not_needed: 'process_not_need',
};

/** The statuses each event may start from; null is "no record yet". */
const FROM: Readonly<Record<ProcessingEvent, readonly (ProcessingStatus | null)[]>> = {
  added: [null],
  work: ['not_processed', 'work_end'],
  workend: ['in_progress'],
  wait: ['in_progress'],
};

const EVENT_VERB: Readonly<Record<ProcessingEvent, string>> = {
  added: 'добавить в систему',
  work: 'взять в работу',
  workend: 'завершить работу с',
  wait: 'вернуть в очередь',
};

export type ProcessingMove = { ok: true; status: ProcessingStatus } | { ok: false; message: string };

function statusLabel(status: ProcessingStatus): string {
  return PROCESSING_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/**
 * Where an event takes an applicant in `current` status (null: the record does not exist yet),
 * or why it cannot: a sentence a person can act on.
 */
export function nextProcessingStatus(current: ProcessingStatus | null, event: ProcessingEvent, result?: WorkendResult): ProcessingMove {
  if (!FROM[event].includes(current)) {
    if (current === null) return { ok: false, message: `Нельзя ${EVENT_VERB[event]} абитуриента, которого ещё нет в системе: сначала добавьте его.` };
    if (event === 'added') return { ok: false, message: 'Абитуриент уже добавлен в систему.' };
    const allowed = FROM[event].filter((status): status is ProcessingStatus => status !== null).map((status) => `«${statusLabel(status)}»`);
    return {
      ok: false,
      message: `Нельзя ${EVENT_VERB[event]} абитуриента со статусом «${statusLabel(current)}»: это возможно только из ${allowed.length === 1 ? 'статуса' : 'статусов'} ${allowed.join(' или ')}.`,
    };
  }
  switch (event) {
    case 'added':
    case 'wait':
      return { ok: true, status: 'not_processed' };
    case 'work':
      return { ok: true, status: 'in_progress' };
    case 'workend':
      if (result === undefined) return { ok: false, message: 'Укажите итог работы: успешно, безуспешно или обработка не требуется.' };
      return { ok: true, status: WORKEND_TARGET[result] };
  }
}

/** The events an applicant in `current` status allows, in PROCESSING_EVENTS order. */
export function allowedProcessingEvents(current: ProcessingStatus | null): ProcessingEvent[] {
  return PROCESSING_EVENTS.filter((event) => FROM[event].includes(current));
}

/** Whether no event moves an applicant out of this status any more. */
export function isFinalProcessingStatus(status: ProcessingStatus): boolean {
  return allowedProcessingEvents(status).length === 0;
}
