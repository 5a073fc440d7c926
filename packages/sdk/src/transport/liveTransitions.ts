import type { Reply } from '@abitura/contracts/wire';

/**
 * The live connection of SPEC section 4 as one state and one pure reducer. The reducer says what
 * the next state is and which effects (socket calls, timers, callbacks) follow, as data;
 * LiveConnection runs them. Its table of transitions is tested on its own (liveTransitions.test.ts).
 *
 * - An attempt opens a socket and checks the token over it. Each step has the pong wait (7 s): to
 *   open, then to pass the token check.
 * - A failed attempt closes its socket, sends requests over HTTP when autoSwitchToApiOnWsFail is on,
 *   and retries after reconnectDelay (10 s, 20 s, then 30 s: see connectionSettings.ts); a success
 *   ends the fallback and resets the count.
 * - A working connection that drops (or whose keepalive ping goes unanswered) is probed at once: a
 *   new socket sends a text ping, and a pong within 7 s of the drop resumes it through a token
 *   check; otherwise it is a failed attempt. The fallback stays off meanwhile, so requests wait
 *   for the probe rather than race it over HTTP.
 * - A frame that cannot be sent forces the fallback whatever the setting, and a rebuild.
 */

/**
 * What brought the current socket attempt about: the start, a retry after a failed attempt, or
 * the drop of a working connection (a probe: SPEC's ping, answered by a pong before the token check).
 */
export type Attempt = 'first' | 'retry' | 'probe';

/** `failures` counts failed attempts in a row (the reconnect delay grows with it). */
export type LiveState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'connecting'; readonly attempt: Attempt; readonly failures: number; readonly fallback: boolean }
  /** The socket of a probe is open and its ping awaits a pong. */
  | { readonly kind: 'probing' }
  | { readonly kind: 'authenticating'; readonly attempt: Attempt; readonly failures: number; readonly fallback: boolean }
  | { readonly kind: 'authenticated' }
  /** An attempt failed; the next one is due when the retry timer fires. */
  | { readonly kind: 'retrying'; readonly failures: number; readonly fallback: boolean };

export type LiveEvent =
  | { readonly type: 'start' }
  | { readonly type: 'stop' }
  | { readonly type: 'socketOpened' }
  /** The socket closed on its own (the server or the network ended it). */
  | { readonly type: 'socketClosed'; readonly code: number | undefined }
  /** The attempt's time limit (pong wait) passed: to open, to answer the probe, or to pass the token check. */
  | { readonly type: 'deadlinePassed' }
  | { readonly type: 'pongReceived' }
  | { readonly type: 'pongMissed' }
  | { readonly type: 'tokenAccepted'; readonly reply: Reply | null }
  | { readonly type: 'tokenRefused'; readonly code: string }
  | { readonly type: 'tokenInactive' }
  /** The token check could not be sent or its reply never came. */
  | { readonly type: 'tokenCheckFailed' }
  | { readonly type: 'retryDue' }
  | { readonly type: 'keepaliveMissed' }
  /** A request frame could not be sent (SPEC: a send failure forces HTTP fallback). */
  | { readonly type: 'sendFailed' };

export type LiveEffect =
  | { readonly type: 'openSocket' }
  | { readonly type: 'closeSocket'; readonly code: number }
  /** (Re)starts the attempt's time limit; the state it belongs to ends it (see timersOf). */
  | { readonly type: 'armDeadline' }
  | { readonly type: 'ping' }
  | { readonly type: 'checkToken' }
  | { readonly type: 'startKeepalive' }
  | { readonly type: 'armRetry'; readonly failures: number }
  | { readonly type: 'fallbackChanged'; readonly active: boolean }
  | { readonly type: 'authenticated'; readonly reply: Reply | null }
  | { readonly type: 'tokenInactive' }
  | { readonly type: 'log'; readonly message: string; readonly context?: Record<string, unknown> };

export interface LiveStep {
  readonly state: LiveState;
  readonly effects: readonly LiveEffect[];
}

export interface LiveRules {
  /** A failed attempt switches requests to HTTP (the setting of the same name). */
  readonly autoSwitchToApiOnWsFail: boolean;
}

export type LiveTimer = 'deadline' | 'retry' | 'keepalive';

export const IDLE: LiveState = Object.freeze({ kind: 'idle' });

/** The timers a state keeps running; entering a state stops every other one. */
export function timersOf(state: LiveState): readonly LiveTimer[] {
  switch (state.kind) {
    case 'connecting':
    case 'probing':
    case 'authenticating':
      return ['deadline'];
    case 'retrying':
      return ['retry'];
    case 'authenticated':
      return ['keepalive'];
    default:
      return [];
  }
}

export function fallbackOf(state: LiveState): boolean {
  return 'fallback' in state && state.fallback;
}

/** Requests should wait for the socket (it is still trying and has not sent them to HTTP). */
export function isPending(state: LiveState): boolean {
  return state.kind !== 'idle' && state.kind !== 'authenticated' && !fallbackOf(state);
}

/**
 * The connection was lost (a drop, a failed attempt) and is not back yet. A request that waits now
 * waits for a lost connection, which SPEC section 8 announces; one waiting for the first attempt
 * of a fresh connection just waits, as for any reply.
 */
export function isInterrupted(state: LiveState): boolean {
  switch (state.kind) {
    case 'connecting':
    case 'authenticating':
      return state.attempt !== 'first';
    case 'probing':
    case 'retrying':
      return true;
    default:
      return false;
  }
}

const stay = (state: LiveState): LiveStep => ({ state, effects: [] });

function failuresOf(state: LiveState): number {
  return 'failures' in state ? state.failures : 0;
}

function fallbackEffects(from: LiveState, to: LiveState): LiveEffect[] {
  const active = fallbackOf(to);
  return fallbackOf(from) === active ? [] : [{ type: 'fallbackChanged', active }];
}

/** A new socket after a drop: reconnect at once and probe it with a ping. */
function probe(code: number | undefined): LiveStep {
  return {
    state: { kind: 'connecting', attempt: 'probe', failures: 0, fallback: false },
    effects: [{ type: 'log', message: 'live connection closed', context: { code } }, { type: 'openSocket' }, { type: 'armDeadline' }],
  };
}

/** An attempt failed: close its socket, use HTTP when allowed, and retry after the backoff. */
function fail(state: LiveState, reason: string, rules: LiveRules, before: LiveEffect[] = []): LiveStep {
  const failures = failuresOf(state) + 1;
  const next: LiveState = { kind: 'retrying', failures, fallback: rules.autoSwitchToApiOnWsFail || fallbackOf(state) };
  return {
    state: next,
    effects: [
      ...before,
      { type: 'log', message: 'live connection attempt failed', context: { reason } },
      { type: 'closeSocket', code: 4000 },
      ...fallbackEffects(state, next),
      { type: 'armRetry', failures },
    ],
  };
}

const attempting = (state: LiveState) => state.kind === 'connecting' || state.kind === 'probing' || state.kind === 'authenticating';

export function transition(state: LiveState, event: LiveEvent, rules: LiveRules): LiveStep {
  switch (event.type) {
    case 'start':
      if (state.kind !== 'idle') return stay(state);
      return { state: { kind: 'connecting', attempt: 'first', failures: 0, fallback: false }, effects: [{ type: 'openSocket' }, { type: 'armDeadline' }] };
    case 'stop':
      if (state.kind === 'idle') return stay(state);
      return { state: IDLE, effects: [{ type: 'closeSocket', code: 1000 }, ...fallbackEffects(state, IDLE)] };
    case 'socketOpened':
      if (state.kind !== 'connecting') return stay(state);
      // A probe's time limit runs from the drop to the pong, so it is not restarted here.
      if (state.attempt === 'probe') return { state: { kind: 'probing' }, effects: [{ type: 'ping' }] };
      return { state: { ...state, kind: 'authenticating' }, effects: [{ type: 'armDeadline' }, { type: 'checkToken' }] };
    case 'socketClosed':
      if (state.kind === 'authenticated') return probe(event.code);
      if (!attempting(state)) return stay(state);
      return fail(state, 'closed before authentication', rules, [{ type: 'log', message: 'live connection closed', context: { code: event.code } }]);
    case 'deadlinePassed':
      if (state.kind === 'connecting') return fail(state, 'connect timeout', rules);
      if (state.kind === 'probing') return fail(state, 'no pong in time', rules);
      if (state.kind === 'authenticating') return fail(state, 'token check failed', rules);
      return stay(state);
    case 'pongReceived':
      if (state.kind !== 'probing') return stay(state);
      return { state: { kind: 'authenticating', attempt: 'probe', failures: 0, fallback: false }, effects: [{ type: 'armDeadline' }, { type: 'checkToken' }] };
    case 'pongMissed':
      return state.kind === 'probing' ? fail(state, 'no pong', rules) : stay(state);
    case 'tokenAccepted': {
      if (state.kind !== 'authenticating') return stay(state);
      const next: LiveState = { kind: 'authenticated' };
      return {
        state: next,
        effects: [
          ...fallbackEffects(state, next),
          { type: 'startKeepalive' },
          { type: 'log', message: 'live connection authenticated' },
          { type: 'authenticated', reply: event.reply },
        ],
      };
    }
    case 'tokenRefused':
      return state.kind === 'authenticating' ? fail(state, `token check refused: ${event.code}`, rules) : stay(state);
    case 'tokenCheckFailed':
      return state.kind === 'authenticating' ? fail(state, 'token check failed', rules) : stay(state);
    case 'tokenInactive':
      // The session is over: the owner ends it everywhere and restarts (or stops) the connection.
      return state.kind === 'authenticating' ? { state, effects: [{ type: 'tokenInactive' }] } : stay(state);
    case 'retryDue':
      if (state.kind !== 'retrying') return stay(state);
      return { state: { ...state, kind: 'connecting', attempt: 'retry' }, effects: [{ type: 'openSocket' }, { type: 'armDeadline' }] };
    case 'keepaliveMissed': {
      if (state.kind !== 'authenticated') return stay(state);
      const step = probe(4001);
      return { state: step.state, effects: [{ type: 'log', message: 'keepalive ping unanswered; reconnecting' }, { type: 'closeSocket', code: 4001 }, ...step.effects] };
    }
    case 'sendFailed': {
      if (state.kind === 'idle') return stay(state);
      const failures = failuresOf(state) + 1;
      const next: LiveState = { kind: 'retrying', failures, fallback: true };
      return { state: next, effects: [{ type: 'closeSocket', code: 4000 }, ...fallbackEffects(state, next), { type: 'armRetry', failures }] };
    }
  }
}
