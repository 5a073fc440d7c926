import type { Logger, NoticeSink } from '../types.js';
import { EMPTY_RESPONSE_MESSAGE, INVALID_JSON_LOG_MESSAGE, REQUEST_FAILED_MESSAGE, httpErrorMessage } from './messages.js';
import { isAdmissionSuccess, toAdmissionReply } from './reply.js';
import type { AdmissionReply } from './reply.js';

/** The part of a fetch `Response` the client reads. */
export interface AdmissionHttpResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

/** Sends one form-urlencoded POST; a thin wrapper over fetch or ky in the apps, a stub in tests. */
export type AdmissionPost = (url: string, body: URLSearchParams, headers: Record<string, string>) => Promise<AdmissionHttpResponse>;

export interface AdmissionClientOptions {
  /** Sends the request. */
  post: AdmissionPost;
  /**
   * Base of the API; the service is at `{apiBase}/admission`.
   * @default '/api'
   */
  apiBase?: string;
  /**
   * Extra headers per request, read at each call: `X-Subsystem` and `Authorization` from the client.
   * @default () => ({})
   */
  headers?: () => Record<string, string>;
  /**
   * The caller's access token, read at each call and sent as the form field `token` (the server
   * checks admission operations like actions).
   * @default () => null
   */
  token?: () => string | null;
  /** Where the service's messages and the failure notices go. */
  notify: NoticeSink;
  /**
   * Receives failures worth a log line (never params: they may hold personal data).
   * @default a logger that drops everything
   */
  logger?: Logger;
}

export interface AdmissionCallOptions {
  /** Sent as the form field `requestId`: the server keeps a write's reply under it. @default none */
  requestId?: string;
}

export interface AdmissionClient {
  /**
   * Runs one operation of the admission service. Resolves the reply, whatever its page code, or
   * null when no reply could be had (the failure has been shown as an error notice). Never rejects.
   * A write sent again with the same `requestId` (after a lost answer) is applied once and gets
   * the first reply.
   */
  call(todo: string, params?: unknown, options?: AdmissionCallOptions): Promise<AdmissionReply | null>;
}

const CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

const silentLogger: Logger = { info: () => undefined, error: () => undefined };

/** A client for the external admission service (`POST {apiBase}/admission`, DESIGN section 2). */
export function createAdmissionClient(options: AdmissionClientOptions): AdmissionClient {
  const url = `${(options.apiBase ?? '/api').replace(/\/+$/, '')}/admission`;
  const logger = options.logger ?? silentLogger;

  // A notice sink that throws must not turn into a rejected call.
  const notify: NoticeSink = (notice) => {
    try {
      options.notify(notice);
    } catch (error) {
      logger.error('Notice sink failed', { error: String(error) });
    }
  };

  function buildHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers?.() ?? {})) {
      // The body is always form-urlencoded, so a caller's content type (in any case) is dropped.
      if (name.toLowerCase() !== 'content-type') headers[name] = value;
    }
    headers['Content-Type'] = CONTENT_TYPE;
    return headers;
  }

  function parseBody(text: string, todo: string): unknown {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      // SPEC section 8: a parse failure is logged and an empty object is used.
      logger.error(INVALID_JSON_LOG_MESSAGE, { todo, error: String(error) });
      return {};
    }
  }

  async function call(todo: string, params?: unknown, callOptions?: AdmissionCallOptions): Promise<AdmissionReply | null> {
    let response: AdmissionHttpResponse;
    let text: string;
    try {
      const body = new URLSearchParams({ todo, params: JSON.stringify(params) ?? '{}' });
      const token = options.token?.();
      if (token) body.set('token', token);
      if (callOptions?.requestId) body.set('requestId', callOptions.requestId);
      response = await options.post(url, body, buildHeaders());
      if (!response.ok) {
        logger.error(httpErrorMessage(response.status), { todo, status: response.status });
        notify({ level: 'error', message: httpErrorMessage(response.status) });
        return null;
      }
      text = await response.text();
    } catch (error) {
      logger.error(REQUEST_FAILED_MESSAGE, { todo, error: String(error) });
      notify({ level: 'error', message: REQUEST_FAILED_MESSAGE });
      return null;
    }

    const reply = text.trim() === '' ? null : toAdmissionReply(parseBody(text, todo));
    if (reply === null) {
      notify({ level: 'error', message: EMPTY_RESPONSE_MESSAGE });
      return null;
    }
    if (reply.message.trim() !== '') {
      notify({ level: isAdmissionSuccess(reply.page_code) ? 'success' : 'warning', message: reply.message });
    }
    return reply;
  }

  return { call };
}
