/**
 * Stand-ins for tests of the UI bindings: a real `createClient` from @abitura/sdk on memory
 * stores, a fetch stub that plays the server, and a socket the test drives by hand. The SDK's own
 * testing folder is not exported, so these are small copies of its idea.
 */
import {
  createClient,
  createMemoryConfigStore,
  createMemoryStorage,
  SESSION_KEYS,
  type Client,
  type ConnectionSettings,
  type Notice,
  type NoticeSink,
  type WebSocketLike,
} from '@abitura/sdk';
import type { Envelope, Reply, Subsystem } from '@abitura/contracts/wire';

export const TEST_SESSION = {
  token: 't'.repeat(43),
  user: { id: 7, login: 'petrova', fullName: 'Петрова Мария', status: 'active' },
  ability: [{ viewHomepage: true, viewAccessPanel: true }],
};

/** Answers one request envelope; the default echoes success with the action name. */
export type Responder = (envelope: Envelope) => Omit<Reply, 'requestId'> | Promise<Omit<Reply, 'requestId'>>;

/** A socket driven by the test; every instance is kept, newest last. */
export class TestSocket implements WebSocketLike {
  static instances: TestSocket[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code?: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    TestSocket.instances.push(this);
  }

  static get last(): TestSocket {
    const socket = TestSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(): void {}

  close(): void {
    this.readyState = 3;
  }

  /** The server accepts; an anonymous client counts as authenticated at once. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The connection fails before or after it opened. */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
}

export interface TestClientOptions {
  settings?: Partial<ConnectionSettings>;
  /** Start with TEST_SESSION stored, as after a sign-in. */
  signedIn?: boolean;
  /** Start with this session stored instead of TEST_SESSION (implies signedIn). */
  session?: { token: string; user: Record<string, unknown>; ability: readonly Record<string, unknown>[] };
  respond?: Responder;
  notify?: NoticeSink;
  /** @default 'staff' */
  subsystem?: Subsystem;
}

export interface TestClient {
  client: Client;
  /** Envelopes the fetch stub received, oldest first. */
  requests: Envelope[];
  /** Notices the client sent when no `notify` was given. */
  notices: Notice[];
  navigations: string[];
}

/** A real client in API_ONLY mode (no socket) unless the settings say otherwise. */
export function createTestClient(options: TestClientOptions = {}): TestClient {
  const requests: Envelope[] = [];
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const respond: Responder = options.respond ?? ((envelope) => ({ success: true, message: '', data: { action: envelope.action } }));

  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? await input.text() : String(init?.body ?? '');
    const envelope = JSON.parse(raw) as Envelope;
    requests.push(envelope);
    const reply = await respond(envelope);
    return new Response(JSON.stringify({ ...reply, requestId: envelope.requestId }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  const storage = createMemoryStorage();
  const session = options.session ?? (options.signedIn ? TEST_SESSION : null);
  if (session) {
    storage.setItem(SESSION_KEYS.token, session.token);
    storage.setItem(SESSION_KEYS.user, JSON.stringify(session.user));
    storage.setItem(SESSION_KEYS.ability, JSON.stringify(session.ability));
  }

  const client = createClient({
    apiBase: 'http://abitura.test/api',
    ...(options.subsystem ? { subsystem: options.subsystem } : {}),
    configStore: createMemoryConfigStore(JSON.stringify({ communicationMode: 'API_ONLY', ...options.settings })),
    storage,
    fetch: fetchStub as typeof fetch,
    WebSocket: TestSocket,
    logger: { info: () => {}, error: () => {} },
    navigator: { navigate: (path) => void navigations.push(path) },
    notify: options.notify ?? ((notice) => void notices.push(notice)),
  });
  return { client, requests, notices, navigations };
}

type ReplyBody = Omit<Reply, 'requestId'>;

/** A successful reply body. */
export const ok = (data: unknown = null, message = ''): ReplyBody => ({ success: true, message, data });

/** A failed reply body with an error code in `data`, as the server sends it. */
export const fail = (code: string, message = code): ReplyBody => ({ success: false, message, data: code });

/**
 * A Responder from one handler per action name; an action without a handler fails with
 * UNKNOWN_ACTION, so a test notices a call it did not expect.
 */
export function respondWith(handlers: Record<string, (params: never, envelope: Envelope) => ReplyBody | Promise<ReplyBody>>): Responder {
  return (envelope) => {
    const handler = handlers[envelope.action];
    return handler ? handler(envelope.params as never, envelope) : fail('UNKNOWN_ACTION', `No test handler for ${envelope.action}`);
  };
}

/** Lets pending promise callbacks run; safe under fake timers. */
export async function flushPromises(times = 10): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}
