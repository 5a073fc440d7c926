// A closed loop: `concurrency` workers, each starting its next call when its last one answered,
// for `durationS` seconds. Both sides of bench/rpc (the server over HTTP, the driver) run through
// this same loop, so they are timed by the same code.

/**
 * @param {{ concurrency: number; durationS: number; call: () => Promise<number>; recorder?: { record(ms: number): void } }} options
 *   call: one read; resolves with its own latency in ms (the span it times), rejects when the
 *   answer is wrong
 * @returns {Promise<{ ok: number; failed: number; seconds: number; failures: Record<string, number> }>}
 */
export async function runClosedLoop({ concurrency, durationS, call, recorder }) {
  const started = performance.now();
  const until = started + durationS * 1000;
  let ok = 0;
  let failed = 0;
  /** @type {Record<string, number>} */
  const failures = {};
  const worker = async () => {
    while (performance.now() < until) {
      try {
        const ms = await call();
        recorder?.record(ms);
        ok += 1;
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message.slice(0, 120) : String(error);
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ok, failed, seconds: (performance.now() - started) / 1000, failures };
}
