import { signal, type ReadonlySignal } from '@preact/signals-core';
import { ConnectionClosedError } from '../errors/connectionClosedError.js';
import { TransportError } from '../errors/transportError.js';
import type { Clock } from '../types.js';
import type { Envelope, Reply, SystemFrame } from '@abitura/contracts/wire';
import { classifyFrame } from './parseReply.js';

/** The part of the WebSocket API the SDK uses; browsers' WebSocket and `ws` both provide it. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code?: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = new (url: string) => WebSocketLike;

const OPEN = 1;

const ignoreError = (): void => undefined;

export type ChannelState = 'idle' | 'connecting' | 'open' | 'closed';

export interface SocketChannelEvents {
  onOpen(): void;
  onClose(code: number | undefined): void;
  onSystemFrame(frame: SystemFrame): void;
}

interface Waiter {
  resolve(reply: Reply): void;
  reject(error: Error): void;
}

/**
 * One WebSocket at a time: opens it, matches replies to requests by requestId, answers and awaits
 * text pings, and rejects every waiting request with ConnectionClosedError when it closes, so the
 * router can re-send them. Frames the server starts itself (SYSTEM_CALL NOTIFY and EVENT) go to
 * onSystemFrame, never to a waiting request. A socket it has replaced or closed can no longer reach
 * the caller.
 */
export class SocketChannel {
  readonly #state = signal<ChannelState>('idle');
  readonly #waiting = new Map<string, Waiter>();
  readonly #pongWaiters = new Set<(ok: boolean) => void>();
  #socket: WebSocketLike | null = null;

  constructor(
    private readonly WebSocketImpl: WebSocketFactory,
    private readonly clock: Clock,
    private readonly events: SocketChannelEvents,
  ) {}

  get state(): ReadonlySignal<ChannelState> {
    return this.#state;
  }

  get waitingCount(): number {
    return this.#waiting.size;
  }

  open(url: string): void {
    this.#drop(this.#socket, 1000);
    this.#state.value = 'connecting';
    let socket: WebSocketLike;
    try {
      socket = new this.WebSocketImpl(url);
    } catch {
      this.#state.value = 'closed';
      this.events.onClose(undefined);
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      if (this.#socket !== socket) return;
      this.#state.value = 'open';
      this.events.onOpen();
    };
    socket.onmessage = (event) => {
      if (this.#socket === socket) this.#receive(event.data);
    };
    socket.onerror = () => {
      // A close event always follows an error; the close handler does the work.
    };
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#failWaiting(event?.code);
      this.#state.value = 'closed';
      this.events.onClose(event?.code);
    };
  }

  /** Sends a request frame; rejects with TransportError when it cannot be sent at all. */
  send(envelope: Envelope & { requestId: string }): Promise<Reply> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) {
      return Promise.reject(new TransportError('The live connection is not open', 'ws', { action: envelope.action }));
    }
    // The waiter is in place before the frame leaves, so no reply can arrive ahead of it.
    const reply = new Promise<Reply>((resolve, reject) => {
      this.#waiting.set(envelope.requestId, { resolve, reject });
    });
    try {
      socket.send(JSON.stringify(envelope));
    } catch (error) {
      this.#waiting.delete(envelope.requestId);
      return Promise.reject(new TransportError('The frame could not be sent', 'ws', { action: envelope.action }, { cause: error }));
    }
    return reply;
  }

  /** Stops waiting for a reply (the request timed out or was answered elsewhere). */
  forget(requestId: string): void {
    this.#waiting.delete(requestId);
  }

  /** Sends a text ping; resolves true when a pong arrives within the time limit. */
  ping(timeoutMs: number): Promise<boolean> {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return Promise.resolve(false);
    try {
      socket.send('ping');
    } catch {
      return Promise.resolve(false);
    }
    return new Promise<boolean>((resolve) => {
      const settle = (ok: boolean) => {
        this.clock.clearTimeout(timer);
        this.#pongWaiters.delete(settle);
        resolve(ok);
      };
      const timer = this.clock.setTimeout(() => settle(false), timeoutMs);
      this.#pongWaiters.add(settle);
    });
  }

  /** Closes the current socket on purpose; waiting requests are rejected, no close event is raised. */
  close(code = 1000): void {
    const socket = this.#socket;
    this.#socket = null;
    this.#drop(socket, code);
    this.#state.value = socket || this.#state.peek() !== 'idle' ? 'closed' : 'idle';
  }

  #drop(socket: WebSocketLike | null, code: number): void {
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Node's `ws` answers close() on a socket still connecting with an 'error' event a tick later;
    // an 'error' nobody listens to is thrown as an uncaught exception, so a listener stays.
    socket.onerror = ignoreError;
    try {
      socket.close(code);
    } catch {
      // Closing a socket that never opened may throw in some implementations; it is gone either way.
    }
    this.#failWaiting(code);
  }

  #failWaiting(code: number | undefined): void {
    const waiting = [...this.#waiting.entries()];
    this.#waiting.clear();
    for (const [requestId, waiter] of waiting) waiter.reject(new ConnectionClosedError(requestId, code));
    for (const settle of [...this.#pongWaiters]) settle(false);
  }

  #receive(data: unknown): void {
    const text = typeof data === 'string' ? data : String(data);
    const frame = classifyFrame(text);
    switch (frame.kind) {
      case 'pong':
        for (const settle of [...this.#pongWaiters]) settle(true);
        return;
      case 'ping':
        this.#socket?.send('pong');
        return;
      case 'system':
        this.events.onSystemFrame(frame.frame);
        return;
      case 'reply': {
        const waiter = this.#waiting.get(frame.reply.requestId);
        if (!waiter) return;
        this.#waiting.delete(frame.reply.requestId);
        waiter.resolve(frame.reply);
        return;
      }
      default:
        return;
    }
  }
}
