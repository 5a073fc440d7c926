import { describe, expect, it } from 'vitest';
import { FULL_SIZE, parseRpcArgs, QUICK_SIZE, rotated, rpcErrors, rpcSettings, verdicts } from './rpcBench.mjs';

const row = (label: string, concurrency: number, p50: number, p95: number, readsPerSec: number, failed = 0) => ({ label, concurrency, p50, p95, readsPerSec, ok: 100, failed, failures: failed ? { 'the server answered another page': failed } : {}, otherCores: 0.1 });

describe('bench/rpc arithmetic', () => {
  it('reads the size from --full and --size, and refuses a size that is no count', () => {
    expect(rpcSettings(parseRpcArgs([])).size).toBe(QUICK_SIZE);
    expect(rpcSettings(parseRpcArgs(['--full'])).size).toBe(FULL_SIZE);
    expect(rpcSettings(parseRpcArgs(['--full', '--size', '5000']))).toMatchObject({ size: 5000, rounds: 10 });
    expect(() => rpcSettings(parseRpcArgs(['--size', 'many']))).toThrow(/whole number/);
  });

  it('starts each round one side further, so no side always goes first', () => {
    expect([0, 1, 2, 3].map((round) => rotated(['a', 'b', 'c'], round).join(''))).toEqual(['abc', 'bca', 'cab', 'abc']);
  });

  it("judges each server against the driver of the same engine and concurrency by the p50", () => {
    const engines = [
      { engine: 'postgres', rows: [row('server', 1, 13, 40, 70), row('driver', 1, 10, 20, 100), row('server', 8, 27, 60, 280), row('driver', 8, 20, 50, 380)] },
      { engine: 'pglite', skipped: 'PostgreSQL does not answer' },
    ];
    expect(verdicts({ engines })).toEqual([
      { engine: 'postgres', label: 'server', concurrency: 1, p50Ratio: 1.3, p95Ratio: 2, throughputRatio: 0.7, met: true },
      { engine: 'postgres', label: 'server', concurrency: 8, p50Ratio: 1.35, p95Ratio: 1.2, throughputRatio: 280 / 380, met: false },
    ]);
  });

  it('names every side that read a wrong answer', () => {
    const engines = [{ engine: 'pglite', rows: [row('server', 1, 1, 1, 1), row('driver', 1, 1, 1, 1, 2)] }];
    expect(rpcErrors({ engines })).toEqual(['pglite driver ×1: 2 wrong or failed reads {"the server answered another page":2}']);
  });
});
