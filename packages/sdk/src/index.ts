/**
 * @abitura/sdk: the headless client core every surface and the CLI share (DESIGN.md sections 1-3, 6).
 * Named re-exports only; what is not listed here is internal. What client and server share (the
 * contracts, the wire, the error catalogue, the vocabulary, the validation rules) is
 * @abitura/contracts; the types of the client's own signatures are re-exported here.
 */

// The client
export { createClient } from './client.js';
export type { Client, ClientOptions, CallOptions, ActionParams, ActionResult } from './client.js';
export { newRequestId } from './requestId.js';
export type { ActionMap, ActionName } from '@abitura/contracts';
export type { ErrorCode, ParamIssue, Reply, Subsystem } from '@abitura/contracts/wire';
export type { NoticeLevel, Notice, NoticeSink, Logger, Clock, Navigator, KeyValueStorage } from './types.js';
export { MESSAGES } from './messages/catalogue.js';

// Connection settings and environment seams
export {
  COMMUNICATION_MODES,
  DEFAULT_CONNECTION_SETTINGS,
  CONNECTION_TIMING,
  mergeSettings,
  reconnectDelay,
} from './config/connectionSettings.js';
export type { CommunicationMode, ConnectionSettings, ConnectionTiming, SettingsProblem } from './config/connectionSettings.js';
export { createCookieConfigStore, createMemoryConfigStore, WS_CONFIG_COOKIE } from './config/configStore.js';
export type { ConfigStore, CookieJar } from './config/configStore.js';
export { systemClock, createMemoryStorage } from './environment/defaults.js';
export { createHttpClient, RETRY_STATUS_CODES } from './transport/httpClient.js';
export type { ConnectionState } from './transport/liveConnection.js';
export type { WebSocketLike, WebSocketFactory } from './transport/socketChannel.js';
export { SESSION_KEYS } from './session/sessionStore.js';
export type { SessionUser, AbilityRule, SessionPayload } from './session/sessionStore.js';
export { REFERENCE_FETCH } from './references/referenceLoader.js';
export type { ReferenceState, ReferenceRequest, ReferenceLoader } from './references/referenceLoader.js';
export type { TopicHandler } from './events/topicSubscriptions.js';
export { DEFAULT_LIVE_POLL_MS, type LiveViewOptions } from './events/liveView.js';


// Typed errors
export {
  SdkError,
  TransportError,
  TimeoutError,
  ConnectionClosedError,
  ActionError,
  ValidationError,
  errorFromReply,
} from './errors/index.js';
export { isUnreachable } from './errors/unreachable.js';

// Admission service
export {
  createAdmissionClient,
  ADMISSION_SUCCESS_CODES,
  isAdmissionSuccess,
  toAdmissionReply,
  EMPTY_RESPONSE_MESSAGE,
  INVALID_JSON_LOG_MESSAGE,
  REQUEST_FAILED_MESSAGE,
  httpErrorMessage,
} from './admission/index.js';
export type {
  AdmissionCallOptions,
  AdmissionClient,
  AdmissionClientOptions,
  AdmissionHttpResponse,
  AdmissionPost,
  AdmissionReply,
} from './admission/index.js';

// Clipboard
export {
  copyToClipboard,
  COPY_FAILURE_MESSAGE,
  COPY_SUCCESS_MESSAGE,
} from './clipboard/index.js';
export type {
  ClipboardWriter,
  CopyToClipboardOptions,
} from './clipboard/index.js';

// Routes, guard, ability and menu
export {
  ROUTES,
  ROOT_ROUTE_NAME,
  LOGIN_ROUTE_NAME,
  HOME_ROUTE_NAME,
  NOT_AUTHORIZED_ROUTE_NAME,
  NOT_ACTIONS_ROUTE_NAME,
  EDIT_PASSWORD_ROUTE_NAME,
  ERROR_ROUTE_NAME,
  findRoute,
  WILDCARD_PARAM,
  normalizePathname,
  matchRoute,
  buildPath,
  ADMIN_PERMISSION,
  can,
  canDo,
  isSignedIn,
  guardRoute,
  verifyRouteAccess,
  LOGIN_REDIRECT_PARAM,
  ROOT_PATH,
  LOGIN_PATH,
  HOME_PATH,
  NOT_AUTHORIZED_PATH,
  NOT_ACTIONS_PATH,
  EDIT_PASSWORD_PATH,
  loginPathFor,
  afterTokenCheck,
  loginRedirectTarget,
  visibleMenu,
  MENU,
} from './routing/index.js';
export type {
  RouteDef,
  RouteAbilityCheck,
  RouteMatch,
  Ability,
  GuardSession,
  GuardInput,
  GuardRedirectReason,
  GuardResult,
  CheckAccessReply,
  CheckAccessCall,
  MenuItem,
} from './routing/index.js';
