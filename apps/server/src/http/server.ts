import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Dispatcher } from '../actions/dispatcher.js';
import type { Services } from '../services.js';
import { createClientErrorHandler } from './clientErrors.js';
import { envelopeError, errorReply, HTTP_BODY_LIMIT } from './errorReplies.js';
import { createOriginCheck } from './origins.js';
import { safeRequest } from './requestLog.js';
import { registerRpcRoutes } from './rpcRoutes.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { registerStaticApps } from './staticApps.js';
import { registerWsRoute, WS_LIMITS } from './wsRoute.js';

const CHECK_LIMITS_EVERY_MS = 1_000;

/** The Fastify app: routes, limits, headers, and error replies that are always envelopes. */
export async function buildHttpServer(options: { services: Services; dispatcher: Dispatcher; log: Logger }): Promise<FastifyInstance> {
  const { services, dispatcher } = options;
  const trustProxy = process.env.TRUST_PROXY === 'true';
  const timeouts = services.config.httpTimeouts;
  const app = Fastify({
    loggerInstance: options.log as unknown as FastifyBaseLogger,
    bodyLimit: HTTP_BODY_LIMIT,
    // Slow-client limits: without them a body shorter than its Content-Length holds its socket forever.
    connectionTimeout: timeouts.connectionTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // Node checks the header and request limits on this interval (30 s by default, which would
    // stretch a 15 s limit to 45).
    http: { headersTimeout: timeouts.headersTimeoutMs, connectionsCheckingInterval: CHECK_LIMITS_EVERY_MS },
    clientErrorHandler: createClientErrorHandler(timeouts.requestTimeoutMs),
    requestIdHeader: false,
    trustProxy,
    // Every request's logger gets the safe request serializer (no token in a logged address).
    childLoggerFactory: (logger, bindings, childOptions) => logger.child(bindings, { ...childOptions, serializers: { ...childOptions.serializers, req: safeRequest } }),
  });

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    const { statusCode, body } = errorReply(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'unhandled request error');
    return reply.code(statusCode).send(body);
  });

  await registerSecurityHeaders(app);
  const originAllowed = createOriginCheck(services.config);
  await app.register(websocket, {
    options: {
      maxPayload: WS_LIMITS.maxPayload,
      verifyClient: (info: { req: IncomingMessage }) => originAllowed(info.req.headers),
    },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await services.database.ping().catch(() => false);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unavailable', database: services.database.kind });
  });

  registerRpcRoutes(app, dispatcher, originAllowed);
  registerWsRoute(app, dispatcher, services);
  await registerStaticApps(app, services.config.appsDir);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send(envelopeError('NOT_FOUND', `Нет такого адреса: ${request.method} ${request.url.split('?')[0]}`));
    return reply.code(404).type('text/plain; charset=utf-8').send('Страница не найдена: проверьте адрес.');
  });
  return app;
}
