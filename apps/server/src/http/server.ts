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

/** The Fastify app: routes, limits, headers, and error replies that are always envelopes. */
export async function buildHttpServer(options: { services: Services; dispatcher: Dispatcher; log: Logger }): Promise<FastifyInstance> {
  const { services, dispatcher } = options;
  const app = Fastify({
    loggerInstance: options.log as unknown as FastifyBaseLogger,
    bodyLimit: HTTP_BODY_LIMIT,
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(envelopeError('PAYLOAD_TOO_LARGE', `Запрос больше ${HTTP_BODY_LIMIT / 1024} КБ.`));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(envelopeError('INVALID_PARAMS', 'Некорректный запрос: тело должно быть JSON-объектом {action, params, token, requestId}.'));
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
