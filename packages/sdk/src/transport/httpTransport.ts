import type { KyInstance } from 'ky';
import { TimeoutError } from '../errors/timeoutError.js';
import { TransportError } from '../errors/transportError.js';
import { MESSAGES } from '../messages/catalogue.js';
import type { Envelope, Reply } from '@abitura/contracts/wire';
import { parseReply } from './parseReply.js';

export interface HttpTransportOptions {
  http: KyInstance;
  /** @default '/api' */
  apiBase: string;
  /** Headers for each request (X-Subsystem, Authorization), read at send time. */
  headers: () => Record<string, string>;
}

export interface HttpTransport {
  send(envelope: Envelope & { requestId: string }, options?: { timeoutMs?: number }): Promise<Reply>;
}

/**
 * `POST {apiBase}/rpc` with the envelope as JSON. A reply envelope is returned whatever the HTTP
 * status (the server answers errors as envelopes); anything else rejects with a typed error.
 */
export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const url = `${options.apiBase.replace(/\/+$/, '')}/rpc`;
  return {
    async send(envelope, { timeoutMs } = {}) {
      let response: Response;
      try {
        response = await options.http.post(url, {
          json: envelope,
          headers: options.headers(),
          throwHttpErrors: false,
          retry: 0,
          timeout: timeoutMs ?? false,
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new TimeoutError(envelope.action, timeoutMs ?? 0, envelope.requestId);
        }
        throw new TransportError(MESSAGES.requestFailed, 'http', { action: envelope.action }, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (text.trim() === '') {
        throw new TransportError(MESSAGES.emptyResponse, 'http', { action: envelope.action, status: response.status }, { code: 'EMPTY_RESPONSE' });
      }
      const reply = parseReply(text);
      if (!reply) {
        throw new TransportError(MESSAGES.requestFailed, 'http', { action: envelope.action, status: response.status });
      }
      return reply;
    },
  };
}
