import { createClient, createMemoryConfigStore, createMemoryStorage, SESSION_KEYS, type Client, type KeyValueStorage } from '@abitura/sdk';
import type { Translate } from '../i18n/locale.js';
import { configDir, createFileStorage, SERVER_KEY } from './credentials.js';
import { serverError, usageError } from './exitCodes.js';

export type Transport = 'http' | 'ws';

/** What a command needs of the server: nothing, an address (sign-in), or a signed-in session. */
export type Needs = 'none' | 'server' | 'session';

/** Builds the SDK client the CLI speaks through; tests pass their own to reach a test server. */
export type SdkFactory = (options: { server: string; storage: KeyValueStorage; transport: Transport }) => Client;

/** How long one call may take: an import part or an export of the whole list is slow work. */
const CALL_TIMEOUT_MS = 120_000;

/** The SDK over HTTP (the default: a command is a handful of calls) or over the WebSocket. */
export const defaultSdkFactory: SdkFactory = ({ server, storage, transport }) =>
  createClient({
    apiBase: `${server}/api`,
    subsystem: 'cli',
    storage,
    configStore: createMemoryConfigStore(JSON.stringify({ communicationMode: transport === 'ws' ? 'WS_WITH_API_FALLBACK' : 'API_ONLY', enableErrors: false })),
    logger: { info: () => {}, error: () => {} },
    navigator: { navigate: () => {} },
    requestTimeoutMs: CALL_TIMEOUT_MS,
    autoConnect: transport === 'ws',
  });

/** A server address as typed, reduced to its origin and path prefix; a usage error when it is not one. */
export function normalizeServer(text: string, t: Translate): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw usageError(t('server.invalid', { value: text }));
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw usageError(t('server.invalid', { value: text }));
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export interface ConnectionInput {
  env: Readonly<Record<string, string | undefined>>;
  /** --server, if given. */
  server: string | undefined;
  transport: Transport;
  t: Translate;
  factory: SdkFactory;
}

export interface Connection {
  server: string;
  sdk: Client;
  /** The session file's storage (sign-in writes the token there); null with ABITURA_TOKEN. */
  saved: (KeyValueStorage & { readonly file: string }) | null;
}

/** The server a command would use without a prompt: --server, ABITURA_SERVER, or the last sign-in's. */
export function knownServer(env: Readonly<Record<string, string | undefined>>, given: string | undefined): string | null {
  return given ?? env['ABITURA_SERVER'] ?? createFileStorage(configDir(env)).getItem(SERVER_KEY);
}

/**
 * The server and session a command runs against. The address: --server, else ABITURA_SERVER,
 * else the one the last sign-in saved. The token: ABITURA_TOKEN (for scripts), else the saved
 * session when it belongs to that same server.
 */
export function connect(needs: Exclude<Needs, 'none'>, input: ConnectionInput): Connection {
  const { env, t, factory, transport } = input;
  const saved = createFileStorage(configDir(env));
  const given = input.server ?? env['ABITURA_SERVER'];
  const savedServer = saved.getItem(SERVER_KEY);
  if (!given && !savedServer) throw needs === 'server' ? usageError(t('server.missing')) : serverError(t('session.none'));
  const server = normalizeServer(given || (savedServer as string), t);

  // A sign-in works in memory: the saved session is replaced only once the new one is had, so a
  // mistyped password never costs the session already saved.
  if (needs === 'server') return { server, sdk: factory({ server, storage: createMemoryStorage(), transport }), saved };
  const token = env['ABITURA_TOKEN']?.trim();
  if (token) {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.token, token);
    storage.setItem(SESSION_KEYS.user, '{}');
    return { server, sdk: factory({ server, storage, transport }), saved: null };
  }
  if (savedServer !== server || !saved.getItem(SESSION_KEYS.token)) throw serverError(t('session.none'));
  return { server, sdk: factory({ server, storage: saved, transport }), saved };
}
