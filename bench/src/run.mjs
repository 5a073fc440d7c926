// Runs every benchmark of this workspace and prints a Markdown table for docs/benchmarks.md.
// Usage: npm run bench            (the small, quick size used on developer machines)
//        npm run bench -- --full  (full-size runs, where a benchmark has one)
import { measureSdk } from './sdkSize.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const { sdk, baseline, vocabulary, budget } = await measureSdk();
console.log('| bundle | min | min+gzip | budget |');
console.log('| --- | ---: | ---: | ---: |');
console.log(`| @abitura/sdk browser entry | ${kb(sdk.minified)} | ${kb(sdk.gzip)} | ${kb(budget)} |`);
console.log(`| @abitura/sdk/vocabulary entry (separate) | ${kb(vocabulary.minified)} | ${kb(vocabulary.gzip)} | |`);
console.log(`| baseline: signals-core + ky alone | ${kb(baseline.minified)} | ${kb(baseline.gzip)} | |`);
if (sdk.gzip > budget) {
  console.error(`over budget by ${kb(sdk.gzip - budget)}`);
  process.exitCode = 1;
}
