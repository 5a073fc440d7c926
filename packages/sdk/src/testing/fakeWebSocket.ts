import type { WebSocketLike } from '../transport/socketChannel.js';

type ServerHandler = (frame: string, socket: FakeWebSocket) => void;

/**
 * A stand-in WebSocket driven by the test: the test opens, answers and closes it by hand, or
 * installs a handler that plays the server. Every instance is recorded, newest last.
 */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  static handler: ServerHandler | null = null;
  /** When set, a new socket throws on construction (a bad URL, a blocked host). */
  static failConstruction = false;

  static reset(): void {
    FakeWebSocket.instances = [];
    FakeWebSocket.handler = null;
    FakeWebSocket.failConstruction = false;
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was created');
    return socket;
  }

  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | null = null;
  /** Make send throw, as a browser does on a socket in a bad state. */
  throwOnSend = false;

  constructor(readonly url: string) {
    if (FakeWebSocket.failConstruction) throw new SyntaxError('bad url');
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.throwOnSend) throw new Error('InvalidStateError');
    this.sent.push(data);
    FakeWebSocket.handler?.(data, this);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server sends a frame (objects are JSON-encoded). */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The connection drops. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({ code });
  }

  /** Request frames sent so far, parsed; pings and pongs left out. */
  get requests(): Array<{ action: string; params: unknown; token: string | null; requestId: string }> {
    return this.sent.filter((frame) => frame.startsWith('{')).map((frame) => JSON.parse(frame));
  }
}

/** Replies to a request frame with a success reply built from it. */
export function replyTo(socket: FakeWebSocket, frame: string, data: unknown = null, overrides: Record<string, unknown> = {}): void {
  if (!frame.startsWith('{')) return;
  const { requestId } = JSON.parse(frame) as { requestId: string };
  socket.receive({ success: true, message: '', data, requestId, ...overrides });
}
