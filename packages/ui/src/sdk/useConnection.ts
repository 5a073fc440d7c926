import { useComputed } from '@preact/signals-react';
import type { CommunicationMode, ConnectionState } from '@abitura/sdk';
import { useClient } from './clientContext.js';
import { connectionStatus, type ConnectionStatus } from './connectionStatus.js';
import { useSignalValue } from './useSignalValue.js';

export interface ConnectionView {
  state: ConnectionState;
  /** Requests go over HTTP because the socket failed. */
  fallback: boolean;
  mode: CommunicationMode;
  status: ConnectionStatus;
}

/** The live connection as React state, plus the one-word status the indicator and dialog show. */
export function useConnection(): ConnectionView {
  const client = useClient();
  const state = useSignalValue(client.connection.state);
  const fallback = useSignalValue(client.connection.fallback);
  const mode = useSignalValue(client.settings).communicationMode;
  // A computed signal, so the status is derived once per change of its three inputs rather than
  // in every component that shows it.
  const status = useSignalValue(
    useComputed(() =>
      connectionStatus(client.connection.state.value, client.connection.fallback.value, client.settings.value.communicationMode),
    ),
  );
  return { state, fallback, mode, status };
}
