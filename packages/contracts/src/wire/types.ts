/** The wire shapes shared by every surface and the server (DESIGN.md section 2). */

/** Which surface a request comes from; sent as the `X-Subsystem` header and the WS `subsystem` query. */
export type Subsystem = 'staff' | 'kiosk' | 'tv' | 'questionnaire' | 'qr' | 'cli';

export const SUBSYSTEMS: readonly Subsystem[] = ['staff', 'kiosk', 'tv', 'questionnaire', 'qr', 'cli'];

/** Error codes a server reply may carry in `data` when `success` is false. */
export type ServerErrorCode =
  | 'TOKEN_INACTIVE'
  | 'ACCESS_DENIED'
  | 'INVALID_PARAMS'
  | 'UNKNOWN_ACTION'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL';

/** Error codes the client produces itself when no server reply could be had. */
export type ClientErrorCode =
  | 'TRANSPORT_ERROR'
  | 'TIMEOUT'
  | 'EMPTY_RESPONSE'
  | 'CONNECTION_CLOSED'
  | 'LOGGED_OUT'
  | 'CLIENT_CLOSED';

export type ErrorCode = ServerErrorCode | ClientErrorCode;

/** One problem with a request's params, as the server reports it with INVALID_PARAMS. */
export interface ParamIssue {
  path: string;
  message: string;
}

/** What goes over the wire, HTTP body or WS frame. */
export interface Envelope {
  action: string;
  params: unknown;
  token: string | null;
  requestId?: string;
  /**
   * The device or CLI key, on WebSocket frames only: a browser cannot set headers on a socket, so
   * the key that HTTP sends as `Authorization: Bearer` rides in the frame instead.
   */
  apiKey?: string;
}

/** Every reply: `{success, message, data}`; failures carry an error code in `data`. */
export interface Reply<T = unknown> {
  success: boolean;
  message: string;
  data: T;
  requestId?: string;
  issues?: ParamIssue[];
}

export interface FailureReply extends Reply<ErrorCode | string> {
  success: false;
}

/** A frame the server starts itself (not a reply). */
export interface SystemFrame {
  SYSTEM_CALL: 'NOTIFY' | 'EVENT';
  topic?: string;
  data?: unknown;
  message?: string;
}
