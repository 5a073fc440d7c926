import type { Caller } from './caller.js';

/**
 * What a transport (HTTP, WebSocket) tells the dispatcher about a request besides its envelope,
 * and the live connection a request may have come over. A leaf: the session service reads these
 * without importing the dispatcher.
 */

/** The live connection a request came over, when it came over a WebSocket. */
export interface ConnectionHandle {
  readonly id: string;
  /** Follows topics, granted to this caller: the grant is checked again when their access changes. */
  subscribe(topics: string[], grantedTo: Caller): void;
  unsubscribe(topics: string[]): void;
}

export interface TransportInfo {
  subsystem: Caller['subsystem'];
  address: string;
  userAgent: string | null;
  /** Authorization: Bearer key (HTTP header) or the frame's apiKey (WS). */
  apiKey: string | null;
  connection: ConnectionHandle | null;
  /** Told who the caller turned out to be (the WS route links the socket to the session). */
  onCaller?: (caller: Caller) => void;
}
