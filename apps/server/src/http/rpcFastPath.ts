import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Reply } from '@abitura/contracts/wire';
import type { Logger } from 'pino';
import type { Dispatcher, TransportInfo } from '../actions/dispatcher.js';
import { clientAddress } from './clientAddress.js';
import { errorReply, HTTP_BODY_LIMIT } from './errorReplies.js';
import { httpTransport, rpcRefusal } from './httpTransport.js';
import { securityHeaderPairs } from './securityHeaders.js';

/** Fastify's JSON body parser (`getDefaultJsonParser`): same BOM, __proto__ and empty-body rules. */
export type JsonBodyParser = (request: never, body: string, done: (error: Error | null, value?: unknown) => void) => void;

export interface RpcFastPathOptions {
  dispatcher: Dispatcher;
  log: Logger;
  parseJson: JsonBodyParser;
  trustProxy: boolean;
  /** Request ids for the log, from the generator Fastify uses too. */
  nextLogId: () => string;
  /** True once the server is closing: Fastify then answers 503 itself. */
  closing: () => boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Every reply's headers in the order Fastify sends them; the last value is the length. */
const REPLY_HEADERS = ['content-type', JSON_TYPE, ...securityHeaderPairs().flat(), 'content-length', ''];
/** A body that could not be parsed ends the connection, as Fastify does: the client may send more. */
const CLOSING_REPLY_HEADERS = ['connection', 'close', ...REPLY_HEADERS];

/**
 * Which requests the fast path answers: POST /api/rpc with a JSON body of declared length within
 * the limit, while the server is open. Anything else (other methods, content types or encodings,
 * chunked or oversized bodies, a closing server) goes to Fastify, whose /api/rpc route answers it
 * with the same shared pieces, so the edge cases keep Fastify's exact behaviour.
 */
function takes(request: IncomingMessage): boolean {
  if (request.method !== 'POST') return false;
  const url = request.url as string;
  if (url !== '/api/rpc' && !url.startsWith('/api/rpc?')) return false;
  const type = request.headers['content-type'];
  if (type !== 'application/json' && type?.toLowerCase() !== 'application/json; charset=utf-8') return false;
  if (request.headers['transfer-encoding'] !== undefined) return false;
  const length = Number(request.headers['content-length']);
  return length > 0 && length <= HTTP_BODY_LIMIT;
}

/**
 * `POST /api/rpc` without Fastify. Fastify's routing, request objects, hooks and serialization cost
 * about as much as running the action itself, and this endpoint carries every HTTP action call.
 * It answers exactly as the Fastify route does: the same parser, refusals, error replies, security
 * headers and client address; like the route (logLevel 'warn'), no request lines at info, while
 * an unhandled error is logged with a request id.
 * Returns false for a request it leaves to Fastify.
 */
export function createRpcFastPath(options: RpcFastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const { dispatcher, log, parseJson, trustProxy, nextLogId } = options;

  const send = (response: ServerResponse, statusCode: number, body: object, headers: readonly string[]) => {
    const text = JSON.stringify(body);
    const all = headers.slice();
    all[all.length - 1] = String(Buffer.byteLength(text));
    response.writeHead(statusCode, all);
    response.end(text);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse, text: string) => {
    let body: unknown;
    let parseError: Error | null = null;
    parseJson(request as never, text, (error, value) => {
      parseError = error;
      body = value;
    });
    if (parseError) {
      const { statusCode, body: reply } = errorReply(parseError);
      send(response, statusCode, reply, CLOSING_REPLY_HEADERS);
      return;
    }
    const transport = httpTransport(request.headers, clientAddress(request, trustProxy) as string);
    const refusal = rpcRefusal(body, transport);
    try {
      const reply: Reply = refusal ?? (await dispatcher.dispatch(body, transport as TransportInfo));
      // Serializing can throw too (a BigInt in data): that is INTERNAL, as in Fastify.
      send(response, refusal ? 400 : 200, reply, REPLY_HEADERS);
    } catch (error) {
      log.error({ reqId: nextLogId(), err: error }, 'unhandled request error');
      const failed = errorReply({});
      send(response, failed.statusCode, failed.body, REPLY_HEADERS);
    }
  };

  return (request, response) => {
    if (options.closing() || !takes(request)) return false;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client gone mid-body has nobody to answer; Node has closed the socket already.
    request.on('error', () => {});
    request.on('end', () => {
      const text = chunks.length === 1 ? (chunks[0] as Buffer).toString('utf8') : Buffer.concat(chunks).toString('utf8');
      void answer(request, response, text);
    });
    return true;
  };
}

/**
 * Puts the fast path in front of Fastify on its own server: Fastify's 'request' listener becomes
 * the fallback. (A server Fastify binds besides, for `localhost` on both IPv4 and IPv6, keeps
 * Fastify alone, and its /api/rpc route answers there.)
 */
export function installRpcFastPath(server: Server, fastPath: (request: IncomingMessage, response: ServerResponse) => boolean): void {
  const fallbacks = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  server.on('request', function rpcFastPathFirst(request: IncomingMessage, response: ServerResponse) {
    if (fastPath(request, response)) return;
    for (const fallback of fallbacks) fallback.call(server, request, response);
  });
}
