import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Dispatcher } from '../actions/dispatcher.js';
import type { Services } from '../services.js';
import { registerRpcRoutes } from './rpcRoutes.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { registerStaticApps } from './staticApps.js';
import { originAllowed, registerWsRoute, WS_LIMITS } from './wsRoute.js';

export const HTTP_BODY_LIMIT = 256 * 1024;

const envelopeError = (code: string, message: string) => ({ success: false, message, data: code });

/** What was wrong with a body Fastify could not parse, in words a person can act on. */
const BODY_PROBLEMS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Отправьте тело в формате JSON с заголовком Content-Type: application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Тело запроса пустое: отправьте JSON-объект {action, params, token, requestId}.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON (ключи __proto__ и constructor.prototype не допускаются).',
};

/** Path segments that look like a secret: reset tokens (hex), ticket tokens (UUID), access tokens. */
const SECRET_SEGMENT = /^(?:[0-9a-f]{16,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{32,})$/i;

/**
 * A request address as it may be logged: page addresses carry tokens (the reset link of a mail,
 * a ticket page), so token-like path segments and every query value but `subsystem` are hidden.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[hidden]' : segment))
    .join('/');
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      return key === 'subsystem' ? pair : `${key}=[hidden]`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the address made safe to log. */
const safeRequest = (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
  method: request.method,
  url: loggableUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The Fastify app: routes, limits, headers, and error replies that are always envelopes. */
export async function buildHttpServer(options: { services: Services; dispatcher: Dispatcher; log: Logger }): Promise<FastifyInstance> {
  const { services, dispatcher } = options;
  const app = Fastify({
    loggerInstance: options.log as unknown as FastifyBaseLogger,
    bodyLimit: HTTP_BODY_LIMIT,
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Every request's logger gets the safe request serializer (no token in a logged address).
    childLoggerFactory: (logger, bindings, childOptions) => logger.child(bindings, { ...childOptions, serializers: { ...childOptions.serializers, req: safeRequest } }),
  });

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(envelopeError('PAYLOAD_TOO_LARGE', `Запрос больше ${HTTP_BODY_LIMIT / 1024} КБ.`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const problem = BODY_PROBLEMS[error.code ?? ''] ?? 'Некорректный запрос: тело должно быть JSON-объектом {action, params, token, requestId}.';
      // INVALID_PARAMS always carries issues (DESIGN section 2), here about the body as a whole.
      return reply.code(error.statusCode).send({ ...envelopeError('INVALID_PARAMS', problem), issues: [{ path: '(body)', message: problem }] });
    }
    request.log.error({ err: error }, 'unhandled request error');
    return reply.code(500).send(envelopeError('INTERNAL', 'Внутренняя ошибка сервера. Повторите попытку позже.'));
  });

  registerSecurityHeaders(app);
  await app.register(websocket, {
    options: {
      maxPayload: WS_LIMITS.maxPayload,
      verifyClient: (info: { req: IncomingMessage }) => originAllowed(info.req, services.config.allowedOrigins),
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await services.database.ping().catch(() => false);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable', database: services.database.kind });
  });

  registerRpcRoutes(app, dispatcher);
  registerWsRoute(app, dispatcher, services);
  registerStaticApps(app, services.config.appsDir);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send(envelopeError('NOT_FOUND', `Нет такого адреса: ${request.method} ${request.url.split('?')[0]}`));
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return app;
}
