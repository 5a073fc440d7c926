import { signal, type ReadonlySignal } from '@preact/signals-core';
import WebSocketImpl from 'isomorphic-ws';
import type { KyInstance } from 'ky';
import { createAdmissionClient, type AdmissionCallOptions, type AdmissionReply } from './admission/index.js';
import { copyToClipboard } from './clipboard/index.js';
import { createCookieConfigStore, createMemoryConfigStore, type ConfigStore } from './config/configStore.js';
import { CONNECTION_TIMING, type ConnectionSettings, type ConnectionTiming, type SettingsProblem } from './config/connectionSettings.js';
import { createSettingsStore } from './config/settingsStore.js';
import type { ActionMap, ActionName } from '@abitura/contracts';
import { resolveEndpoints } from './endpoints.js';
import { consoleLogger, defaultNavigator, defaultStorage, silentNotices, systemClock } from './environment/defaults.js';
import { createGatedLogger } from './environment/gatedLogger.js';
import { errorFromReply } from './errors/errorFromReply.js';
import { followLiveView, type LiveViewOptions } from './events/liveView.js';
import { createTopicSubscriptions, type TopicHandler } from './events/topicSubscriptions.js';
import { MESSAGES } from './messages/catalogue.js';
import { ERROR_MESSAGES } from '@abitura/contracts/wire';
import { createReferenceLoader, type ReferenceLoader } from './references/referenceLoader.js';
import { newRequestId } from './requestId.js';
import { can as abilityAllows } from './routing/ability.js';
import { createSessionStore, readSessionPayload, type SessionStore } from './session/sessionStore.js';
import { createHttpClient } from './transport/httpClient.js';
import { createHttpTransport } from './transport/httpTransport.js';
import { LiveConnection, type ConnectionState } from './transport/liveConnection.js';
import { RequestRouter } from './transport/requestRouter.js';
import type { WebSocketFactory } from './transport/socketChannel.js';
import type { Clock, KeyValueStorage, Logger, Navigator, NoticeSink } from './types.js';
import type { Reply, Subsystem } from '@abitura/contracts/wire';

export interface ClientOptions {
  /** Base of the server's API: HTTP at `{apiBase}/rpc`, WS at `{apiBase}/ws`. @default '/api' */
  apiBase?: string;
  /** Which surface this client serves (the X-Subsystem header). @default 'staff' */
  subsystem?: Subsystem;
  /** Where connection settings persist. @default the `wsConfig` cookie in browsers, memory elsewhere */
  configStore?: ConfigStore;
  /** Where the session persists. @default localStorage in browsers, memory elsewhere */
  storage?: KeyValueStorage;
  /** @default isomorphic-ws (the browser's WebSocket, or `ws` in Node) */
  WebSocket?: WebSocketFactory;
  /** A ky instance for HTTP. @default one built on `fetch` with the SPEC retry policy */
  http?: KyInstance;
  /** The fetch the default ky instance uses. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default the system clock */
  clock?: Clock;
  /** Receives logs allowed by enableLogs and enableErrors. @default the console */
  logger?: Logger;
  /** Performs the forced redirect to /login. @default location.assign */
  navigator?: Navigator;
  /** Receives notices meant for a person. @default none */
  notify?: NoticeSink;
  /** Time limit of an ordinary call. @default 30000 */
  requestTimeoutMs?: number;
  /** Open the live connection at once (unless the mode is API_ONLY). @default true */
  autoConnect?: boolean;
  /** Timing overrides, for tests of the real protocol. @default SPEC section 9 values */
  timing?: Partial<ConnectionTiming>;
  /** Page location for resolving a relative apiBase. @default globalThis.location */
  location?: { href: string };
}

export type ActionParams<A extends ActionName> = ActionMap[A]['params'];
export type ActionResult<A extends ActionName> = ActionMap[A]['result'];

export interface CallOptions {
  /** @default the client's requestTimeoutMs */
  timeoutMs?: number;
  /**
   * The request's id, to send a write again after a failure that left its outcome unknown (no
   * answer): the server applies a write once per requestId and answers a repeat with the stored
   * reply, so a kiosk's second tap after a lost answer never issues a second ticket.
   * @default a fresh UUID v4 (newRequestId)
   */
  requestId?: string;
}

export interface Client {
  readonly subsystem: Subsystem;
  /** Sends an action and resolves with its reply envelope; never rejects. */
  call<A extends ActionName>(action: A, params: ActionParams<A>, options?: CallOptions): Promise<Reply<ActionResult<A>>>;
  /** Like call, but resolves with `data` and throws ActionError or ValidationError on failure. */
  run<A extends ActionName>(action: A, params: ActionParams<A>, options?: CallOptions): Promise<ActionResult<A>>;
  login(login: string, password: string): Promise<Reply>;
  /**
   * Changes the signed-in user's password. The server ends every session of the account and
   * answers with a new one, which the client adopts (and reconnects with).
   */
  changePassword(currentPassword: string, newPassword: string): Promise<Reply>;
  /** Checks the stored token with the server; true when it is still good. */
  checkToken(): Promise<boolean>;
  /**
   * Opens the live connection unless the mode is API_ONLY or it is open already: for a client made
   * with autoConnect: false, once it is ready (a device app that first takes its key from the
   * address, so its first socket already carries the key).
   */
  connect(): void;
  logout(): Promise<void>;
  can(permission: string): boolean;
  readonly session: Pick<SessionStore, 'token' | 'user' | 'ability' | 'authenticated'>;
  readonly connection: { state: ReadonlySignal<ConnectionState>; fallback: ReadonlySignal<boolean> };
  readonly settings: ReadonlySignal<ConnectionSettings>;
  updateSettings(patch: Partial<ConnectionSettings>): { ok: true } | { ok: false; problems: SettingsProblem[] };
  readonly references: ReferenceLoader;
  subscribe(topic: string, handler: TopicHandler): () => void;
  /**
   * Keeps a view current: reads it with `action`, then takes every EVENT frame of `topic` (whose
   * data has the action's result shape); polls the action while the socket is down. Returns stop.
   */
  follow<A extends ActionName>(
    topic: string,
    read: { action: A; params: ActionParams<A> },
    handler: (data: ActionResult<A>) => void,
    options?: LiveViewOptions,
  ): () => void;
  /** The external admission service (form-urlencoded todo/params). */
  admission(todo: string, params?: unknown, options?: AdmissionCallOptions): Promise<AdmissionReply | null>;
  copy(text: string, clipboard?: { writeText(text: string): Promise<void> }): Promise<boolean>;
  /** True once close() ran. */
  readonly closed: ReadonlySignal<boolean>;
  close(): void;
}

/** Builds the one client a surface (or the CLI) uses. Every environment boundary is injectable. */
export function createClient(options: ClientOptions = {}): Client {
  const subsystem = options.subsystem ?? 'staff';
  const clock = options.clock ?? systemClock;
  const notify = options.notify ?? silentNotices;
  const navigator = options.navigator ?? defaultNavigator();
  const timing = { ...CONNECTION_TIMING, ...options.timing };
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const location = options.location ?? globalThis.location;
  const endpoints = resolveEndpoints(options.apiBase ?? '/api', subsystem, location);

  const rawLogger = options.logger ?? consoleLogger;
  const configStore = options.configStore ?? (globalThis.document ? createCookieConfigStore() : createMemoryConfigStore());
  const settingsStore = createSettingsStore(configStore, rawLogger);
  const logger = createGatedLogger(rawLogger, settingsStore.settings);
  const session = createSessionStore(options.storage ?? defaultStorage(), logger);
  const http = options.http ?? createHttpClient(options.fetch ? { fetch: options.fetch } : {});
  const closed = signal(false);

  const headers = (): Record<string, string> => {
    const apiKey = settingsStore.settings.peek().apiKey;
    return { 'X-Subsystem': subsystem, ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) };
  };

  const live = new LiveConnection({
    url: () => endpoints.ws,
    WebSocket: options.WebSocket ?? (WebSocketImpl as unknown as WebSocketFactory),
    clock,
    logger,
    settings: settingsStore.settings,
    timing,
    token: () => session.token.peek(),
    apiKey: () => settingsStore.settings.peek().apiKey,
    onAuthenticated(reply) {
      const payload = reply ? readSessionPayload(reply.data) : null;
      if (payload) session.apply(payload);
      router.drain();
      subscriptions.resubscribe();
    },
    onTokenInactive: () => endSession(),
    onSystemFrame(frame) {
      if (frame.SYSTEM_CALL === 'EVENT') subscriptions.dispatch(frame);
      else if (typeof frame.message === 'string' && frame.message !== '') notify({ level: 'info', message: frame.message });
    },
    onFallbackChange(active) {
      logger.info(active ? 'switched to HTTP fallback' : 'live connection restored');
      if (settingsStore.settings.peek().showNetErrorsInSnackbar) {
        notify(active ? { level: 'warning', message: MESSAGES.switchedToHttp, key: 'connection' } : { level: 'success', message: MESSAGES.liveRestored, key: 'connection' });
      }
      router.drain();
    },
  });

  const router = new RequestRouter({
    clock,
    logger,
    notify,
    settings: settingsStore.settings,
    timing,
    http: createHttpTransport({ http, apiBase: endpoints.http, headers }),
    channel: live.channel,
    token: () => session.token.peek(),
    apiKey: () => settingsStore.settings.peek().apiKey,
    socket: {
      authenticated: () => live.state.peek() === 'authenticated',
      pending: () => live.pending,
      interrupted: () => live.interrupted,
      forceFallback: () => live.forceFallback(),
    },
    newRequestId,
    onReply(reply) {
      if (!reply.success && reply.data === 'TOKEN_INACTIVE') endSession();
    },
  });

  const subscriptions = createTopicSubscriptions({
    call: (action, params) => send(action, params),
    live: () => live.state.peek() === 'authenticated',
    logger,
  });

  const references = createReferenceLoader({ call: (action, params, timeoutMs) => send(action, params, timeoutMs), clock, logger });

  const admissionClient = createAdmissionClient({
    apiBase: endpoints.http,
    headers,
    token: () => session.token.peek(),
    notify,
    logger,
    post: (url, body, requestHeaders) => http.post(url, { body, headers: requestHeaders, throwHttpErrors: false, retry: 0 }),
  });

  function send(action: string, params: unknown, timeoutMs = requestTimeoutMs, requestId?: string): Promise<Reply> {
    if (closed.peek()) return Promise.resolve({ success: false, message: ERROR_MESSAGES.CLIENT_CLOSED, data: 'CLIENT_CLOSED' });
    return router.enqueue(action, params, timeoutMs, requestId);
  }

  function connectIfAllowed(): void {
    if (closed.peek()) return;
    if (settingsStore.settings.peek().communicationMode === 'API_ONLY') live.stop();
    else live.restart();
  }

  /** SPEC section 4: logout or TOKEN_INACTIVE ends the session everywhere at once. */
  function endSession(): void {
    const hadSession = session.token.peek() !== null || session.user.peek() !== null;
    session.clear();
    router.failAll('LOGGED_OUT');
    connectIfAllowed();
    if (hadSession) {
      logger.info('session ended');
      navigator.navigate('/login');
    }
  }

  /** A reply that carries a new session (sign-in, password change): store it and reconnect as it. */
  function adoptSession(reply: Reply): Reply {
    const payload = reply.success ? readSessionPayload(reply.data) : null;
    if (payload) {
      session.apply(payload);
      connectIfAllowed();
    }
    return reply;
  }

  const client: Client = {
    subsystem,
    call: (action, params, callOptions) => send(action, params, callOptions?.timeoutMs, callOptions?.requestId) as never,
    async run(action, params, callOptions) {
      const reply = await send(action, params, callOptions?.timeoutMs, callOptions?.requestId);
      if (!reply.success) throw errorFromReply(action, reply);
      return reply.data as never;
    },
    login: async (login, password) => adoptSession(await send('User/AccountLogin', { login, password })),
    changePassword: async (currentPassword, newPassword) => adoptSession(await send('User/EditPassword', { currentPassword, newPassword })),
    async checkToken() {
      const token = session.token.peek();
      if (token === null) return false;
      const reply = await send('User/CheckToken', { token });
      const payload = reply.success ? readSessionPayload(reply.data) : null;
      if (payload) session.apply(payload);
      return payload !== null;
    },
    async logout() {
      if (session.token.peek() !== null) await send('User/AccountLogout', {}, timing.pongTimeoutMs);
      endSession();
    },
    can: (permission) => abilityAllows(session.ability.peek(), permission),
    session: { token: session.token, user: session.user, ability: session.ability, authenticated: session.authenticated },
    connection: { state: live.state, fallback: live.fallback },
    settings: settingsStore.settings,
    updateSettings(patch) {
      const before = settingsStore.settings.peek();
      const result = settingsStore.update(patch);
      const after = settingsStore.settings.peek();
      const reconnect =
        before.communicationMode !== after.communicationMode ||
        before.wsPingInterval !== after.wsPingInterval ||
        before.apiKey !== after.apiKey;
      if (result.ok && reconnect) connectIfAllowed();
      if (result.ok) router.drain();
      return result;
    },
    references,
    subscribe: (topic, handler) => subscriptions.subscribe(topic, handler),
    follow: (topic, read, handler, followOptions) =>
      followLiveView(
        topic,
        { read: () => send(read.action, read.params), subscribe: (name, onFrame) => subscriptions.subscribe(name, onFrame), state: live.state, clock },
        handler as (data: unknown) => void,
        followOptions,
      ),
    admission: (todo, params, options) => admissionClient.call(todo, params, options),
    copy: (text, clipboard) => copyToClipboard(text, clipboard ? { notify, clipboard } : { notify }),
    connect() {
      if (!closed.peek() && settingsStore.settings.peek().communicationMode !== 'API_ONLY') live.start();
    },
    closed,
    close() {
      if (closed.peek()) return;
      closed.value = true;
      live.stop();
      router.failAll('CLIENT_CLOSED');
    },
  };

  if (options.autoConnect !== false) client.connect();
  return client;
}
