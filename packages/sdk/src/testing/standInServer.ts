import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Receipt {
  action: string;
  requestId: string;
  via: 'ws' | 'http';
}

/**
 * A small in-process stand-in for the action server: HTTP at /api/rpc and WS at /api/ws, applying
 * each requestId once and remembering its reply, as the real server does. Tests steer it: hold
 * replies, refuse new sockets, kill open ones, push NOTIFY and EVENT frames.
 */
export class StandInServer {
  readonly receipts: Receipt[] = [];
  readonly effects = new Map<string, number>();
  readonly #replies = new Map<string, unknown>();
  readonly #held: Array<() => void> = [];
  readonly sockets = new Set<WebSocket>();
  holdAction: string | null = null;
  acceptSockets = true;
  answerPings = true;
  #server: Server;
  #wss = new WebSocketServer({ noServer: true });

  constructor() {
    this.#server = createServer((req, res) => void this.#http(req, res));
    this.#server.on('upgrade', (req, socket, head) => {
      if (!this.acceptSockets || !req.url?.startsWith('/api/ws')) {
        socket.destroy();
        return;
      }
      this.#wss.handleUpgrade(req, socket, head, (ws) => this.#onSocket(ws));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/api`;
  }

  async close(): Promise<void> {
    for (const ws of this.sockets) ws.terminate();
    this.#wss.close();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  killSockets(): void {
    for (const ws of this.sockets) ws.terminate();
  }

  releaseHeld(): void {
    for (const release of this.#held.splice(0)) release();
  }

  push(frame: unknown): void {
    for (const ws of this.sockets) ws.send(JSON.stringify(frame));
  }

  /** Applies a request once per requestId and returns its (remembered) reply. */
  #apply(envelope: { action: string; params: unknown; requestId: string }): unknown {
    const known = this.#replies.get(envelope.requestId);
    if (known) return known;
    this.effects.set(envelope.requestId, (this.effects.get(envelope.requestId) ?? 0) + 1);
    const data =
      envelope.action === 'User/CheckToken'
        ? { token: (envelope.params as { token: string }).token, user: { id: 1, login: 'op', status: 'active' }, ability: [{ admin: true }] }
        : { applied: envelope.requestId };
    const reply = { success: true, message: '', data, requestId: envelope.requestId };
    this.#replies.set(envelope.requestId, reply);
    return reply;
  }

  async #http(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    const envelope = JSON.parse(body) as { action: string; params: unknown; requestId: string };
    this.receipts.push({ action: envelope.action, requestId: envelope.requestId, via: 'http' });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(this.#apply(envelope)));
  }

  #onSocket(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => this.sockets.delete(ws));
    ws.on('message', (raw) => {
      const text = String(raw);
      if (text === 'ping') {
        if (this.answerPings) ws.send('pong');
        return;
      }
      const envelope = JSON.parse(text) as { action: string; params: unknown; requestId: string };
      this.receipts.push({ action: envelope.action, requestId: envelope.requestId, via: 'ws' });
      const answer = () => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(this.#apply(envelope)));
      };
      if (envelope.action === this.holdAction) this.#held.push(answer);
      else answer();
    });
  }
}
