/**
 * Where the server lives. A relative apiBase ('/api') is resolved against the page's location,
 * so the same build works on any host; Node callers (the CLI) pass an absolute one.
 */
export function resolveEndpoints(apiBase: string, subsystem: string, location?: { href: string }): { http: string; ws: string } {
  const trimmed = apiBase.replace(/\/+$/, '');
  const base = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : location ? new URL(trimmed || '/', location.href).href.replace(/\/+$/, '') : null;
  if (base === null) {
    throw new TypeError(`apiBase "${apiBase}" is relative and there is no page location to resolve it against; pass an absolute URL such as http://127.0.0.1:8080/api`);
  }
  const ws = new URL(`${base}/ws`);
  ws.protocol = ws.protocol === 'https:' ? 'wss:' : 'ws:';
  ws.searchParams.set('subsystem', subsystem);
  return { http: base, ws: ws.href };
}
