import { describe, expect, it } from 'vitest';
import {
  allowedProcessingEvents,
  isFinalProcessingStatus,
  nextProcessingStatus,
  PROCESSING_EVENTS,
  WORKEND_RESULTS,
  type ProcessingEvent,
  type WorkendResult,
} from './processingTransitions.js';
import { PROCESSING_STATUSES, type ProcessingStatus } from './statuses.js';

const STATUSES = PROCESSING_STATUSES.map((entry) => entry.value);

/** Every legal edge, written out once more as the documented table says it. */
const LEGAL: ReadonlyArray<[ProcessingStatus | null, ProcessingEvent, WorkendResult | undefined, ProcessingStatus]> = [
  [null, 'added', undefined, 'not_processed'],
  ['not_processed', 'work', undefined, 'in_progress'],
  ['work_end', 'work', undefined, 'in_progress'],
  ['in_progress', 'workend', 'success', 'work_done'],
  ['in_progress', 'workend', 'fail', 'work_end'],
  ['in_progress', 'workend', 'not_needed', 'process_not_need'],
  ['in_progress', 'wait', undefined, 'not_processed'],
];

describe('processing status transitions', () => {
  it('moves along every documented edge', () => {
    for (const [from, event, result, to] of LEGAL) expect(nextProcessingStatus(from, event, result), `${from} --${event}/${result}-->`).toEqual({ ok: true, status: to });
  });

  it('refuses every other move with a Russian sentence naming the status', () => {
    for (const from of [null, ...STATUSES]) {
      for (const event of PROCESSING_EVENTS) {
        for (const result of event === 'workend' ? WORKEND_RESULTS : [undefined]) {
          if (LEGAL.some(([f, e, r]) => f === from && e === event && r === result)) continue;
          const move = nextProcessingStatus(from, event, result);
          expect(move.ok, `${from} --${event}/${result}--> must be refused`).toBe(false);
          if (!move.ok) expect(move.message).toMatch(/[А-Яа-я]/);
        }
      }
    }
  });

  it('says which statuses would allow the move', () => {
    expect(nextProcessingStatus('work_done', 'work')).toEqual({
      ok: false,
      message: 'Нельзя взять в работу абитуриента со статусом «Обработан успешно»: это возможно только из статусов «Ожидает обработки» или «Обработан безуспешно».',
    });
    expect(nextProcessingStatus('not_processed', 'wait')).toEqual({
      ok: false,
      message: 'Нельзя вернуть в очередь абитуриента со статусом «Ожидает обработки»: это возможно только из статуса «В работе».',
    });
    expect(nextProcessingStatus('in_progress', 'added')).toEqual({ ok: false, message: 'Абитуриент уже добавлен в систему.' });
    expect(nextProcessingStatus(null, 'work').ok).toBe(false);
  });

  it('needs the outcome to end a piece of work', () => {
    expect(nextProcessingStatus('in_progress', 'workend')).toEqual({ ok: false, message: 'Укажите итог работы: успешно, безуспешно или обработка не требуется.' });
  });

  it('lists the allowed events, and knows the final statuses', () => {
    expect(allowedProcessingEvents(null)).toEqual(['added']);
    expect(allowedProcessingEvents('not_processed')).toEqual(['work']);
    expect(allowedProcessingEvents('in_progress')).toEqual(['workend', 'wait']);
    expect(allowedProcessingEvents('work_end')).toEqual(['work']);
    expect(STATUSES.filter(isFinalProcessingStatus)).toEqual(['work_done', 'process_not_need']);
  });

  it('reaches every status from a new record', () => {
    const reached = new Set<ProcessingStatus>();
    const queue: Array<ProcessingStatus | null> = [null];
    const seen = new Set<ProcessingStatus | null>();
    while (queue.length > 0) {
      const from = queue.shift() as ProcessingStatus | null;
      if (seen.has(from)) continue;
      seen.add(from);
      for (const event of allowedProcessingEvents(from)) {
        for (const result of event === 'workend' ? WORKEND_RESULTS : [undefined]) {
          const move = nextProcessingStatus(from, event, result);
          if (move.ok) {
            reached.add(move.status);
            queue.push(move.status);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...STATUSES].sort());
  });
});
