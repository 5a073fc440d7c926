import type { Reply } from '@abitura/contracts/wire';
import WebSocket from 'ws';

let sequence = 0;

/** A fresh requestId for raw frames (letters, digits and dashes, as the envelope allows). */
export function frameId(prefix = 'raw'): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

export interface Closed {
  code: number;
  reason: string;
  /** Milliseconds (real time) from `markTime()` to the close event. */
  at: number;
}

/**
 * A bare `ws` client for protocol tests: it sends exactly what a test gives it (text, binary,
 * oversized frames), keeps every text frame it receives, and correlates envelope replies by
 * requestId. It is not the SDK: no reconnects, no queue, nothing hidden.
 */
export class RawSocket {
  readonly messages: string[] = [];
  readonly closed: Promise<Closed>;
  #cursor = 0;
  #waiters: Array<() => void> = [];
  #mark = Date.now();

  private constructor(readonly socket: WebSocket) {
    this.closed = new Promise<Closed>((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString(), at: Date.now() - this.#mark });
        this.#wake();
      });
    });
    socket.on('message', (data, isBinary) => {
      this.messages.push(isBinary ? `<binary ${(data as Buffer).length}>` : data.toString());
      this.#wake();
    });
    // Errors are followed by close; the close promise reports them.
    socket.on('error', () => {});
  }

  /** Opens `{url}/api/ws?subsystem=…`; rejects with the HTTP status when the upgrade is refused. */
  static open(baseUrl: string, options: { subsystem?: string; origin?: string; headers?: Record<string, string> } = {}): Promise<RawSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws?subsystem=${encodeURIComponent(options.subsystem ?? 'staff')}`;
    const socket = new WebSocket(url, { ...(options.origin ? { origin: options.origin } : {}), ...(options.headers ? { headers: options.headers } : {}) });
    return new Promise<RawSocket>((resolve, reject) => {
      socket.once('open', () => resolve(new RawSocket(socket)));
      socket.once('unexpected-response', (_request, response) => {
        reject(Object.assign(new Error(`upgrade refused: ${response.statusCode}`), { statusCode: response.statusCode }));
        socket.terminate();
      });
      socket.once('error', (error) => reject(error));
    });
  }

  /** Starts the stopwatch `closed.at` is measured from. */
  markTime(): void {
    this.#mark = Date.now();
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Sends a raw frame: an object is JSON-encoded, a string or Buffer goes as is. */
  send(frame: unknown, options: { binary?: boolean } = {}): void {
    if (Buffer.isBuffer(frame)) this.socket.send(frame, { binary: options.binary ?? true });
    else this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends an envelope (a requestId is added when missing) and resolves with its reply. */
  async request(envelope: Record<string, unknown>, timeoutMs = 10_000): Promise<Reply> {
    const requestId = typeof envelope.requestId === 'string' ? envelope.requestId : frameId();
    // Only frames after this send: a test may repeat a requestId on purpose.
    const from = this.messages.length;
    this.send({ ...envelope, requestId });
    const text = await this.waitFor((message) => replyOf(message)?.requestId === requestId, timeoutMs, from);
    return replyOf(text) as Reply;
  }

  /** Resolves with the next received text frame (after those already consumed by this method). */
  async next(timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.#cursor < this.messages.length) return this.messages[this.#cursor++] as string;
      if (!this.open && this.socket.readyState !== WebSocket.CONNECTING) throw new Error('socket closed while waiting for a frame');
      await this.#sleep(deadline);
    }
  }

  /** Resolves with the first received frame (from index `from` on) that matches. */
  async waitFor(match: (message: string) => boolean, timeoutMs = 10_000, from = 0): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found !== undefined) return found;
      if (!this.open) throw new Error(`socket closed while waiting; got ${this.messages.length} frames`);
      await this.#sleep(deadline);
    }
  }

  /** Waits until `count` frames in all have arrived. */
  async waitForCount(count: number, timeoutMs = 10_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count) {
      if (!this.open) throw new Error(`socket closed with ${this.messages.length} of ${count} frames`);
      await this.#sleep(deadline);
    }
    return this.messages.slice(0, count);
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) this.socket.close(1000);
  }

  #sleep(deadline: number): Promise<void> {
    const left = deadline - Date.now();
    if (left <= 0) return Promise.reject(new Error('timed out waiting for a WebSocket frame'));
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((waiter) => waiter !== wake);
        reject(new Error('timed out waiting for a WebSocket frame'));
      }, left);
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#waiters.push(wake);
    });
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}

/** The reply envelope a text frame holds, or null (pong, system frames, junk). */
export function replyOf(message: string): (Reply & { SYSTEM_CALL?: string }) | null {
  if (!message.startsWith('{')) return null;
  try {
    const value = JSON.parse(message) as unknown;
    return value && typeof value === 'object' && 'success' in value ? (value as Reply) : null;
  } catch {
    return null;
  }
}
