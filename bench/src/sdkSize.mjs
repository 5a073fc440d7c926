// The SDK's browser entry against its budget (issue: at most 30 KB min+gzip without the contracts'
// schemas), beside a baseline of the two libraries the entry cannot do without, in the same run.
import { fileURLToPath } from 'node:url';
import { measureBundle } from './bundleSize.mjs';

export const SDK_BUDGET_GZIP = 30 * 1024;

const sdkEntry = fileURLToPath(new URL('../../packages/sdk/src/index.ts', import.meta.url));

export async function measureSdk() {
  const sdk = await measureBundle({ entry: sdkEntry });
  const baseline = await measureBundle({
    stdin: "export { signal, computed } from '@preact/signals-core'; export { default as ky } from 'ky';",
    resolveDir: fileURLToPath(new URL('../../packages/sdk/', import.meta.url)),
  });
  const vocabulary = await measureBundle({ entry: fileURLToPath(new URL('../../packages/contracts/src/vocabulary/index.ts', import.meta.url)) });
  // The SDK takes the wire and the error catalogue from @abitura/contracts, never a schema: no zod.
  const schemaInputs = sdk.inputs.filter((path) => path.includes('node_modules/zod'));
  return { sdk, baseline, vocabulary, schemaInputs, budget: SDK_BUDGET_GZIP };
}
