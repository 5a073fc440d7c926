import { describe, expect, it } from 'vitest';
import { measureDevices } from './deviceSize.mjs';
import { chunkClosure } from './staffSize.mjs';

describe('the device apps initial JavaScript budget', () => {
  it('keeps the kiosk, the TV board and each QR page within 120 KB min+gzip', async () => {
    const { budget, apps } = await measureDevices();
    expect(apps.map((app) => app.app)).toEqual(['kiosk', 'tv', 'qr']);
    for (const app of apps) expect(app.largest, `${app.app} initial JavaScript`).toBeLessThanOrEqual(budget);
    // Every device app carries React: a figure below a bare React app's would mean chunks were missed.
    for (const app of apps) expect(app.initial, app.app).toBeGreaterThan(60 * 1024);
    // The QR app's two pages are lazy chunks, each measured with what the entry loads.
    const qr = apps.find((app) => app.app === 'qr');
    expect(qr?.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of qr?.pages ?? []) expect(page.gzip).toBeGreaterThan(qr?.initial ?? 0);
  }, 240_000);

  it('follows a page chunk through its static imports', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/Page.tsx'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/Page.tsx': { file: 'assets/Page.js', imports: ['_shared.js', '_page-part.js'] },
      '_page-part.js': { file: 'assets/part.js' },
    };
    expect(chunkClosure(manifest, 'src/Page.tsx')).toEqual(['assets/Page.js', 'assets/shared.js', 'assets/part.js']);
  });
});
