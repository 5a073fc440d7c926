/**
 * How a letter's status moves through the outbox (SPEC section 4). The mailer and the staff
 * actions move letters only along these edges; the staff screens ask allowedLetterEvents which
 * buttons to offer, and the server refuses any other move with the sentence nextLetterStatus gives.
 *
 * | event    | from                                  | to        | who                               |
 * | -------- | ------------------------------------- | --------- | --------------------------------- |
 * | queue    | (new letter), reclaimed               | pending   | the code that writes the letter    |
 * | draft    | (new letter)                          | onedit    | staff start a letter to finish    |
 * | hold     | (new letter)                          | waitb     | a letter that needs a confirmation |
 * | edit     | pending, waitb                        | onedit    | staff take it back to change it   |
 * | submit   | onedit                                | pending   | staff finished the draft          |
 * | confirm  | waitb                                 | pending   | the letter was confirmed          |
 * | claim    | pending, wait, onwork (lease expired) | onwork    | a delivery pass takes it          |
 * | deliver  | onwork                                | done      | the server accepted it            |
 * | softFail | onwork                                | wait      | a temporary failure: retried later |
 * | giveUp   | onwork                                | fail      | the last attempt failed too       |
 * | reject   | onwork                                | block     | a permanent refusal (SMTP 5xx)    |
 * | decline  | pending, wait, onedit, waitb          | decline   | staff cancel a letter not yet sent |
 * | resend   | done, fail, block, decline            | reclaimed | staff send it again               |
 *
 * A letter being sent (onwork) cannot be declined: the server may already hold it. done, fail,
 * block and decline are final for the mailer; only resend takes them back.
 */
import { LETTER_STATUSES, type LetterStatus } from './statuses.js';

export type LetterEvent = 'queue' | 'draft' | 'hold' | 'edit' | 'submit' | 'confirm' | 'claim' | 'deliver' | 'softFail' | 'giveUp' | 'reject' | 'decline' | 'resend';

export const LETTER_EVENTS: readonly LetterEvent[] = ['queue', 'draft', 'hold', 'edit', 'submit', 'confirm', 'claim', 'deliver', 'softFail', 'giveUp', 'reject', 'decline', 'resend'];

/** The statuses each event may start from; null is "the letter is not written yet". */
const FROM: Readonly<Record<LetterEvent, readonly (LetterStatus | null)[]>> = {
  queue: [null, 'reclaimed'],
  draft: [null],
  hold: [null],
  edit: ['pending', 'waitb'],
  submit: ['onedit'],
  confirm: ['waitb'],
  claim: ['pending', 'wait', 'onwork'],
  deliver: ['onwork'],
  softFail: ['onwork'],
  giveUp: ['onwork'],
  reject: ['onwork'],
  decline: ['pending', 'wait', 'onedit', 'waitb'],
  resend: ['done', 'fail', 'block', 'decline'],
};

const TO: Readonly<Record<LetterEvent, LetterStatus>> = {
  queue: 'pending',
  draft: 'onedit',
  hold: 'waitb',
  edit: 'onedit',
  submit: 'pending',
  confirm: 'pending',
  claim: 'onwork',
  deliver: 'done',
  softFail: 'wait',
  giveUp: 'fail',
  reject: 'block',
  decline: 'decline',
  resend: 'reclaimed',
};

const EVENT_VERB: Readonly<Record<LetterEvent, string>> = {
  queue: 'поставить в очередь',
  draft: 'начать как черновик',
  hold: 'отложить до подтверждения',
  edit: 'вернуть на доработку',
  submit: 'отправить после доработки',
  confirm: 'подтвердить',
  claim: 'взять в отправку',
  deliver: 'отметить доставленным',
  softFail: 'отложить до повторной попытки',
  giveUp: 'отметить неотправленным',
  reject: 'отметить отклонённым сервером',
  decline: 'отменить',
  resend: 'отправить повторно',
};

export type LetterMove = { ok: true; status: LetterStatus } | { ok: false; message: string };

function statusLabel(status: LetterStatus): string {
  return LETTER_STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

/** The statuses an event may start from (null: a letter not written yet), for the mailer's queries. */
export function letterEventSources(event: LetterEvent): readonly (LetterStatus | null)[] {
  return FROM[event];
}

/**
 * Where an event takes a letter in `current` status (null: the letter is not written yet), or why
 * it cannot: a sentence a person can act on.
 */
export function nextLetterStatus(current: LetterStatus | null, event: LetterEvent): LetterMove {
  if (FROM[event].includes(current)) return { ok: true, status: TO[event] };
  if (current === null) return { ok: false, message: `Нельзя ${EVENT_VERB[event]} письмо, которого ещё нет: сначала создайте его.` };
  if (!FROM[event].some((status) => status !== null)) return { ok: false, message: 'Письмо уже создано: это действие возможно только для нового письма.' };
  if (current === 'onwork') return { ok: false, message: `Нельзя ${EVENT_VERB[event]} письмо, которое сейчас отправляется: дождитесь результата отправки.` };
  const allowed = FROM[event].filter((status): status is LetterStatus => status !== null).map((status) => `«${statusLabel(status)}»`);
  return {
    ok: false,
    message: `Нельзя ${EVENT_VERB[event]} письмо со статусом «${statusLabel(current)}»: это возможно только из ${allowed.length === 1 ? 'статуса' : 'статусов'} ${allowed.join(', ')}.`,
  };
}

/** The events a letter in `current` status allows, in LETTER_EVENTS order. */
export function allowedLetterEvents(current: LetterStatus | null): LetterEvent[] {
  return LETTER_EVENTS.filter((event) => FROM[event].includes(current));
}
