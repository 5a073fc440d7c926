import type { ReadonlySignal } from '@preact/signals-core';
import type { ConnectionSettings } from '../config/connectionSettings.js';
import { ConnectionClosedError } from '../errors/connectionClosedError.js';
import { SdkError } from '../errors/sdkError.js';
import { MESSAGES } from '../messages/catalogue.js';
import { ERROR_MESSAGES } from '@abitura/contracts/wire';
import type { Clock, Logger, NoticeSink } from '../types.js';
import type { ErrorCode, Reply } from '@abitura/contracts/wire';
import type { HttpTransport } from './httpTransport.js';
import { chooseRoute, type Route } from './routeChoice.js';
import { TokenBucket, WS_FRAME_LIMITS } from '@abitura/contracts/limits';
import type { SocketChannel } from './socketChannel.js';

export interface RouterTiming {
  /** @default 200 */
  queuePollMs: number;
  /** @default 3000 */
  slowWsMs: number;
  /** @default 5000 */
  slowHttpMs: number;
}

export interface RequestRouterOptions {
  clock: Clock;
  logger: Logger;
  notify: NoticeSink;
  settings: ReadonlySignal<ConnectionSettings>;
  timing: RouterTiming;
  http: HttpTransport;
  channel: SocketChannel;
  token: () => string | null;
  /** The configured device or CLI key ('' when none), added to socket frames. */
  apiKey: () => string;
  socket: {
    authenticated(): boolean;
    /** The socket is still trying (first attempt or a probe): requests may wait for it. */
    pending(): boolean;
    /** The connection was lost and is not back yet: a request held now waits for it. */
    interrupted(): boolean;
    forceFallback(): void;
  };
  newRequestId: () => string;
  /** Every reply passes here before its caller sees it (forced logout on TOKEN_INACTIVE). */
  onReply(reply: Reply): void;
}

interface PendingRequest {
  readonly seq: number;
  readonly action: string;
  readonly params: unknown;
  readonly requestId: string;
  readonly resolve: (reply: Reply) => void;
  readonly deadline: number | null;
  timer: unknown;
  settled: boolean;
  via: Route | null;
  sentAt: number;
}

let sequence = 0;

/**
 * The request queue (SPEC section 4): requests wait in order and go out one frame at a time over
 * the socket when it is open and authenticated, otherwise over HTTP. A request keeps its requestId
 * for its whole life, so a re-send after the socket died is applied once by the server, and it is
 * resolved exactly once whatever happens to the socket.
 */
export class RequestRouter {
  readonly #queue: PendingRequest[] = [];
  readonly #inFlight = new Map<string, PendingRequest>();
  readonly #backlog = new Set<PendingRequest>();
  #pollTimer: unknown = null;
  #draining = false;
  #backlogAnnounced = false;
  readonly #frameBudget: TokenBucket;

  constructor(private readonly options: RequestRouterOptions) {
    const { framesPerSecond, burst, clientReserve } = WS_FRAME_LIMITS;
    this.#frameBudget = new TokenBucket(framesPerSecond, burst - clientReserve, () => options.clock.now());
  }

  get size(): { queued: number; inFlight: number } {
    return { queued: this.#queue.length, inFlight: this.#inFlight.size };
  }

  /** `requestId` given: the caller is sending a write again after a failure that left its outcome unknown. */
  enqueue(action: string, params: unknown, timeoutMs?: number, requestId?: string): Promise<Reply> {
    return new Promise<Reply>((resolve) => {
      const now = this.options.clock.now();
      const request: PendingRequest = {
        seq: ++sequence,
        action,
        params,
        requestId: requestId ?? this.options.newRequestId(),
        resolve,
        deadline: timeoutMs === undefined ? null : now + timeoutMs,
        timer: null,
        settled: false,
        via: null,
        sentAt: now,
      };
      if (timeoutMs !== undefined) {
        request.timer = this.options.clock.setTimeout(() => this.#settle(request, failure('TIMEOUT', request)), timeoutMs);
      }
      this.#queue.push(request);
      this.drain();
    });
  }

  /** Sends what can be sent now; called on enqueue, on each poll and when the socket authenticates. */
  drain(): void {
    if (this.#draining) return;
    this.#draining = true;
    try {
      while (this.#queue.length > 0) {
        const route = this.#route();
        // Over the socket, stay within the server's frame budget: the rest waits for a later poll.
        if (route === 'wait' || (route === 'ws' && !this.#frameBudget.take())) break;
        const request = this.#queue.shift() as PendingRequest;
        if (request.settled) continue;
        if (this.#backlog.has(request) && !this.#backlogAnnounced) {
          this.#backlogAnnounced = true;
          this.options.notify({ level: 'info', message: MESSAGES.updating, key: 'queue-drain' });
        }
        if (route === 'ws') this.#sendWs(request);
        else void this.#sendHttp(request);
      }
    } finally {
      this.#draining = false;
    }
    this.#updatePolling();
  }

  /** Resolves every queued and in-flight request as a failure (logout, close). */
  failAll(code: ErrorCode): void {
    const all = [...this.#queue, ...this.#inFlight.values()];
    this.#queue.length = 0;
    for (const request of all) this.#settle(request, failure(code, request));
    this.#backlog.clear();
    this.#backlogAnnounced = false;
    this.#updatePolling();
  }

  #route(): Route {
    const settings = this.options.settings.peek();
    return chooseRoute({
      mode: settings.communicationMode,
      authenticated: this.options.socket.authenticated(),
      socketPending: this.options.socket.pending(),
      autoSwitchToApiOnWsFail: settings.autoSwitchToApiOnWsFail,
    });
  }

  #envelope(request: PendingRequest, via: 'ws' | 'http') {
    const envelope = { action: request.action, params: request.params, token: this.options.token(), requestId: request.requestId };
    const apiKey = via === 'ws' ? this.options.apiKey() : '';
    return apiKey ? { ...envelope, apiKey } : envelope;
  }

  #sendWs(request: PendingRequest): void {
    request.via = 'ws';
    request.sentAt = this.options.clock.now();
    this.#inFlight.set(request.requestId, request);
    this.options.channel.send(this.#envelope(request, 'ws')).then(
      (reply) => this.#settle(request, reply),
      (error: unknown) => {
        this.#inFlight.delete(request.requestId);
        if (request.settled) return;
        // A send failure forces HTTP fallback; a socket that died mid-request gets a re-send.
        if (!(error instanceof ConnectionClosedError)) this.options.socket.forceFallback();
        this.#requeue(request);
      },
    );
  }

  async #sendHttp(request: PendingRequest): Promise<void> {
    request.via = 'http';
    request.sentAt = this.options.clock.now();
    this.#inFlight.set(request.requestId, request);
    const remaining = request.deadline === null ? undefined : Math.max(1, request.deadline - this.options.clock.now());
    try {
      const reply = await this.options.http.send(this.#envelope(request, 'http'), remaining === undefined ? {} : { timeoutMs: remaining });
      this.#settle(request, reply);
    } catch (error) {
      const code: ErrorCode = error instanceof SdkError ? error.code : 'TRANSPORT_ERROR';
      if (!request.settled) {
        this.options.logger.error('request failed', { action: request.action, requestId: request.requestId, code });
        const message = code === 'EMPTY_RESPONSE' ? MESSAGES.emptyResponse : MESSAGES.requestFailed;
        this.options.notify({ level: 'error', message, key: 'request-failed' });
      }
      this.#settle(request, failure(code, request));
    }
  }

  #requeue(request: PendingRequest): void {
    const at = this.#queue.findIndex((queued) => queued.seq > request.seq);
    this.#queue.splice(at < 0 ? this.#queue.length : at, 0, request);
    this.#backlog.add(request);
    this.drain();
  }

  #settle(request: PendingRequest, reply: Reply): void {
    if (request.settled) return;
    request.settled = true;
    if (request.timer !== null) this.options.clock.clearTimeout(request.timer);
    this.#inFlight.delete(request.requestId);
    const queued = this.#queue.indexOf(request);
    if (queued >= 0) this.#queue.splice(queued, 1);
    if (request.via === 'ws') this.options.channel.forget(request.requestId);
    this.#reportSlow(request);
    this.#backlog.delete(request);
    if (this.#backlogAnnounced && this.#backlog.size === 0) {
      this.#backlogAnnounced = false;
      this.options.notify({ level: 'success', message: MESSAGES.updated, key: 'queue-drain' });
    }
    this.options.onReply(reply);
    request.resolve({ ...reply, requestId: request.requestId });
    this.#updatePolling();
  }

  #reportSlow(request: PendingRequest): void {
    if (request.via === null || request.via === 'wait') return;
    const elapsed = this.options.clock.now() - request.sentAt;
    const limit = request.via === 'ws' ? this.options.timing.slowWsMs : this.options.timing.slowHttpMs;
    if (elapsed <= limit) return;
    const message = MESSAGES.slowRequest(request.action, elapsed);
    this.options.logger.error(message, { action: request.action, requestId: request.requestId, via: request.via, ms: elapsed });
    if (this.options.settings.peek().showNetErrorsInSnackbar) {
      this.options.notify({ level: 'warning', message, key: 'slow-request' });
    }
  }

  /**
   * Polls every 200 ms only while requests wait. Those still held at a poll because the connection
   * was lost become a backlog worth announcing (SPEC section 8); waiting for a fresh connection's
   * first attempt or for the frame budget is ordinary and is not announced.
   */
  #updatePolling(): void {
    const clock = this.options.clock;
    if (this.#queue.length === 0) {
      if (this.#pollTimer !== null) clock.clearInterval(this.#pollTimer);
      this.#pollTimer = null;
      return;
    }
    if (this.#pollTimer !== null) return;
    this.#pollTimer = clock.setInterval(() => {
      if (this.options.socket.interrupted()) for (const request of this.#queue) this.#backlog.add(request);
      this.drain();
    }, this.options.timing.queuePollMs);
  }
}

function failure(code: ErrorCode, request: PendingRequest): Reply {
  return { success: false, message: ERROR_MESSAGES[code], data: code, requestId: request.requestId };
}

