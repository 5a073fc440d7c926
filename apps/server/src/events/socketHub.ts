import type { WebSocket } from 'ws';
import type { Caller } from '../actions/caller.js';

interface Entry {
  socket: WebSocket;
  sessionIds: Set<number>;
  deviceIds: Set<number>;
  /** Each followed topic with the caller it was granted to (null: by the server itself, as tests and benchmarks do). */
  topics: Map<string, Caller | null>;
}

/** A subscription as granted, for re-checking it when the access it was granted on changes. */
export interface Grant {
  socketId: string;
  topic: string;
  grantedTo: Caller;
}

/** Close code of a socket whose device key was revoked (4001 is a session that ended). */
export const DEVICE_REVOKED_CLOSE = 4003;

/**
 * Every open WebSocket: which sessions and device keys spoke over it (so revoking either closes
 * its sockets at once) and which topics it follows, granted to whom (so domain events reach their
 * subscribers, and a subscription is dropped when its grant no longer holds).
 */
export class SocketHub {
  readonly #sockets = new Map<string, Entry>();

  add(id: string, socket: WebSocket): void {
    this.#sockets.set(id, { socket, sessionIds: new Set(), deviceIds: new Set(), topics: new Map() });
  }

  remove(id: string): void {
    this.#sockets.delete(id);
  }

  attachSession(id: string, sessionId: number): void {
    this.#sockets.get(id)?.sessionIds.add(sessionId);
  }

  attachDevice(id: string, deviceId: number): void {
    this.#sockets.get(id)?.deviceIds.add(deviceId);
  }

  subscribe(id: string, topics: string[], grantedTo: Caller | null = null): void {
    const entry = this.#sockets.get(id);
    for (const topic of topics) entry?.topics.set(topic, grantedTo);
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
   * Closes every socket a revoked device key spoke over: its topics were granted to the device,
   * and its client reconnects to find the key refused.
   */
  closeDevices(deviceIds: Iterable<number>): number {
    const ids = new Set(deviceIds);
    let closed = 0;
    for (const [id, entry] of this.#sockets) {
      if ([...entry.deviceIds].some((deviceId) => ids.has(deviceId))) {
        entry.socket.close(DEVICE_REVOKED_CLOSE, 'device key revoked');
        this.#sockets.delete(id);
        closed += 1;
      }
    }
    return closed;
  }

  /** The subscriptions granted to a user (to one of `userIds` when given), as they stand now. */
  userGrants(userIds?: ReadonlySet<number>): Grant[] {
    const grants: Grant[] = [];
    for (const [socketId, entry] of this.#sockets) {
      for (const [topic, grantedTo] of entry.topics) {
        if (grantedTo?.user && (!userIds || userIds.has(grantedTo.user.id))) grants.push({ socketId, topic, grantedTo });
      }
    }
    return grants;
  }

  /** Drops a subscription unless it was granted again since (a newer grant was checked afresh). */
  dropGrant(grant: Grant): boolean {
    const topics = this.#sockets.get(grant.socketId)?.topics;
    if (topics?.get(grant.topic) !== grant.grantedTo) return false;
    return topics.delete(grant.topic);
  }

  /** Sends a NOTIFY frame (a notice for the person) to one socket. */
  notify(id: string, message: string, data?: unknown): void {
    const socket = this.#sockets.get(id)?.socket;
    if (!socket || socket.readyState !== socket.OPEN) return;
    socket.send(JSON.stringify({ SYSTEM_CALL: 'NOTIFY', message, ...(data === undefined ? {} : { data }) }));
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
      for (const topic of entry.topics.keys()) if (topic.startsWith(prefix)) topics.add(topic);
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
