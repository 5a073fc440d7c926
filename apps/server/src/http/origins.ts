import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import type { ServerConfig } from '../config.js';

/** A host a DNS-rebinding page cannot stand behind: an address literal, or localhost. */
function addressOrLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}

/**
 * Which pages may talk to the server from a browser (the WebSocket upgrade, the admission form):
 * the public address (PUBLIC_URL), ALLOWED_ORIGINS, and a page the server itself served when it
 * was reached by an IP address or localhost (a LAN device, a developer). A page reached by any
 * other name counts only when that name is configured: a DNS-rebinding page (evil.example
 * resolved to this server) carries an Origin equal to its Host, so that equality alone proves
 * nothing. Requests without an Origin (the CLI, Node, curl) are no browser page and pass.
 */
export function createOriginCheck(config: Pick<ServerConfig, 'publicUrl' | 'allowedOrigins'>): (headers: IncomingHttpHeaders) => boolean {
  const configured = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins.map((origin) => new URL(origin).origin)]);
  return (headers) => {
    const origin = headers.origin;
    if (origin === undefined) return true;
    if (configured.has(origin)) return true;
    let page: URL;
    try {
      page = new URL(origin);
    } catch {
      return false;
    }
    // Only a bare origin: no path, no user, nothing a browser would not send.
    if (page.origin !== origin || page.host !== headers.host) return false;
    return addressOrLocalhost(page.hostname);
  };
}
