import type { CommunicationMode, ConnectionState } from '@abitura/sdk';

/**
 * What a person needs to know about the connection, in one word:
 * - `online`: the live connection (WebSocket) is up and authenticated;
 * - `fallback`: the socket failed and requests go over HTTP meanwhile;
 * - `api`: the settings say API_ONLY, so HTTP is the normal path, not a fallback;
 * - `connecting`: the socket is opening or checking the token;
 * - `offline`: no socket and no fallback (WS_ONLY, or fallback switched off).
 */
export type ConnectionStatus = 'online' | 'fallback' | 'api' | 'connecting' | 'offline';

export function connectionStatus(state: ConnectionState, fallback: boolean, mode: CommunicationMode): ConnectionStatus {
  if (mode === 'API_ONLY') return 'api';
  if (state === 'authenticated') return 'online';
  if (fallback) return 'fallback';
  if (state === 'connecting' || state === 'open') return 'connecting';
  return 'offline';
}
