/**
 * Turns a failed reply of the session actions into words a person understands, in their language.
 * Clients localize by error code (DESIGN section 2); where the server puts more than the code in
 * its Russian sentence (how long to wait, which password rule failed, a banned account), the
 * sentence is read for it, and anything not recognized is shown as the server wrote it.
 */
import type { ParamIssue, Reply } from '@abitura/contracts/wire';
import type { Message } from './authRules.js';

export type ProblemKind = 'wrongCredentials' | 'banned' | 'throttled' | 'network' | 'server' | 'other';

export interface Problem {
  kind: ProblemKind;
  message: Message;
  /** How long the server asked to wait before trying again, in seconds (throttling only). */
  waitSeconds?: number;
}

/** The client's own codes for "no answer from the server": the request may be repeated as is. */
const NO_ANSWER = new Set(['TRANSPORT_ERROR', 'TIMEOUT', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED', 'CLIENT_CLOSED', 'LOGGED_OUT']);

/**
 * The wait a RATE_LIMITED sentence names: "Повторите через 3 мин." or "через 20 с." (a sign-in
 * lock), or "Подождите минуту" (address limit). Null when it names none ("Подождите немного").
 */
export function waitSecondsOf(message: string): number | null {
  const minutes = /через\s+(\d+)\s*мин/i.exec(message);
  if (minutes?.[1]) return Number(minutes[1]) * 60;
  const seconds = /через\s+(\d+)\s*с(?![а-яё])/i.exec(message);
  if (seconds?.[1]) return Number(seconds[1]);
  if (/минуту/i.test(message)) return 60;
  return null;
}

function throttled(reply: Reply): Problem {
  const seconds = waitSecondsOf(reply.message);
  if (seconds === null) return { kind: 'throttled', message: { key: 'problems.throttled' } };
  if (seconds < 60) return { kind: 'throttled', message: { key: 'problems.throttledForSeconds', values: { count: seconds } }, waitSeconds: seconds };
  return { kind: 'throttled', message: { key: 'problems.throttledFor', values: { count: Math.ceil(seconds / 60) } }, waitSeconds: seconds };
}

/** The server's own sentence when it wrote one, else a generic one. */
const serverText = (reply: Reply): Message => (reply.message.trim() !== '' ? { text: reply.message } : { key: 'problems.unknown' });

/** Any failed reply of the sign-in flows. */
export function problemOf(reply: Reply): Problem {
  const code = String(reply.data);
  if (NO_ANSWER.has(code)) return { kind: 'network', message: { key: 'problems.network' } };
  if (code === 'RATE_LIMITED') return throttled(reply);
  if (code === 'INTERNAL') return { kind: 'server', message: { key: 'problems.server' } };
  return { kind: 'other', message: serverText(reply) };
}

/**
 * A failed sign-in. Wrong credentials and a banned account are both ACCESS_DENIED; only the
 * sentence tells them apart ("Учётная запись заблокирована…").
 */
export function loginProblemOf(reply: Reply): Problem {
  if (reply.data !== 'ACCESS_DENIED') return problemOf(reply);
  if (/заблокирован/i.test(reply.message)) return { kind: 'banned', message: { key: 'problems.banned' } };
  return { kind: 'wrongCredentials', message: { key: 'problems.wrongCredentials' } };
}

/** The server's password and field sentences (auth/passwords.ts, domain/session) and their keys. */
const ISSUE_TEXTS: readonly [RegExp, (match: RegExpExecArray) => Message][] = [
  [/не короче (\d+)/i, (match) => ({ key: 'errors.tooShort', values: { count: Number(match[1]) } })],
  [/не длиннее (\d+)/i, (match) => ({ key: 'errors.tooLong', values: { count: Number(match[1]) } })],
  [/распространён/i, () => ({ key: 'errors.commonPassword' })],
  [/не должен содержать логин/i, () => ({ key: 'errors.containsLogin' })],
  [/текущий пароль указан неверно/i, () => ({ key: 'errors.currentWrong' })],
  [/должен отличаться от текущего/i, () => ({ key: 'errors.sameAsCurrent' })],
];

/** One issue of an INVALID_PARAMS reply, in the person's language when the sentence is known. */
export function issueMessage(issue: ParamIssue): Message {
  for (const [pattern, toMessage] of ISSUE_TEXTS) {
    const match = pattern.exec(issue.message);
    if (match) return toMessage(match);
  }
  return { text: issue.message };
}
