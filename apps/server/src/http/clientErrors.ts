import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { envelopeError } from './errorReplies.js';
import { SECURITY_HEADERS } from './securityHeaders.js';

/**
 * The status and envelope for a request Node gives up on before any route sees it: one not
 * received in time (the slow-client limits), headers over Node's size limit, or bytes that are
 * not HTTP. Like every refusal, a Russian sentence with its code.
 */
export function clientErrorReply(code: string | undefined, requestTimeoutMs: number): { statusCode: number; body: object } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    const seconds = Math.max(1, Math.round(requestTimeoutMs / 1000));
    return { statusCode: 408, body: envelopeError('TIMEOUT', `Запрос не получен целиком за ${seconds} с: проверьте соединение и отправьте его снова.`) };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, body: envelopeError('PAYLOAD_TOO_LARGE', `Заголовки запроса больше ${Math.round(maxHeaderSize / 1024)} КБ: сократите их.`) };
  }
  const problem = 'Запрос не является корректным HTTP-запросом.';
  return { statusCode: 400, body: { ...envelopeError('INVALID_PARAMS', problem), issues: [{ path: '(request)', message: problem }] } };
}

/**
 * Fastify's `clientErrorHandler`: Fastify's own answers these in English with a body of its
 * own shape. The connection is closed after the answer, as Node and Fastify do.
 */
export function createClientErrorHandler(requestTimeoutMs: number) {
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ err: error }, 'client error');
    if (socket.writable) {
      const { statusCode, body } = clientErrorReply(error.code, requestTimeoutMs);
      const text = JSON.stringify(body);
      const headers = ['Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(text)}`, 'Connection: close'];
      for (let at = 0; at < SECURITY_HEADERS.length; at += 2) headers.push(`${SECURITY_HEADERS[at]}: ${SECURITY_HEADERS[at + 1]}`);
      socket.write(`HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${headers.join('\r\n')}\r\n\r\n${text}`);
    }
    socket.destroy(error);
  };
}
