/**
 * The ticket page's state (DESIGN.md 6.8): the holder's ticket kept current over the live topic
 * `queue.ticket.<token>` (client.follow: read once, then every EVENT frame; polled over HTTP
 * while the socket is down), what keeps it from showing, the call alert, and the cancellation.
 * No React here: the page reads these signals and renders them.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isUnreachable, newRequestId } from '@abitura/sdk';
import { isTicketToken } from '@abitura/contracts/validation';
import type { ActionResult, Client } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { Melody } from '../shared/sound.js';

export type PublicTicket = ActionResult<'Ticket/Get'>;

/**
 * invalid: the address holds no UUID (nothing is asked of the server); loading: the first read
 * has not answered; ready: a ticket is shown; not_found: the server knows no such ticket.
 */
export type TicketStatus = 'invalid' | 'loading' | 'ready' | 'not_found';

/**
 * Why the shown ticket may be out of date, or why none is shown yet: offline (no server answered;
 * the view recovers by itself), rate_limited (too many reads from this address), failed (another
 * refusal, code kept).
 */
export type TicketProblem = { kind: 'offline' } | { kind: 'rate_limited' } | { kind: 'failed'; code: string };

export type CancelState =
  | { phase: 'idle' }
  | { phase: 'confirming' }
  | { phase: 'sending' }
  | { phase: 'done' }
  /** `code` is the server's error code, or OFFLINE when no server answered (the retry resends the same request). */
  | { phase: 'failed'; code: string };

export interface TicketAlerts {
  /** @default navigator.vibrate where the browser has it */
  vibrate?: (pattern: number[]) => unknown;
  /** The page's sound player; called with 'call' when the ticket is called. @default none */
  play?: (melody: Melody) => unknown;
}

export interface TicketModel {
  /** The token in lower case (as the server and its topic write it). */
  readonly token: string;
  readonly ticket: ReadonlySignal<PublicTicket | null>;
  readonly status: ReadonlySignal<TicketStatus>;
  readonly problem: ReadonlySignal<TicketProblem | null>;
  /** Counts the calls seen while the page was open (a new call or a new desk), for the page to announce. */
  readonly calls: ReadonlySignal<number>;
  readonly cancel: ReadonlySignal<CancelState>;
  /** Starts following the ticket; returns stop. Does nothing for an invalid token. */
  start(): () => void;
  /** Reads again after a refusal (rate limit, failure): stops and starts following. */
  retry(): void;
  askCancel(): void;
  keepTicket(): void;
  confirmCancel(): Promise<void>;
}

/** A short-long pattern a phone in a pocket is felt to give. */
export const CALL_VIBRATION = [400, 200, 400, 200, 800];

function defaultVibrate(pattern: number[]): unknown {
  const nav = globalThis.navigator as (Navigator & { vibrate?: (pattern: number[]) => boolean }) | undefined;
  return typeof nav?.vibrate === 'function' ? nav.vibrate(pattern) : false;
}

export function createTicketModel(client: Client, rawToken: string, alerts: TicketAlerts = {}): TicketModel {
  const valid = isTicketToken(rawToken);
  const token = valid ? rawToken.toLowerCase() : rawToken;
  const vibrate = alerts.vibrate ?? defaultVibrate;
  const ticket = signal<PublicTicket | null>(null);
  const notFound = signal(false);
  const problem = signal<TicketProblem | null>(null);
  const calls = signal(0);
  const cancel = signal<CancelState>({ phase: 'idle' });
  let stopFollowing: (() => void) | null = null;
  /** Kept after a cancel no server answered, so the retry is the same write (applied once). */
  let cancelRequestId: string | null = null;

  const status = computed<TicketStatus>(() => {
    if (!valid) return 'invalid';
    if (notFound.value) return 'not_found';
    return ticket.value === null ? 'loading' : 'ready';
  });

  function show(next: PublicTicket): void {
    const previous = ticket.peek();
    ticket.value = next;
    problem.value = null;
    const newCall = next.state === 'called' && previous !== null && (previous.state !== 'called' || previous.desk !== next.desk);
    if (newCall) {
      calls.value += 1;
      vibrate(CALL_VIBRATION);
      alerts.play?.('call');
    }
    // A ticket called, served or closed elsewhere can no longer be cancelled from here.
    if (next.state !== 'waiting' && cancel.peek().phase === 'confirming') cancel.value = { phase: 'idle' };
  }

  function refused(reply: Reply): void {
    if (reply.data === 'NOT_FOUND') {
      notFound.value = true;
      stop();
    } else if (isUnreachable(reply)) problem.value = { kind: 'offline' };
    else if (reply.data === 'RATE_LIMITED') problem.value = { kind: 'rate_limited' };
    else problem.value = { kind: 'failed', code: String(reply.data) };
  }

  function stop(): void {
    stopFollowing?.();
    stopFollowing = null;
  }

  function start(): () => void {
    if (!valid || stopFollowing !== null) return stop;
    stopFollowing = client.follow(`queue.ticket.${token}`, { action: 'Ticket/Get', params: { token } }, show, { onError: refused });
    return stop;
  }

  return {
    token,
    ticket,
    status,
    problem,
    calls,
    cancel,
    start,
    retry() {
      if (!valid || notFound.peek()) return;
      stop();
      start();
    },
    askCancel() {
      if (ticket.peek()?.state === 'waiting' && cancel.peek().phase !== 'sending') cancel.value = { phase: 'confirming' };
    },
    keepTicket() {
      if (cancel.peek().phase !== 'sending') cancel.value = { phase: 'idle' };
    },
    async confirmCancel() {
      if (cancel.peek().phase !== 'confirming' && cancel.peek().phase !== 'failed') return;
      cancel.value = { phase: 'sending' };
      cancelRequestId ??= newRequestId();
      const reply = await client.call('Ticket/Cancel', { token }, { requestId: cancelRequestId });
      if (reply.success) {
        cancelRequestId = null;
        show(reply.data);
        cancel.value = { phase: 'done' };
        return;
      }
      const unreachable = isUnreachable(reply);
      cancel.value = { phase: 'failed', code: unreachable ? 'OFFLINE' : String(reply.data) };
      if (unreachable) return;
      // Only an unanswered write may be sent again as the same one; a refusal was final, and
      // usually means the ticket moved on (called meanwhile): read it afresh.
      cancelRequestId = null;
      if (stopFollowing !== null) {
        stop();
        start();
      }
    },
  };
}
