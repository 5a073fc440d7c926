import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { reconnectDelay, type ConnectionSettings } from '../config/connectionSettings.js';
import type { Clock, Logger, Reply, SystemFrame } from '../types.js';
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
 * The live connection of SPEC section 4: connect, then User/CheckToken over the socket; on
 * failure close and retry with a capped delay. When an established connection drops, it
 * reconnects at once and sends a ping: a pong within 7 s resumes it; otherwise the client falls
 * back to HTTP while it keeps retrying in the background. A keepalive ping runs while it is up.
 */
export class LiveConnection {
  readonly channel: SocketChannel;
  readonly #authenticated = signal(false);
  readonly #fallback = signal(false);
  readonly state: ReadonlySignal<ConnectionState>;
  /** True once the first attempt has ended, whether it succeeded or not. */
  readonly #settledOnce = signal(false);
  #running = false;
  #failures = 0;
  #probing = false;
  #reconnectTimer: unknown = null;
  #probeTimer: unknown = null;
  #connectTimer: unknown = null;
  #keepaliveTimer: unknown = null;

  constructor(private readonly options: LiveConnectionOptions) {
    this.channel = new SocketChannel(options.WebSocket, options.clock, {
      onOpen: () => void this.#onOpen(),
      onClose: (code) => this.#onClose(code),
      onSystemFrame: options.onSystemFrame,
    });
    this.state = computed<ConnectionState>(() => {
      const channelState = this.channel.state.value;
      if (channelState === 'open' && this.#authenticated.value) return 'authenticated';
      return channelState;
    });
  }

  /** True while requests should go over HTTP because the socket failed. */
  get fallback(): ReadonlySignal<boolean> {
    return this.#fallback;
  }

  /** Whether a request should wait for the socket rather than take another path right now. */
  get pending(): boolean {
    return this.#running && !this.#fallback.peek() && !this.#authenticated.peek();
  }

  get settledOnce(): ReadonlySignal<boolean> {
    return this.#settledOnce;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#failures = 0;
    this.#connect(false);
  }

  stop(): void {
    this.#running = false;
    this.#probing = false;
    this.#clearTimers();
    this.#authenticated.value = false;
    this.channel.close(1000);
    this.#setFallback(false);
  }

  /** Closes the socket and opens a new one (after sign-in or sign-out: a new identity). */
  restart(): void {
    this.stop();
    this.start();
  }

  /** A frame could not be sent: use HTTP now and rebuild the socket in the background. */
  forceFallback(): void {
    if (!this.#running) return;
    this.#setFallback(true);
    this.#authenticated.value = false;
    this.channel.close(4000);
    this.#scheduleReconnect();
  }

  #connect(probing: boolean): void {
    this.#clearTimers();
    this.#probing = probing;
    this.#authenticated.value = false;
    this.channel.open(this.options.url());
    // A socket that hangs in CONNECTING counts as a failed attempt.
    this.#connectTimer = this.options.clock.setTimeout(() => {
      this.#connectTimer = null;
      if (this.channel.state.peek() === 'connecting') this.#attemptFailed('connect timeout');
    }, this.options.timing.pongTimeoutMs);
  }

  async #onOpen(): Promise<void> {
    this.#clearTimer('connect');
    if (this.#probing) {
      const alive = await this.channel.ping(this.options.timing.pongTimeoutMs);
      // The probe deadline may have failed this attempt already.
      if (!this.#running || !this.#probing || this.channel.state.peek() !== 'open') return;
      if (!alive) return this.#attemptFailed('no pong');
      this.#probing = false;
      this.#clearTimer('probe');
    }
    await this.#authenticate();
  }

  async #authenticate(): Promise<void> {
    const token = this.options.token();
    if (token === null) return this.#becomeAuthenticated(null);
    const requestId = `auth-${Date.now().toString(36)}-${++authSequence}`;
    let reply: Reply;
    try {
      reply = await withTimeout(
        this.channel.send({ action: 'User/CheckToken', params: { token }, token, requestId, ...(this.options.apiKey() ? { apiKey: this.options.apiKey() } : {}) }),
        this.options.clock,
        this.options.timing.pongTimeoutMs,
      );
    } catch {
      this.channel.forget(requestId);
      if (this.channel.state.peek() === 'open') this.#attemptFailed('token check failed');
      return;
    }
    if (!this.#running) return;
    if (reply.success) return this.#becomeAuthenticated(reply);
    if (reply.data === 'TOKEN_INACTIVE') {
      this.options.onTokenInactive();
      return;
    }
    this.#attemptFailed(`token check refused: ${String(reply.data)}`);
  }

  #becomeAuthenticated(reply: Reply | null): void {
    this.#failures = 0;
    this.#authenticated.value = true;
    this.#settledOnce.value = true;
    this.#setFallback(false);
    this.#startKeepalive();
    this.options.logger.info('live connection authenticated');
    this.options.onAuthenticated(reply);
  }

  #onClose(code: number | undefined): void {
    const wasAuthenticated = this.#authenticated.peek();
    this.#authenticated.value = false;
    this.#stopKeepalive();
    if (!this.#running) return;
    this.options.logger.info('live connection closed', { code });
    if (wasAuthenticated) {
      // SPEC: when the connection closes a ping is sent; a pong within 7 s resumes it.
      this.#connect(true);
      this.#armProbeTimer();
      return;
    }
    this.#attemptFailed('closed before authentication');
  }

  /** #connect clears timers; the probe deadline must survive it, so it is armed after. */
  #armProbeTimer(): void {
    if (this.#probeTimer !== null) return;
    this.#probeTimer = this.options.clock.setTimeout(() => {
      this.#probeTimer = null;
      if (this.#probing) this.#attemptFailed('no pong in time');
    }, this.options.timing.pongTimeoutMs);
  }

  #attemptFailed(reason: string): void {
    if (!this.#running) return;
    this.options.logger.info('live connection attempt failed', { reason });
    this.#probing = false;
    this.#authenticated.value = false;
    this.#settledOnce.value = true;
    this.channel.close(4000);
    if (this.options.settings.peek().autoSwitchToApiOnWsFail) this.#setFallback(true);
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    this.#clearTimers();
    this.#failures += 1;
    const delay = reconnectDelay(this.options.settings.peek(), this.#failures);
    this.#reconnectTimer = this.options.clock.setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#running) this.#connect(false);
    }, delay);
  }

  #startKeepalive(): void {
    this.#stopKeepalive();
    this.#keepaliveTimer = this.options.clock.setInterval(() => {
      void this.channel.ping(this.options.timing.pongTimeoutMs).then((alive) => {
        if (!alive && this.#authenticated.peek()) {
          this.options.logger.info('keepalive ping unanswered; reconnecting');
          this.channel.close(4001);
          this.#onClose(4001);
        }
      });
    }, this.options.settings.peek().wsPingInterval);
  }

  #stopKeepalive(): void {
    if (this.#keepaliveTimer !== null) this.options.clock.clearInterval(this.#keepaliveTimer);
    this.#keepaliveTimer = null;
  }

  #setFallback(active: boolean): void {
    if (this.#fallback.peek() === active) return;
    this.#fallback.value = active;
    this.options.onFallbackChange(active);
  }

  #clearTimer(which: 'connect' | 'probe' | 'reconnect'): void {
    const clock = this.options.clock;
    if (which === 'connect' && this.#connectTimer !== null) clock.clearTimeout(this.#connectTimer);
    if (which === 'probe' && this.#probeTimer !== null) clock.clearTimeout(this.#probeTimer);
    if (which === 'reconnect' && this.#reconnectTimer !== null) clock.clearTimeout(this.#reconnectTimer);
    if (which === 'connect') this.#connectTimer = null;
    if (which === 'probe') this.#probeTimer = null;
    if (which === 'reconnect') this.#reconnectTimer = null;
  }

  #clearTimers(): void {
    this.#clearTimer('connect');
    this.#clearTimer('probe');
    this.#clearTimer('reconnect');
    this.#stopKeepalive();
  }
}

function withTimeout<T>(promise: Promise<T>, clock: Clock, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
