import { describe, expect, it } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import {
  fallbackOf,
  IDLE,
  isInterrupted,
  isPending,
  timersOf,
  transition,
  type LiveEffect,
  type LiveEvent,
  type LiveState,
} from './liveTransitions.js';

const connecting = (attempt: 'first' | 'retry' | 'probe', failures = 0, fallback = false): LiveState => ({ kind: 'connecting', attempt, failures, fallback });
const authenticating = (attempt: 'first' | 'retry' | 'probe', failures = 0, fallback = false): LiveState => ({ kind: 'authenticating', attempt, failures, fallback });
const retrying = (failures: number, fallback: boolean): LiveState => ({ kind: 'retrying', failures, fallback });
const PROBING: LiveState = { kind: 'probing' };
const AUTHENTICATED: LiveState = { kind: 'authenticated' };
const REPLY: Reply = { success: true, message: '', data: { token: 't' } };

const open: LiveEffect = { type: 'openSocket' };
const deadline: LiveEffect = { type: 'armDeadline' };
const close = (code: number): LiveEffect => ({ type: 'closeSocket', code });
const fallback = (active: boolean): LiveEffect => ({ type: 'fallbackChanged', active });
const retryAfter = (failures: number): LiveEffect => ({ type: 'armRetry', failures });
const closedLog = (code: number | undefined): LiveEffect => ({ type: 'log', message: 'live connection closed', context: { code } });
const failedLog = (reason: string): LiveEffect => ({ type: 'log', message: 'live connection attempt failed', context: { reason } });
/** What a failed attempt does: say why, close its socket, (fall back), retry after the backoff. */
const failed = (reason: string, failures: number, fallbackNow = false): LiveEffect[] => [failedLog(reason), close(4000), ...(fallbackNow ? [fallback(true)] : []), retryAfter(failures)];

const AUTO = { autoSwitchToApiOnWsFail: true };
const MANUAL = { autoSwitchToApiOnWsFail: false };

type Row = [name: string, from: LiveState, event: LiveEvent, to: LiveState, effects: LiveEffect[], rules?: typeof AUTO];

// One row per transition of SPEC section 4; events a state does not expect leave it as it is.
const TABLE: Row[] = [
  ['start opens the first socket', IDLE, { type: 'start' }, connecting('first'), [open, deadline]],
  ['start while running changes nothing', connecting('first'), { type: 'start' }, connecting('first'), []],
  ['stop when idle changes nothing', IDLE, { type: 'stop' }, IDLE, []],
  ['stop closes the socket', AUTHENTICATED, { type: 'stop' }, IDLE, [close(1000)]],
  ['stop ends the fallback', retrying(2, true), { type: 'stop' }, IDLE, [close(1000), fallback(false)]],
  ['an opened socket checks its token', connecting('first'), { type: 'socketOpened' }, authenticating('first'), [deadline, { type: 'checkToken' }]],
  ['a retry keeps its count and fallback', connecting('retry', 2, true), { type: 'socketOpened' }, authenticating('retry', 2, true), [deadline, { type: 'checkToken' }]],
  ["a probe's socket sends a ping first", connecting('probe'), { type: 'socketOpened' }, PROBING, [{ type: 'ping' }]],
  ['a stray open is ignored', AUTHENTICATED, { type: 'socketOpened' }, AUTHENTICATED, []],
  ['a working connection that drops is probed at once', AUTHENTICATED, { type: 'socketClosed', code: 1006 }, connecting('probe'), [closedLog(1006), open, deadline]],
  [
    'a first attempt closed before its token check fails and falls back',
    connecting('first'),
    { type: 'socketClosed', code: 1006 },
    retrying(1, true),
    [closedLog(1006), ...failed('closed before authentication', 1, true)],
  ],
  [
    'without autoSwitchToApiOnWsFail a failure keeps requests off HTTP',
    connecting('first'),
    { type: 'socketClosed', code: 1006 },
    retrying(1, false),
    [closedLog(1006), ...failed('closed before authentication', 1)],
    MANUAL,
  ],
  ['a probe whose socket closes fails', PROBING, { type: 'socketClosed', code: 1006 }, retrying(1, true), [closedLog(1006), ...failed('closed before authentication', 1, true)]],
  ['a close while waiting to retry is ignored', retrying(1, true), { type: 'socketClosed', code: 1006 }, retrying(1, true), []],
  ['a socket still connecting at the deadline fails', connecting('first'), { type: 'deadlinePassed' }, retrying(1, true), failed('connect timeout', 1, true)],
  ['no pong by the deadline fails the probe', PROBING, { type: 'deadlinePassed' }, retrying(1, true), failed('no pong in time', 1, true)],
  ['an unanswered token check fails and counts', authenticating('retry', 2, true), { type: 'deadlinePassed' }, retrying(3, true), failed('token check failed', 3)],
  ['a deadline after success is ignored', AUTHENTICATED, { type: 'deadlinePassed' }, AUTHENTICATED, []],
  ['a pong resumes the probe with a token check', PROBING, { type: 'pongReceived' }, authenticating('probe'), [deadline, { type: 'checkToken' }]],
  ['a missed pong fails the probe', PROBING, { type: 'pongMissed' }, retrying(1, true), failed('no pong', 1, true)],
  ['a late pong is ignored', connecting('first'), { type: 'pongReceived' }, connecting('first'), []],
  ['a late missed pong is ignored', retrying(1, true), { type: 'pongMissed' }, retrying(1, true), []],
  [
    'an accepted token opens the connection',
    authenticating('first'),
    { type: 'tokenAccepted', reply: REPLY },
    AUTHENTICATED,
    [{ type: 'startKeepalive' }, { type: 'log', message: 'live connection authenticated' }, { type: 'authenticated', reply: REPLY }],
  ],
  [
    'an accepted token ends the fallback',
    authenticating('retry', 3, true),
    { type: 'tokenAccepted', reply: null },
    AUTHENTICATED,
    [fallback(false), { type: 'startKeepalive' }, { type: 'log', message: 'live connection authenticated' }, { type: 'authenticated', reply: null }],
  ],
  ['a refused token fails the attempt', authenticating('first'), { type: 'tokenRefused', code: 'INTERNAL' }, retrying(1, true), failed('token check refused: INTERNAL', 1, true)],
  ['a token check that cannot be sent fails the attempt', authenticating('first'), { type: 'tokenCheckFailed' }, retrying(1, true), failed('token check failed', 1, true)],
  ['an inactive token is handed to the owner', authenticating('first'), { type: 'tokenInactive' }, authenticating('first'), [{ type: 'tokenInactive' }]],
  ['a late token answer is ignored', retrying(1, true), { type: 'tokenAccepted', reply: REPLY }, retrying(1, true), []],
  ['a late refusal is ignored', IDLE, { type: 'tokenRefused', code: 'INTERNAL' }, IDLE, []],
  ['a late inactive token is ignored', AUTHENTICATED, { type: 'tokenInactive' }, AUTHENTICATED, []],
  ['a late token failure is ignored', retrying(1, true), { type: 'tokenCheckFailed' }, retrying(1, true), []],
  ['the retry is due: a new socket, keeping the fallback', retrying(2, true), { type: 'retryDue' }, connecting('retry', 2, true), [open, deadline]],
  ['a stray retry is ignored', AUTHENTICATED, { type: 'retryDue' }, AUTHENTICATED, []],
  [
    'an unanswered keepalive closes the socket and probes a new one',
    AUTHENTICATED,
    { type: 'keepaliveMissed' },
    connecting('probe'),
    [{ type: 'log', message: 'keepalive ping unanswered; reconnecting' }, close(4001), closedLog(4001), open, deadline],
  ],
  ['a late keepalive miss is ignored', PROBING, { type: 'keepaliveMissed' }, PROBING, []],
  ['a send failure forces HTTP fallback', AUTHENTICATED, { type: 'sendFailed' }, retrying(1, true), [close(4000), fallback(true), retryAfter(1)]],
  ['a send failure forces fallback even without autoSwitchToApiOnWsFail', AUTHENTICATED, { type: 'sendFailed' }, retrying(1, true), [close(4000), fallback(true), retryAfter(1)], MANUAL],
  ['a send failure while retrying counts again', retrying(2, true), { type: 'sendFailed' }, retrying(3, true), [close(4000), retryAfter(3)]],
  ['a send failure when stopped is ignored', IDLE, { type: 'sendFailed' }, IDLE, []],
];

describe('the live connection transitions', () => {
  it.each(TABLE)('%s', (_name, from, event, to, effects, rules = AUTO) => {
    const step = transition(from, event, rules);
    expect(step.state).toEqual(to);
    expect(step.effects).toEqual(effects);
  });

  const STATES: LiveState[] = [IDLE, connecting('first'), connecting('retry', 1, true), connecting('probe'), PROBING, authenticating('first'), authenticating('probe'), AUTHENTICATED, retrying(1, false), retrying(2, true)];
  const EVENTS: LiveEvent[] = [
    { type: 'start' },
    { type: 'stop' },
    { type: 'socketOpened' },
    { type: 'socketClosed', code: 1006 },
    { type: 'deadlinePassed' },
    { type: 'pongReceived' },
    { type: 'pongMissed' },
    { type: 'tokenAccepted', reply: null },
    { type: 'tokenRefused', code: 'INTERNAL' },
    { type: 'tokenInactive' },
    { type: 'tokenCheckFailed' },
    { type: 'retryDue' },
    { type: 'keepaliveMissed' },
    { type: 'sendFailed' },
  ];
  const everyStep = STATES.flatMap((from) => EVENTS.flatMap((event) => [AUTO, MANUAL].map((rules) => ({ from, event, step: transition(from, event, rules) }))));

  it('leaves a state it does not change without effects, except handing an inactive token on', () => {
    for (const { from, event, step } of everyStep) {
      if (step.state === from && event.type !== 'tokenInactive') expect(step.effects, `${from.kind} + ${event.type}`).toEqual([]);
    }
  });

  it('opens a socket and starts its time limit on entering connecting, and arms a retry on entering retrying', () => {
    for (const { from, step } of everyStep) {
      if (step.state === from) continue;
      const types = step.effects.map((effect) => effect.type);
      if (step.state.kind === 'connecting') expect(types).toEqual(expect.arrayContaining(['openSocket', 'armDeadline']));
      if (step.state.kind === 'retrying') expect(step.effects).toContainEqual(retryAfter(step.state.failures));
    }
  });

  it('says when the fallback changes, and only then', () => {
    for (const { from, step } of everyStep) {
      const said = step.effects.filter((effect) => effect.type === 'fallbackChanged');
      expect(said).toEqual(fallbackOf(from) === fallbackOf(step.state) ? [] : [fallback(fallbackOf(step.state))]);
    }
  });
});

describe('what each state means for requests and timers', () => {
  it.each<[LiveState, { pending: boolean; interrupted: boolean; timers: string[] }]>([
    [IDLE, { pending: false, interrupted: false, timers: [] }],
    [connecting('first'), { pending: true, interrupted: false, timers: ['deadline'] }],
    [authenticating('first'), { pending: true, interrupted: false, timers: ['deadline'] }],
    [connecting('probe'), { pending: true, interrupted: true, timers: ['deadline'] }],
    [PROBING, { pending: true, interrupted: true, timers: ['deadline'] }],
    [authenticating('probe'), { pending: true, interrupted: true, timers: ['deadline'] }],
    [retrying(1, false), { pending: true, interrupted: true, timers: ['retry'] }],
    [retrying(1, true), { pending: false, interrupted: true, timers: ['retry'] }],
    [connecting('retry', 1, true), { pending: false, interrupted: true, timers: ['deadline'] }],
    [AUTHENTICATED, { pending: false, interrupted: false, timers: ['keepalive'] }],
  ])('%o', (state, expected) => {
    expect({ pending: isPending(state), interrupted: isInterrupted(state), timers: timersOf(state) }).toEqual(expected);
  });
});
