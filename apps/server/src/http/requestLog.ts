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

/** The logged form of a request, with the address made safe to log (Fastify's `req` serializer). */
export const safeRequest = (request: { method?: string | undefined; url?: string | undefined; host?: string | undefined; ip?: string | undefined; socket?: { remotePort?: number | undefined } | undefined }) => ({
  method: request.method,
  url: loggableUrl(request.url ?? ''),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
