import { createContext, useContext, type ReactNode } from 'react';
import type { Client } from '@abitura/sdk';

/**
 * The one SDK client of the running app. A context (not a module singleton) so tests and
 * Storybook-like harnesses can render the same components against a client on stand-ins.
 */
const ClientContext = createContext<Client | null>(null);

export interface ClientProviderProps {
  /** Built once by the app with `createClient(...)`; the provider never creates or closes it. */
  client: Client;
  children?: ReactNode;
}

export function ClientProvider({ client, children }: ClientProviderProps) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The client of the nearest ClientProvider; throws when there is none, so a missing provider fails loudly. */
export function useClient(): Client {
  const client = useContext(ClientContext);
  if (client === null) throw new Error('useClient: wrap the tree in <ClientProvider client={...}>');
  return client;
}
