import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** Text formats: the build writes compressed copies of them (scripts/precompress.mjs). */
const TEXT_FILE = /\.(?:html|m?js|css|json|svg|webmanifest|txt|map)(?:\.br|\.gz)?$/i;

/** Which app serves a document address. */
export function appFor(pathname: string): string {
  const mount = APP_MOUNTS.find(({ prefixes }) =>
    prefixes.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`))),
  );
  return mount?.app ?? FALLBACK_APP;
}

const fileExists = (path: string) => stat(path).then((info) => info.isFile(), () => false);

/**
 * The built apps through @fastify/static: each listed app's `dist` under /apps/<name>/, sending a
 * file's .br or .gz copy to a client that takes it; every other address gets its app's index.html,
 * or a plain 404 saying the app is not built. Nothing else under /apps/ is served.
 */
export async function registerStaticApps(app: FastifyInstance, appsDir: string): Promise<void> {
  const distOf = (name: string) => join(appsDir, name, 'dist');
  /** Replies sending a file that has no compressed copies (images, fonts, sound). */
  const incompressible = new WeakSet<FastifyReply>();
  const shared: FastifyStaticOptions = {
    preCompressed: true,
    // Directories are no pages here: /apps/<name>/ is not its index.html.
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      // Vite names built assets by content hash: they never change, so they may be cached for good.
      const [, , folder] = relative(appsDir, path).split(sep);
      reply.header('cache-control', folder === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (TEXT_FILE.test(path)) reply.header('vary', 'Accept-Encoding');
      else incompressible.add(reply);
    },
  };

  await app.register(async (scope) => {
    // A path the plugin refuses (a '..' or an empty segment in it) is a page that does not exist.
    scope.setErrorHandler((error: { code?: string }, _request, reply) => {
      if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
      throw error;
    });
    // The plugin marks every file it sends as varying with Accept-Encoding; only text files do.
    scope.addHook('onSend', async (_request, reply, payload) => {
      if (incompressible.has(reply)) reply.removeHeader('vary');
      return payload;
    });
    // One registration serves no route and gives reply.sendFile (for the index pages); one per app
    // serves its folder, so the list above is all there is.
    await scope.register(fastifyStatic, { ...shared, serve: false });
    for (const name of SERVED_APPS) {
      await scope.register(fastifyStatic, { ...shared, root: distOf(name), prefix: `/apps/${name}/`, decorateReply: false, suppressWarning: true });
    }

    scope.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] as string;
      if (pathname.startsWith('/api/') || pathname.startsWith('/apps/')) return reply.callNotFound();
      const name = appFor(pathname);
      if (await fileExists(join(distOf(name), 'index.html'))) return reply.sendFile('index.html', distOf(name));
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(`Приложение ${name} в этой установке ещё не собрано (npm run build). API доступен по адресам /api/rpc и /api/ws.`);
    });
  });
}
