import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'wire/index': 'src/wire/index.ts',
    'vocabulary/index': 'src/vocabulary/index.ts',
    'validation/index': 'src/validation/index.ts',
    'limits/index': 'src/limits/index.ts',
    csv: 'src/csv.ts',
    moscowTime: 'src/moscowTime.ts',
    'ranking/index': 'src/ranking/index.ts',
  },
  format: ['esm'],
  // tsup's declaration build sets baseUrl, which TypeScript 6 reports as deprecated.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
