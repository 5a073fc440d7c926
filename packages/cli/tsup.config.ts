import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** The SDK's own dependencies load from node_modules like the CLI's (ws cannot be bundled as ESM). */
const sdkDependencies = Object.keys((JSON.parse(readFileSync(new URL('../sdk/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies);

/**
 * `npm run build -w @abitura/cli`: src/main.ts -> dist/main.js, which bin/abitura.mjs runs. The
 * SDK is bundled from its TypeScript sources (the `@abitura/source` condition), so the CLI needs
 * no SDK build; its own dependencies (commander, Ink, React, qrcode, exceljs...) and the SDK's stay
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
  external: sdkDependencies,
  esbuildOptions(options) {
    options.conditions = ['@abitura/source'];
    options.jsx = 'automatic';
  },
});
