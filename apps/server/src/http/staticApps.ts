import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, COMPRESS_FROM_BYTES, CompressedFiles } from './compressedFiles.js';

/**
 * Where each built app is served. Assets of app X live at /apps/X/ (apps build with Vite's
 * `base: '/apps/X/'`), and its index.html answers every address of its routes, so a deep link
 * or a reload lands in the right app (SPA fallback). The staff app takes every other address.
 */
export const APP_MOUNTS: ReadonlyArray<{ app: string; prefixes: readonly string[] }> = [
  { app: 'kiosk', prefixes: ['/queue/kiosk'] },
  { app: 'tv', prefixes: ['/queue/tv'] },
  { app: 'questionnaire', prefixes: ['/questionnaire'] },
  { app: 'qr', prefixes: ['/tickets/', '/front-pages/tickets/', '/qr', '/front-pages/scanner'] },
];
export const FALLBACK_APP = 'staff';

/**
 * The front-end apps served under /apps/<name>/, by name: APPS_DIR is the whole apps/ folder,
 * which also holds the server (its bundle and source maps carry the server's full source), so
 * a folder is served only because it is listed here, never because it exists.
 */
export const SERVED_APPS: ReadonlySet<string> = new Set([FALLBACK_APP, ...APP_MOUNTS.map(({ app }) => app)]);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Text formats, which compress; images, fonts and sound already are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt', '.map']);

/** Which app serves a document address. */
export function appFor(pathname: string): string {
  const mount = APP_MOUNTS.find(({ prefixes }) =>
    prefixes.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`))),
  );
  return mount?.app ?? FALLBACK_APP;
}

/** A file inside `root`, or null for anything that would step outside it. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep) ? path : null;
}

/**
 * Sends a built file, compressed (brotli, else gzip) when it is text of some size and the client
 * takes it: the budgets of docs/benchmarks.md count scripts as compressed, as they travel.
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, compressed: CompressedFiles, path: string, cache: string): Promise<boolean> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return false;
    const extension = extname(path).toLowerCase();
    const compressible = COMPRESSIBLE.has(extension) && info.size >= COMPRESS_FROM_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    const body = encoding ? await compressed.get(path, `${info.size} ${info.mtimeMs}`, encoding, () => readFile(path)) : await readFile(path);
    reply.header('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    reply.header('Cache-Control', cache);
    if (compressible) reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    await reply.send(body);
    return true;
  } catch {
    return false;
  }
}

/** Serves apps/<name>/dist for every listed app that has been built; anything else answers a plain 404. */
export function registerStaticApps(app: FastifyInstance, appsDir: string): void {
  const compressed = new CompressedFiles();
  app.get('/apps/:app/*', async (request, reply) => {
    const { app: name, '*': rest } = request.params as { app: string; '*': string };
    if (!SERVED_APPS.has(name)) return reply.callNotFound();
    const path = safeJoin(join(appsDir, name, 'dist'), rest);
    // Vite names built assets by content hash: they never change, so they may be cached for good.
    const cache = rest.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (path && (await sendFile(request, reply, compressed, path, cache))) return reply;
    return reply.callNotFound();
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] as string;
    if (pathname.startsWith('/api/')) return reply.callNotFound();
    const name = appFor(pathname);
    if (await sendFile(request, reply, compressed, join(appsDir, name, 'dist', 'index.html'), 'no-cache')) return reply;
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send(`Приложение ${name} в этой установке ещё не собрано (npm run build). API доступен по адресам /api/rpc и /api/ws.`);
  });
}
