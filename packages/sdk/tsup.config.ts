import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', tableFile: 'src/files/tableFile.ts' },
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 reports as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
