import type { IncomingMessage } from 'node:http';

/** The entries of X-Forwarded-For, as @fastify/forwarded splits them: spaces and tabs trimmed, empty ones skipped. */
function firstForwarded(header: string): string | undefined {
  if (!header.includes(',')) {
    const remote = header.trim();
    return remote.length > 0 ? remote : undefined;
  }
  for (const part of header.split(',')) {
    const entry = part.replace(/^[ \t]+|[ \t]+$/g, '');
    if (entry.length > 0) return entry;
  }
  return undefined;
}

/**
 * The client's address as Fastify's `request.ip` gives it: the socket's peer, or with TRUST_PROXY
 * (every proxy trusted) the leftmost X-Forwarded-For entry. The /api/rpc fast path answers without
 * Fastify, so it needs the very same address for sessions, throttling and anonymous callers.
 */
export function clientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean): string | undefined {
  const socketAddress = request.socket.remoteAddress;
  if (!trustProxy) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  if (typeof header !== 'string' || header.length === 0) return socketAddress;
  return firstForwarded(header) ?? socketAddress;
}
