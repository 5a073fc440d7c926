// Bundles a benchmark's subject (a child script importing the server's TypeScript sources) into
// one ESM file Node 20 can run: esbuild, platform node, the '@abitura/source' condition so
// @abitura/* resolve to their sources. Every other package stays external, pinned at bundle time to the absolute file
// it resolves to from its importer, so the bundle runs from a temporary folder whatever npm
// hoisted where; and each source file's import.meta.url stays its own file URL (open.ts finds the
// migrations folder relative to itself).
import { builtinModules } from 'node:module';
import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const builtins = new Set(builtinModules);
const isBare = (path) => !path.startsWith('.') && !path.startsWith('/') && !path.startsWith('node:');
const packageName = (path) => path.split('/').slice(0, path.startsWith('@') ? 2 : 1).join('/');

/** @type {import('esbuild').Plugin} */
const pinExternals = {
  name: 'pin-externals',
  setup(bundle) {
    bundle.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'pinning' || !isBare(args.path) || builtins.has(packageName(args.path))) return undefined;
      if (args.path.startsWith('@abitura/')) return undefined;
      const resolved = await bundle.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'pinning' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
    bundle.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const loader = args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

/**
 * Writes the bundle to a fresh temporary folder and returns its path.
 * @param {string} entryFile the child script importing the server's sources (absolute path)
 */
export async function bundleServer(entryFile) {
  const outfile = join(await mkdtemp(join(tmpdir(), 'abitura-rpc-bench-')), 'subject.mjs');
  await build({
    entryPoints: [entryFile],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@abitura/source'],
    plugins: [pinExternals],
    logLevel: 'silent',
  });
  return outfile;
}
