import { mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/compressedFiles.js';
import { appFor, safeJoin, SERVED_APPS } from '../src/http/staticApps.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let appsDir: string;
/** Every front-end app that ships today; the questionnaire is listed but arrives with a later issue. */
const BUILT = ['staff', 'kiosk', 'tv', 'qr'];

beforeAll(async () => {
  appsDir = await mkdtemp(join(tmpdir(), 'abitura-apps-'));
  for (const name of BUILT) {
    await mkdir(join(appsDir, name, 'dist', 'assets'), { recursive: true });
    await writeFile(join(appsDir, name, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(join(appsDir, name, 'dist', 'assets', 'main-abc123.js'), `console.log('${name}')`);
    await writeFile(join(appsDir, name, 'dist', 'assets', 'main-abc123.js.map'), `{"version":3,"sources":["${name}.tsx"]}`);
  }
  // What else lives in apps/: the server's bundle with its source map, and folders that are no app.
  await mkdir(join(appsDir, 'server', 'dist'), { recursive: true });
  await writeFile(join(appsDir, 'server', 'dist', 'main.js'), "console.log('server')");
  await writeFile(join(appsDir, 'server', 'dist', 'main.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  await mkdir(join(appsDir, 'notes', 'dist'), { recursive: true });
  await writeFile(join(appsDir, 'notes', 'dist', 'index.html'), '<title>notes</title>');
  await writeFile(join(appsDir, 'staff', 'dist', 'assets', 'big-def456.js'), BIG_SCRIPT);
  await writeFile(join(appsDir, 'staff', 'dist', 'assets', 'logo-0a1b2c.png'), Buffer.alloc(4096, 7));
  server = await startTestServer({ appsDir });
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`);

/** A script large enough to be compressed (a few KB of repeated text). */
const BIG_SCRIPT = Array.from({ length: 200 }, (_, i) => `export const value${i} = 'значение ${i}';`).join('\n');

/** The response as sent (fetch would decode it): status, headers and the bytes on the wire. */
function getRaw(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving the built apps', () => {
  it('maps addresses to their app', () => {
    expect(appFor('/queue/kiosk')).toBe('kiosk');
    expect(appFor('/queue/kiosk/start')).toBe('kiosk');
    expect(appFor('/queue/kioskX')).toBe('staff');
    expect(appFor('/queue/tv')).toBe('tv');
    expect(appFor('/tickets/0b9b1e0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/qr')).toBe('qr');
    expect(appFor('/front-pages/scanner')).toBe('qr');
    expect(appFor('/questionnaire')).toBe('questionnaire');
    expect(appFor('/access/users/list')).toBe('staff');
  });

  it('answers every route of an app with its index.html, with security headers', async () => {
    for (const path of ['/queue/kiosk', '/queue/kiosk/anything/deep?x=1']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>kiosk</title>');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const staff = await get('/access/users/list');
    expect(await staff.text()).toContain('<title>staff</title>');
  });

  it('serves hashed assets for good and refuses to leave the app folder', async () => {
    const asset = await get('/apps/kiosk/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/apps/kiosk/assets/missing.js')).status).toBe(404);
    expect((await get('/apps/kiosk/..%2F..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/apps/KIOSK/index.html')).status).toBe(404);
    expect(safeJoin('/srv/app', '../etc/passwd')).toBeNull();
    expect(safeJoin('/srv/app', '%E0%A4%A')).toBeNull();
    expect(safeJoin('/srv/app', 'a\0b')).toBeNull();
    expect(safeJoin('/srv/app', 'assets/x.js')).toBe('/srv/app/assets/x.js');
  });

  it('serves the assets and the pages of every built app, with their source maps', async () => {
    expect([...SERVED_APPS].sort()).toEqual([...BUILT, 'questionnaire'].sort());
    for (const name of BUILT) {
      const asset = await get(`/apps/${name}/assets/main-abc123.js`);
      expect(asset.status, name).toBe(200);
      expect(await asset.text()).toBe(`console.log('${name}')`);
      expect((await get(`/apps/${name}/assets/main-abc123.js.map`)).status, name).toBe(200);
      expect((await get(`/apps/${name}/index.html`)).status, name).toBe(200);
    }
    for (const [path, name] of [['/queue/tv', 'tv'], ['/qr', 'qr'], ['/queue/kiosk', 'kiosk'], ['/', 'staff']]) {
      expect(await (await get(path as string)).text(), path).toContain(`<title>${name}</title>`);
    }
  });

  it("never serves the server's own files or a folder that is not a listed app", async () => {
    for (const path of ['/apps/server/main.js', '/apps/server/main.js.map', '/apps/server/dist/main.js', '/apps/notes/index.html', '/apps/questionnaire/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toMatch(/secret|console\.log|notes/);
    }
  });

  it('says plainly when an app is not built, and keeps /api/* as envelopes', async () => {
    const questionnaire = await get('/questionnaire');
    expect(questionnaire.status).toBe(404);
    expect(await questionnaire.text()).toContain('questionnaire');
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('compressing what is served', () => {
  it('chooses brotli, then gzip, from what the client accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('BR;q=0.5, gzip')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('sends a script brotli- or gzip-compressed as accepted, and as it is to a client that takes neither', async () => {
    const path = '/apps/staff/assets/big-def456.js';
    const br = await getRaw(path, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(BIG_SCRIPT) / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);

    const gzip = await getRaw(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(BIG_SCRIPT);

    const plain = await getRaw(path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BIG_SCRIPT);

    // A second request gets the kept copy: the same bytes.
    expect((await getRaw(path, 'br')).body.equals(br.body)).toBe(true);
  });

  it('leaves small files and images as they are', async () => {
    const small = await getRaw('/apps/kiosk/assets/main-abc123.js', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe("console.log('kiosk')");
    const image = await getRaw('/apps/staff/assets/logo-0a1b2c.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['vary']).toBeUndefined();
    expect(image.body.equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('compresses an app page, and a page rebuilt in place is sent as it now is', async () => {
    const file = join(appsDir, 'staff', 'dist', 'index.html');
    const page = (title: string) => `<!doctype html><title>${title}</title>${'<meta name="x" content="y">'.repeat(60)}`;
    await writeFile(file, page('первая сборка'));
    const first = await getRaw('/access/users/list', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(first.body).toString()).toBe(page('первая сборка'));

    await writeFile(file, page('вторая сборка'));
    // Even within the same millisecond as the first write, the size or the time tells them apart.
    await utimes(file, new Date(), new Date(Date.now() + 5_000));
    const second = await getRaw('/access/users/list', 'br');
    expect(brotliDecompressSync(second.body).toString()).toBe(page('вторая сборка'));
  });
});
