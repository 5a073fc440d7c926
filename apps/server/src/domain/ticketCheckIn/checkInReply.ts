import type { CheckInRefusal, checkInResult } from '@abitura/contracts';
import type { z } from 'zod';
import type { ActionContext } from '../../actions/context.js';
import { moscowWallClock } from '@abitura/contracts/moscowTime';

export type CheckInReply = z.input<typeof checkInResult>;

/** What a reply says about the ticket, whatever the outcome. */
export interface TicketFacts {
  kind: 'event' | 'queue';
  title: string;
  code: string | null;
  holder: string | null;
  validAt: Date;
}

/** The check-in that used a ticket. Either part may be missing on marks older than the scanner. */
export interface CheckInMark {
  at: Date | null;
  by: string | null;
}

/** Moscow wall time of an instant, read from its shifted UTC fields. */
const moscowIso = (at: Date): string => moscowWallClock(at).toISOString();

/** A Moscow date as people write it: 26.11.2026. */
export function moscowDate(at: Date): string {
  const [year, month, day] = moscowIso(at).slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** A Moscow clock time: 10:15. */
export const moscowTime = (at: Date): string => moscowIso(at).slice(11, 16);

/** «26.11.2026 в 10:15 (отметил(а) Иванова Анна Сергеевна)», as much of it as is known. */
export function markWords(mark: CheckInMark): string {
  const when = mark.at ? ` ${moscowDate(mark.at)} в ${moscowTime(mark.at)}` : '';
  const who = mark.by ? ` (отметил(а) ${mark.by})` : '';
  return `${when}${who}`;
}

/** The ticket as a scan names it: the holder and the event, or the queue ticket's code and service. */
export function ticketWords(facts: TicketFacts): string {
  return facts.kind === 'event' ? `${facts.holder ?? 'билет'}, «${facts.title}»` : `талон ${facts.code ?? ''}, «${facts.title}»`;
}

function factsOf(facts: TicketFacts) {
  return { kind: facts.kind, title: facts.title, code: facts.code, holder: facts.holder, validAt: facts.validAt.toISOString() };
}

/** The ticket is used now, by the caller. */
export function checkedIn(ctx: ActionContext, facts: TicketFacts, by: string): CheckInReply {
  ctx.setMessage(`Вход отмечен: ${ticketWords(facts)}.`);
  return { outcome: 'checked_in', reason: null, ...factsOf(facts), checkedInAt: ctx.now.toISOString(), checkedInBy: by };
}

/** The ticket was used before: when and by whom, so the person at the door can tell a copy. */
export function alreadyUsed(ctx: ActionContext, facts: TicketFacts, mark: CheckInMark): CheckInReply {
  const subject = facts.kind === 'event' ? 'Билет' : `Талон ${facts.code ?? ''}`;
  ctx.setMessage(`${subject} уже использован${markWords(mark)}. Повторно вход по нему не отмечают.`);
  return { outcome: 'already_used', reason: null, ...factsOf(facts), checkedInAt: mark.at?.toISOString() ?? null, checkedInBy: mark.by };
}

/** The ticket cannot be used now; the sentence says why and what to do. */
export function refused(ctx: ActionContext, reason: CheckInRefusal, facts: TicketFacts | null, message: string): CheckInReply {
  ctx.setMessage(message);
  const known = facts ? factsOf(facts) : { kind: null, title: null, code: null, holder: null, validAt: null };
  return { outcome: 'refused', reason, ...known, checkedInAt: null, checkedInBy: null };
}
