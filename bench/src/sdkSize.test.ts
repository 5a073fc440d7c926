import { describe, expect, it } from 'vitest';
import { measureSdk } from './sdkSize.mjs';

describe('the SDK browser entry budget', () => {
  it('stays within 30 KB min+gzip and carries no contract schemas', async () => {
    const { sdk, baseline, schemaInputs, budget } = await measureSdk();
    expect(schemaInputs).toEqual([]);
    expect(sdk.gzip).toBeLessThanOrEqual(budget);
    expect(sdk.gzip).toBeGreaterThan(baseline.gzip);
  }, 60_000);
});
