import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor, safeJoin } from '../src/http/staticApps.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let appsDir: string;

beforeAll(async () => {
  appsDir = await mkdtemp(join(tmpdir(), 'abitura-apps-'));
  for (const name of ['staff', 'kiosk']) {
    await mkdir(join(appsDir, name, 'dist', 'assets'), { recursive: true });
    await writeFile(join(appsDir, name, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(join(appsDir, name, 'dist', 'assets', 'main-abc123.js'), `console.log('${name}')`);
  }
  server = await startTestServer({ appsDir });
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`);

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

  it('says plainly when an app is not built, and keeps /api/* as envelopes', async () => {
    const tv = await get('/queue/tv');
    expect(tv.status).toBe(404);
    expect(await tv.text()).toContain('tv app is not built');
    const api = await get('/api/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});
