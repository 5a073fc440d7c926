// The staff app's initial JavaScript against its budget (at most 250 KB min+gzip), beside a bare
// React 19 app built with the same Vite settings in the same run. "Initial" is what index.html
// loads before the first page can render: the entry chunk and every chunk it imports statically
// (Vite lists them as modulepreload links); lazy chunks (pages, layouts) are not counted.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const STAFF_BUDGET_GZIP = 250 * 1024;

const staffDir = fileURLToPath(new URL('../../apps/staff/', import.meta.url));
const staffConfig = join(staffDir, 'vite.config.ts');
// The baseline's sources must resolve react and react-dom from the checkout's node_modules, so
// they are written below this workspace rather than in the system's temp folder.
const baselineParent = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));

/** The staff app's own Vite (the version that builds it and the device apps), not whichever one is nearest here. */
export async function staffVite() {
  const require = createRequire(join(staffDir, 'package.json'));
  return import(pathToFileURL(require.resolve('vite')).href);
}

const BASELINE_HTML = `<!doctype html>
<html lang="ru">
  <head><meta charset="UTF-8" /><title>React</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.js"></script></body>
</html>
`;
const BASELINE_MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(createElement('h1', null, 'Abitura'));
`;

/**
 * The files index.html makes the browser fetch as module scripts: its entry script and its
 * modulepreload links, as paths inside the build's output folder.
 * @param {string} html
 * @param {string} base Vite's `base`
 */
export function htmlModuleFiles(html, base) {
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isEntry = match[1] === 'script' && /type="module"/.test(tag);
    const isPreload = match[1] === 'link' && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) files.push(url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  }
  return files;
}

/**
 * The entry chunk of index.html and every chunk reachable from it through static imports, from
 * Vite's manifest. Dynamic imports are where lazy chunks begin, so they are not followed.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} manifest
 */
export function initialChunks(manifest) {
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error('the Vite manifest has no index.html entry');
  const files = chunkClosure(manifest, 'index.html');
  const lazy = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js') && !files.includes(chunk.file)).length;
  return { files, lazy };
}

/**
 * Builds the app at `root` with a vite.config.ts (the staff app's by default; only the output
 * folder and the manifest differ) and measures its initial JavaScript, each file gzipped at level
 * 9 as a server would send it. `pages` also measures, for each lazy chunk the entry imports
 * dynamically (a page of a routed app), the initial JavaScript plus what that page adds: what a
 * visitor who opens that page downloads before it renders.
 * @param {{ configFile?: string; base?: string; pages?: boolean }} [options]
 * @returns {Promise<{ files: Array<{ file: string; minified: number; gzip: number }>; minified: number; gzip: number; lazyChunks: number; pages: Array<{ page: string; gzip: number }> }>}
 */
export async function buildAndMeasure(vite, root, outDir, { configFile = staffConfig, base = '/apps/staff/', pages = false } = {}) {
  // A production build whatever runs this: under vitest NODE_ENV is 'test', and Vite would then
  // bundle React's development build (and the 'development' export conditions).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({
      configFile,
      root,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const { files, lazy } = initialChunks(manifest);
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  // What the HTML loads must be exactly the static import graph: a chunk the HTML preloads but the
  // graph misses (or the reverse) would make the figure wrong.
  const fromHtml = htmlModuleFiles(html, base);
  const missing = fromHtml.filter((file) => !files.includes(file));
  if (missing.length > 0) throw new Error(`index.html loads ${missing.join(', ')}, which the manifest's static graph does not reach`);
  const measureFile = async (file) => {
    const code = await readFile(join(outDir, ...file.split(posix.sep)));
    return { file, minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
  };
  const measured = await Promise.all(files.map(measureFile));
  const sum = (entries, key) => entries.reduce((total, entry) => total + entry[key], 0);
  const pageSizes = [];
  if (pages) {
    for (const page of manifest['index.html'].dynamicImports ?? []) {
      const added = chunkClosure(manifest, page).filter((file) => !files.includes(file));
      pageSizes.push({ page, gzip: sum(measured, 'gzip') + sum(await Promise.all(added.map(measureFile)), 'gzip') });
    }
  }
  return { files: measured, minified: sum(measured, 'minified'), gzip: sum(measured, 'gzip'), lazyChunks: lazy, pages: pageSizes };
}

/** The files of a manifest chunk and of every chunk it imports statically. */
export function chunkClosure(manifest, key) {
  const seen = new Set();
  const visit = (next) => {
    if (seen.has(next)) return;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${next}`);
    seen.add(next);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((name) => manifest[name].file);
}

/** Builds the staff app and the bare React app into temporary folders and measures both. */
export async function measureStaff() {
  const vite = await staffVite();
  const out = await mkdtemp(join(tmpdir(), 'abitura-staff-size-'));
  if (!existsSync(baselineParent)) await mkdir(baselineParent, { recursive: true });
  const baselineRoot = await mkdtemp(join(baselineParent, 'staff-size-baseline-'));
  try {
    await mkdir(join(baselineRoot, 'src'));
    await writeFile(join(baselineRoot, 'index.html'), BASELINE_HTML);
    await writeFile(join(baselineRoot, 'src', 'main.js'), BASELINE_MAIN);
    const staff = await buildAndMeasure(vite, staffDir, join(out, 'staff'));
    const baseline = await buildAndMeasure(vite, baselineRoot, join(out, 'baseline'));
    return { staff, baseline, budget: STAFF_BUDGET_GZIP };
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(baselineRoot, { recursive: true, force: true });
  }
}
