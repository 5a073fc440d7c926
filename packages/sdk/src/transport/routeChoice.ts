import type { CommunicationMode } from '../config/connectionSettings.js';

export type Route = 'ws' | 'http' | 'wait';

export interface RouteInputs {
  mode: CommunicationMode;
  /** The socket is open and its token check passed. */
  authenticated: boolean;
  /** The live connection is still trying (first attempt or a probe after a drop). */
  socketPending: boolean;
  autoSwitchToApiOnWsFail: boolean;
}

/**
 * Picks how the next request travels (SPEC section 4): over the live connection when it is open
 * and authenticated, otherwise over HTTP, except that WS_ONLY (or a fallback mode told not to
 * switch) waits for the socket, and a socket still settling its first attempt or a probe is
 * briefly waited for rather than raced.
 */
export function chooseRoute(inputs: RouteInputs): Route {
  if (inputs.mode === 'API_ONLY') return 'http';
  if (inputs.authenticated) return 'ws';
  if (inputs.mode === 'WS_ONLY' || !inputs.autoSwitchToApiOnWsFail) return 'wait';
  return inputs.socketPending ? 'wait' : 'http';
}
