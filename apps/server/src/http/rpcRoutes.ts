import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_MESSAGES } from '@abitura/contracts/wire';
import type { FastifyInstance } from 'fastify';
import type { Dispatcher, TransportInfo } from '../actions/dispatcher.js';
import { httpTransport, rpcRefusal } from './httpTransport.js';
import { SUBSYSTEM_PROBLEM } from './subsystem.js';

/** Admission-service page codes for the action error codes. */
const PAGE_CODES: Record<string, number> = {
  INVALID_PARAMS: 400,
  TOKEN_INACTIVE: 401,
  ACCESS_DENIED: 403,
  UNKNOWN_ACTION: 404,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

const FOREIGN_PAGE = 'Запросы со страниц другого сайта не принимаются: откройте приложение по адресу этого сервера.';
const NOT_A_FORM = 'Отправьте форму application/x-www-form-urlencoded с полями todo и params.';

/** A refusal in the admission service's shape, with its code and, when a field is at fault, the issue. */
function admissionRefusal(code: string, pageCode: number, message: string, path?: string) {
  return { message, page_code: pageCode, data: path ? { code, issues: [{ path, message }] } : { code } };
}

/**
 * `POST /api/rpc` (the JSON envelope) and `POST /api/admission` (form-urlencoded `todo` and
 * `params`, answered `{message, page_code, data}`): the admission service's operations are
 * actions, registered and checked exactly like them. Admission forms from a foreign Origin are
 * refused, as WebSocket upgrades are.
 */
export function registerRpcRoutes(app: FastifyInstance, dispatcher: Dispatcher, originAllowed: (headers: IncomingHttpHeaders) => boolean): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, new URLSearchParams(body as string));
  });

  // Every HTTP action call comes here: no request log lines at info for it (errors still log).
  app.post('/api/rpc', { logLevel: 'warn' }, async (request, reply) => {
    const transport = httpTransport(request.headers, request.ip);
    const refusal = rpcRefusal(request.body, transport);
    if (refusal) return reply.code(400).send(refusal);
    return dispatcher.dispatch(request.body, transport as TransportInfo);
  });

  app.post('/api/admission', async (request, reply) => {
    // A form is a simple request: a foreign page could post one with no preflight to stop it.
    if (!originAllowed(request.headers)) return reply.code(403).send(admissionRefusal('ACCESS_DENIED', 403, FOREIGN_PAGE));
    const transport = httpTransport(request.headers, request.ip);
    const form = request.body;
    if (!transport) return reply.code(400).send(admissionRefusal('INVALID_PARAMS', 400, SUBSYSTEM_PROBLEM, 'X-Subsystem'));
    if (!(form instanceof URLSearchParams)) return reply.code(415).send(admissionRefusal('INVALID_PARAMS', 415, NOT_A_FORM, '(body)'));
    const todo = form.get('todo') ?? '';
    let params: unknown = {};
    const rawParams = form.get('params');
    if (rawParams !== null && rawParams !== '') {
      try {
        params = JSON.parse(rawParams);
      } catch {
        return admissionRefusal('INVALID_PARAMS', 400, 'Поле params должно содержать JSON.', 'params');
      }
    }
    if (todo === '') return admissionRefusal('INVALID_PARAMS', 400, 'Укажите операцию в поле todo.', 'todo');
    const token = form.get('token');
    const requestId = form.get('requestId');
    const result = await dispatcher.dispatch({ action: todo, params, token: token || null, ...(requestId ? { requestId } : {}) }, transport);
    if (result.success) return { message: result.message, page_code: 200, data: result.data };
    const code = String(result.data);
    return { message: result.message || ERROR_MESSAGES.INTERNAL, page_code: PAGE_CODES[code] ?? 500, data: result.issues ? { code, issues: result.issues } : { code } };
  });
}
