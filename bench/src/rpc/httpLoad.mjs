// HTTP load with autocannon (closed loop: `connections` keep-alive connections, one request in
// flight on each). The same POST body goes to every target. A probe request first checks the
// target answers success; every measured response must then equal the probe's body byte for byte
// (autocannon's expectBody), so an error reply cannot pass for throughput. Latency is recorded
// per response (float ms, from autocannon's 'response' event) by our own recorder, so HTTP and WS
// percentiles come from the same code.
import autocannon from 'autocannon';
import { LatencyRecorder } from './latency.mjs';

/**
 * @param {{ url: string; body: string; headers?: Record<string, string>; connections: number; durationS: number; warmupS: number }} options
 */
export async function runHttpLoad({ url, body, headers = {}, connections, durationS, warmupS }) {
  const allHeaders = { 'content-type': 'application/json', ...headers };
  const probe = await fetch(url, { method: 'POST', headers: allHeaders, body });
  const expected = await probe.text();
  if (!probe.ok || JSON.parse(expected).success !== true) throw new Error(`${url} answered the probe with ${probe.status} ${expected}`);

  const base = { url, method: 'POST', headers: allHeaders, body, connections, pipelining: 1, expectBody: expected };
  if (warmupS > 0) await autocannon({ ...base, duration: warmupS });

  const latency = new LatencyRecorder();
  const instance = autocannon({ ...base, duration: durationS });
  instance.on('response', (_client, statusCode, _bytes, ms) => {
    if (statusCode >= 200 && statusCode < 300) latency.record(ms);
  });
  const result = await instance;
  const ok = latency.count - result.mismatches;
  const [p50, p99] = latency.percentiles([0.5, 0.99]);
  return {
    requestsPerSec: ok / result.duration,
    p50,
    p99,
    ok,
    // A non-2xx reply is also a body mismatch, so mismatches count both.
    failed: result.mismatches + result.errors,
    durationS: result.duration,
  };
}
