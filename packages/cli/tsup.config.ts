import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The dependencies of a workspace package bundled into the CLI, but not the workspace packages themselves. */
const dependenciesOf = (name: string): string[] =>
  Object.keys((JSON.parse(readFileSync(new URL(`../${name}/package.json`, import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies).filter(
    (dependency) => !dependency.startsWith('@abitura/'),
  );

/** The SDK's and the contracts' own dependencies load from node_modules like the CLI's (ws cannot be bundled as ESM). */
const bundledDependencies = [...dependenciesOf('sdk'), ...dependenciesOf('contracts')];

/**
 * `npm run build -w @abitura/cli`: src/main.ts -> dist/main.js, which bin/abitura.mjs runs. The
 * SDK and the contracts are bundled from their TypeScript sources (the `@abitura/source` condition), so the CLI needs
 * no build of theirs; its own dependencies (commander, Ink, React, qrcode, exceljs...) and theirs stay
 * external.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
  dts: false,
  noExternal: [/^@abitura\//],
  external: bundledDependencies,
  esbuildOptions(options) {
    options.conditions = ['@abitura/source'];
    options.jsx = 'automatic';
  },
});
