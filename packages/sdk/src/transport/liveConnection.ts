import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { reconnectDelay, type ConnectionSettings } from '../config/connectionSettings.js';
import type { Clock, Logger } from '../types.js';
import type { Reply, SystemFrame } from '@abitura/contracts/wire';
import { fallbackOf, IDLE, isInterrupted, isPending, timersOf, transition, type LiveEffect, type LiveEvent, type LiveState, type LiveTimer } from './liveTransitions.js';
import { SocketChannel, type WebSocketFactory } from './socketChannel.js';

/** DESIGN.md section 8's transport state, as the rest of the client sees the socket. */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'authenticated' | 'closed';

export interface LiveConnectionTiming {
  /** @default 7000 */
  pongTimeoutMs: number;
}

export interface LiveConnectionOptions {
  url: () => string;
  WebSocket: WebSocketFactory;
  clock: Clock;
  logger: Logger;
  settings: ReadonlySignal<ConnectionSettings>;
  timing: LiveConnectionTiming;
  /** The current access token, or null for an anonymous (public surface) connection. */
  token: () => string | null;
  /** The configured device or CLI key ('' when none), sent with the token check. */
  apiKey: () => string;
  /** Called with a successful CheckToken reply, so the session can refresh user and ability. */
  onAuthenticated(reply: Reply | null): void;
  /** Called when CheckToken answers TOKEN_INACTIVE: the session is over. */
  onTokenInactive(): void;
  onSystemFrame(frame: SystemFrame): void;
  /** Called when the socket switches to HTTP fallback or back, for notices. */
  onFallbackChange(active: boolean): void;
}

let authSequence = 0;

/**
 * Runs the live connection's state machine (liveTransitions.ts) against the world: socket events,
 * timer expiries and async answers become events; the reducer's effects become socket calls,
 * timers and callbacks. An effect that raises an event (a socket that fails as it is created)
 * queues it, so every event sees the state its predecessor left. Answers from an earlier socket
 * (a late pong, a late token check) are dropped.
 */
export class LiveConnection {
  readonly channel: SocketChannel;
  readonly state: ReadonlySignal<ConnectionState>;
  readonly #machine = signal<LiveState>(IDLE);
  readonly #fallback: ReadonlySignal<boolean>;
  readonly #inbox: LiveEvent[] = [];
  readonly #timers = new Map<LiveTimer, unknown>();
  #dispatching = false;
  /** Counts sockets opened, so an answer can tell whether its socket is still the current one. */
  #generation = 0;

  constructor(private readonly options: LiveConnectionOptions) {
    this.channel = new SocketChannel(options.WebSocket, options.clock, {
      onOpen: () => this.#dispatch({ type: 'socketOpened' }),
      onClose: (code) => this.#dispatch({ type: 'socketClosed', code }),
      onSystemFrame: options.onSystemFrame,
    });
    this.state = computed<ConnectionState>(() => {
      const channelState = this.channel.state.value;
      return channelState === 'open' && this.#machine.value.kind === 'authenticated' ? 'authenticated' : channelState;
    });
    this.#fallback = computed(() => fallbackOf(this.#machine.value));
  }

  /** The machine's state, for inspection. */
  get machine(): ReadonlySignal<LiveState> {
    return this.#machine;
  }

  /** True while requests should go over HTTP because the socket failed. */
  get fallback(): ReadonlySignal<boolean> {
    return this.#fallback;
  }

  /** Whether a request should wait for the socket rather than take another path right now. */
  get pending(): boolean {
    return isPending(this.#machine.peek());
  }

  /** The connection was lost and is not back yet (see isInterrupted). */
  get interrupted(): boolean {
    return isInterrupted(this.#machine.peek());
  }

  start(): void {
    this.#dispatch({ type: 'start' });
  }

  stop(): void {
    this.#dispatch({ type: 'stop' });
  }

  /** Closes the socket and opens a new one (after sign-in or sign-out: a new identity). */
  restart(): void {
    this.stop();
    this.start();
  }

  /** A frame could not be sent: use HTTP now and rebuild the socket in the background. */
  forceFallback(): void {
    this.#dispatch({ type: 'sendFailed' });
  }

  #dispatch(event: LiveEvent): void {
    this.#inbox.push(event);
    if (this.#dispatching) return;
    this.#dispatching = true;
    try {
      // Watchers of the state see where a run of events led, not every step; what they do in
      // turn (when the batch ends) may queue more events, hence the outer loop.
      while (this.#inbox.length > 0) {
        batch(() => {
          for (let next = this.#inbox.shift(); next !== undefined; next = this.#inbox.shift()) this.#apply(next);
        });
      }
    } catch (error) {
      this.#inbox.length = 0;
      throw error;
    } finally {
      this.#dispatching = false;
    }
  }

  #apply(event: LiveEvent): void {
    const before = this.#machine.peek();
    const step = transition(before, event, { autoSwitchToApiOnWsFail: this.options.settings.peek().autoSwitchToApiOnWsFail });
    if (step.state !== before) {
      this.#machine.value = step.state;
      const kept = timersOf(step.state);
      for (const timer of [...this.#timers.keys()]) if (!kept.includes(timer)) this.#clearTimer(timer);
    }
    for (const effect of step.effects) this.#run(effect);
  }

  #run(effect: LiveEffect): void {
    const { clock, logger, timing } = this.options;
    switch (effect.type) {
      case 'openSocket':
        this.#generation += 1;
        this.channel.open(this.options.url());
        return;
      case 'closeSocket':
        this.channel.close(effect.code);
        return;
      case 'armDeadline':
        this.#setTimer('deadline', clock.setTimeout(() => this.#timerFired('deadline', { type: 'deadlinePassed' }), timing.pongTimeoutMs));
        return;
      case 'armRetry': {
        const delay = reconnectDelay(this.options.settings.peek(), effect.failures);
        this.#setTimer('retry', clock.setTimeout(() => this.#timerFired('retry', { type: 'retryDue' }), delay));
        return;
      }
      case 'startKeepalive':
        this.#setTimer('keepalive', clock.setInterval(() => this.#keepalivePing(), this.options.settings.peek().wsPingInterval));
        return;
      case 'ping': {
        const later = this.#forThisSocket();
        void this.channel.ping(timing.pongTimeoutMs).then((alive) => later({ type: alive ? 'pongReceived' : 'pongMissed' }));
        return;
      }
      case 'checkToken':
        this.#checkToken();
        return;
      case 'fallbackChanged':
        this.options.onFallbackChange(effect.active);
        return;
      case 'authenticated':
        this.options.onAuthenticated(effect.reply);
        return;
      case 'tokenInactive':
        this.options.onTokenInactive();
        return;
      case 'log':
        if (effect.context) logger.info(effect.message, effect.context);
        else logger.info(effect.message);
        return;
    }
  }

  #checkToken(): void {
    const later = this.#forThisSocket();
    const token = this.options.token();
    // A public surface has no token: its socket is as authenticated as it gets (the server checks
    // every frame anyway).
    if (token === null) return later({ type: 'tokenAccepted', reply: null });
    const apiKey = this.options.apiKey();
    const requestId = `auth-${Date.now().toString(36)}-${++authSequence}`;
    // Its time limit is the state's deadline; when that passes, the socket is closed and the
    // channel drops the waiting reply with it.
    this.channel.send({ action: 'User/CheckToken', params: { token }, token, requestId, ...(apiKey ? { apiKey } : {}) }).then(
      (reply) => later(reply.success ? { type: 'tokenAccepted', reply } : reply.data === 'TOKEN_INACTIVE' ? { type: 'tokenInactive' } : { type: 'tokenRefused', code: String(reply.data) }),
      () => later({ type: 'tokenCheckFailed' }),
    );
  }

  #keepalivePing(): void {
    const later = this.#forThisSocket();
    void this.channel.ping(this.options.timing.pongTimeoutMs).then((alive) => {
      if (!alive) later({ type: 'keepaliveMissed' });
    });
  }

  /** Dispatches an answer only while the socket it came from is still the current one. */
  #forThisSocket(): (event: LiveEvent) => void {
    const generation = this.#generation;
    return (event) => {
      if (generation === this.#generation) this.#dispatch(event);
    };
  }

  #timerFired(timer: LiveTimer, event: LiveEvent): void {
    this.#timers.delete(timer);
    this.#dispatch(event);
  }

  #setTimer(timer: LiveTimer, handle: unknown): void {
    this.#clearTimer(timer);
    this.#timers.set(timer, handle);
  }

  #clearTimer(timer: LiveTimer): void {
    if (!this.#timers.has(timer)) return;
    const handle = this.#timers.get(timer);
    this.#timers.delete(timer);
    if (timer === 'keepalive') this.options.clock.clearInterval(handle);
    else this.options.clock.clearTimeout(handle);
  }
}
