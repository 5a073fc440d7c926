import type { WebSocket } from 'ws';

interface Entry {
  socket: WebSocket;
  sessionIds: Set<number>;
  topics: Set<string>;
}

/**
 * Every open WebSocket: which sessions spoke over it (so revoking a session closes its sockets at
 * once) and which topics it follows (so domain events reach their subscribers).
 */
export class SocketHub {
  readonly #sockets = new Map<string, Entry>();

  add(id: string, socket: WebSocket): void {
    this.#sockets.set(id, { socket, sessionIds: new Set(), topics: new Set() });
  }

  remove(id: string): void {
    this.#sockets.delete(id);
  }

  attachSession(id: string, sessionId: number): void {
    this.#sockets.get(id)?.sessionIds.add(sessionId);
  }

  subscribe(id: string, topics: string[]): void {
    const entry = this.#sockets.get(id);
    for (const topic of topics) entry?.topics.add(topic);
  }

  unsubscribe(id: string, topics: string[]): void {
    const entry = this.#sockets.get(id);
    for (const topic of topics) entry?.topics.delete(topic);
  }

  /**
   * Closes every socket a revoked session used (4001: the session ended), except the one the
   * revoking request came over, whose reply must still arrive (its client reconnects itself).
   */
  closeSessions(sessionIds: Iterable<number>, exceptSocketId?: string): number {
    const ids = new Set(sessionIds);
    let closed = 0;
    for (const [id, entry] of this.#sockets) {
      if (id === exceptSocketId) {
        for (const sessionId of ids) entry.sessionIds.delete(sessionId);
        continue;
      }
      if ([...entry.sessionIds].some((sessionId) => ids.has(sessionId))) {
        entry.socket.close(4001, 'session ended');
        this.#sockets.delete(id);
        closed += 1;
      }
    }
    return closed;
  }

  /**
   * Sends an EVENT frame to every socket following the topic. The frame is serialized and encoded
   * once and the same bytes go out as a text frame on each socket: handed a string, `ws` would
   * encode it again for every socket, about a quarter of the send loop at 200 TV boards.
   */
  publish(topic: string, data: unknown): number {
    let frame: Buffer | null = null;
    let sent = 0;
    for (const entry of this.#sockets.values()) {
      if (entry.topics.has(topic) && entry.socket.readyState === entry.socket.OPEN) {
        frame ??= Buffer.from(JSON.stringify({ SYSTEM_CALL: 'EVENT', topic, data }));
        entry.socket.send(frame, { binary: false });
        sent += 1;
      }
    }
    return sent;
  }

  /** The topics starting with a prefix that at least one socket follows (to publish only what is read). */
  followedTopics(prefix: string): Set<string> {
    const topics = new Set<string>();
    for (const entry of this.#sockets.values()) {
      for (const topic of entry.topics) if (topic.startsWith(prefix)) topics.add(topic);
    }
    return topics;
  }

  get size(): number {
    return this.#sockets.size;
  }

  closeAll(code = 1001): void {
    for (const entry of this.#sockets.values()) entry.socket.close(code, 'server shutting down');
    this.#sockets.clear();
  }
}
