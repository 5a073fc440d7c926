import type { FastifyInstance } from 'fastify';

/** CSP and friends on every response: the apps load only their own code and cannot be framed. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "media-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Name, value, name, value, …: lower-case names, in the order every response carries them. */
export const SECURITY_HEADERS: readonly string[] = Object.freeze([
  'content-security-policy',
  CONTENT_SECURITY_POLICY,
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
  'x-frame-options',
  'DENY',
  'cross-origin-opener-policy',
  'same-origin',
  // The QR scanner needs the camera; nothing needs the microphone or location.
  'permissions-policy',
  'camera=(self), microphone=(), geolocation=()',
]);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    for (let at = 0; at < SECURITY_HEADERS.length; at += 2) reply.header(SECURITY_HEADERS[at] as string, SECURITY_HEADERS[at + 1]);
  });
}
