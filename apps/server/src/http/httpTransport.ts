import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from '@abitura/contracts/wire';
import type { TransportInfo } from '../actions/dispatcher.js';
import { readBearer, readSubsystem, SUBSYSTEM_PROBLEM } from './subsystem.js';

/** The transport of an HTTP request from its headers, or null when X-Subsystem names no surface. */
export function httpTransport(headers: IncomingHttpHeaders, address: string): TransportInfo | null {
  const subsystem = readSubsystem(headers['x-subsystem']);
  if (!subsystem) return null;
  const userAgent = headers['user-agent'];
  return {
    subsystem,
    address,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    apiKey: readBearer(headers.authorization),
    connection: null,
  };
}

const NOT_AN_OBJECT = 'Тело запроса должно быть JSON-объектом {action, params, token, requestId}, а не списком, строкой, числом или null.';

const invalid = (message: string): Reply => ({ success: false, message, data: 'INVALID_PARAMS', issues: [{ path: '(envelope)', message }] });

/**
 * Why a parsed POST /api/rpc body cannot be dispatched (answered with status 400), or null when it
 * can.
 */
export function rpcRefusal(body: unknown, transport: TransportInfo | null): Reply | null {
  if (!transport) return invalid(SUBSYSTEM_PROBLEM);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid(NOT_AN_OBJECT);
  return null;
}
