// The device apps' initial JavaScript against their budget (issue 8: the kiosk, the TV board and
// the QR pages each at most 120 KB gzip). Each app is built with its own vite.config.ts into a
// temporary folder; "initial" is what index.html loads before the first screen renders: the entry
// chunk and its static imports, and for the QR app, whose pages are lazy chunks, that plus the
// chunks of the page the address opens (the ticket page or the scanner), each page on its own.
// Chunks loaded later (the kiosk's QR drawing, the scanner's JavaScript decoder) are not counted.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndMeasure, staffVite } from './staffSize.mjs';

export const DEVICE_BUDGET_GZIP = 120 * 1024;

/** The device apps, with whether their pages are lazy chunks of their own. */
export const DEVICE_APPS = Object.freeze([
  { app: 'kiosk', pages: false },
  { app: 'tv', pages: false },
  { app: 'qr', pages: true },
]);

const appDir = (app) => fileURLToPath(new URL(`../../apps/${app}/`, import.meta.url));

/**
 * Builds and measures every device app. `largest` is the figure held to the budget: the initial
 * JavaScript, or for an app with lazy pages its heaviest page's.
 * @returns {Promise<{ budget: number; apps: Array<{ app: string; initial: number; files: number; lazyChunks: number; pages: Array<{ page: string; gzip: number }>; largest: number }> }>}
 */
export async function measureDevices() {
  const vite = await staffVite();
  const out = await mkdtemp(join(tmpdir(), 'abitura-device-size-'));
  try {
    const apps = [];
    for (const { app, pages } of DEVICE_APPS) {
      const root = appDir(app);
      const measured = await buildAndMeasure(vite, root, join(out, app), { configFile: join(root, 'vite.config.ts'), base: `/apps/${app}/`, pages });
      const largest = Math.max(measured.gzip, ...measured.pages.map((page) => page.gzip));
      apps.push({ app, initial: measured.gzip, files: measured.files.length, lazyChunks: measured.lazyChunks, pages: measured.pages, largest });
    }
    return { budget: DEVICE_BUDGET_GZIP, apps };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Markdown rows for docs/benchmarks.md. */
export function formatDevices({ budget, apps }) {
  const lines = ['| device app | initial JavaScript (entry + static imports) | with the page opened | budget |', '| --- | ---: | ---: | ---: |'];
  for (const app of apps) {
    const pages = app.pages.length === 0 ? '—' : app.pages.map((page) => `${page.page.replace(/^src\//, '')}: ${kb(page.gzip)}`).join('; ');
    const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
    lines.push(`| @abitura/${app.app} (${plural(app.files, 'file')}; ${plural(app.lazyChunks, 'lazy chunk')}) | ${kb(app.initial)} | ${pages} | ${kb(budget)} |`);
  }
  return lines;
}
