import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * CSP and friends on every response: the apps load only their own code and cannot be framed.
 * helmet's other headers stay off, as before it: HSTS belongs to the proxy that terminates TLS,
 * and the rest (Origin-Agent-Cluster, Cross-Origin-Resource-Policy, X-DNS-Prefetch-Control, …)
 * change nothing these apps rely on.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'media-src': ["'self'", 'data:', 'blob:'],
      // Printing a statement, a receipt or a result sheet frames its PDF from a blob: URL
      // (officeFiles.printPdf); without this the browser refuses the frame and nothing prints.
      'frame-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  xContentTypeOptions: true,
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** helmet has no Permissions-Policy. The QR scanner needs the camera; nothing needs the microphone or location. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * The headers as [lower-case name, value], for the answers Node gives before any route
 * (clientErrors.ts), which Fastify's hooks never see: what helmet sets with these options, read
 * off its middleware, and the Permissions-Policy.
 */
export function securityHeaderPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const recorder = { setHeader: (name: string, value: string) => pairs.push([name.toLowerCase(), value]), removeHeader: () => {} };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...pairs, ['permissions-policy', PERMISSIONS_POLICY]];
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
