import { createClient, type ClientOptions } from '../client.js';
import { createMemoryConfigStore } from '../config/configStore.js';
import { createMemoryStorage } from '../environment/defaults.js';
import type { KeyValueStorage } from '../types.js';
import { createFakeFetch, echoResponder, type FetchResponder } from './fakeFetch.js';
import { FakeWebSocket } from './fakeWebSocket.js';
import { createNoticeRecorder, createRecordingLogger } from './recorders.js';

export const SESSION = {
  token: 'a'.repeat(43),
  user: { id: 1, login: 'ivanova', fullName: 'Иванова Анна', status: 'active' },
  ability: [{ viewHomepage: true, viewAccessPanel: 1 }],
};

/** A client on stand-ins: fake socket, fake fetch, memory stores, recorded logs and notices. */
export function setupClient(
  options: { settings?: Record<string, unknown>; signedIn?: boolean; responder?: FetchResponder; storage?: KeyValueStorage } & Partial<ClientOptions> = {},
) {
  const { settings, signedIn, responder, storage: givenStorage, ...clientOptions } = options;
  const storage = givenStorage ?? createMemoryStorage();
  if (signedIn) {
    storage.setItem('accessToken', SESSION.token);
    storage.setItem('userData', JSON.stringify(SESSION.user));
    storage.setItem('userAbilityRules', JSON.stringify(SESSION.ability));
  }
  const configStore = createMemoryConfigStore(settings ? JSON.stringify(settings) : null);
  const logger = createRecordingLogger();
  const notify = createNoticeRecorder();
  const navigations: string[] = [];
  const fake = createFakeFetch(responder ?? echoResponder);
  const client = createClient({
    apiBase: 'http://abitura.test/api',
    subsystem: 'staff',
    storage,
    configStore,
    WebSocket: FakeWebSocket,
    fetch: fake.fetch,
    logger,
    notify,
    navigator: { navigate: (path) => void navigations.push(path) },
    ...clientOptions,
  });
  return { client, storage, configStore, logger, notify, navigations, http: fake.requests };
}

/** Opens the newest fake socket and answers its token check (or none, when anonymous). */
export async function authenticateSocket(ok = true): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.last;
  socket.open();
  await flush();
  const check = socket.requests.find((frame) => frame.action === 'User/CheckToken');
  if (check) {
    socket.receive(
      ok
        ? { success: true, message: '', data: SESSION, requestId: check.requestId }
        : { success: false, message: 'no', data: 'INTERNAL', requestId: check.requestId },
    );
  }
  await flush();
  return socket;
}

/** Lets pending promise callbacks run (works under fake timers). */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}
