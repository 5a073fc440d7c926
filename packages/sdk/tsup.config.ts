import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'contracts/index': 'src/contracts/index.ts', 'vocabulary/index': 'src/vocabulary/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
