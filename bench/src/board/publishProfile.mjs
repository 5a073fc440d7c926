// Profiles the subject of bench/board: where an operator's call spends its time before the
// boards get it (publishProfileSubject.mjs, bundled from the server's sources and run in its own
// process). Not part of `npm run bench`; docs/benchmarks.md quotes its figures.
// Usage: node src/board/publishProfile.mjs [--boards 200] [--calls 300] [--pause 80] [--postgres]
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { bundleServer } from '../rpc/bundleServer.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};

const bundle = await bundleServer(fileURLToPath(new URL('./publishProfileSubject.mjs', import.meta.url)));
try {
  const { stdout } = await promisify(execFile)(process.execPath, [bundle], {
    env: { ...process.env, BOARDS: option('--boards', '200'), PROFILE_CALLS: option('--calls', '300'), PAUSE_MS: option('--pause', '0'), PROFILE_ENGINE: process.argv.includes('--postgres') ? 'postgres' : 'pglite' },
    maxBuffer: 1 << 20,
  });
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? 'null');
  console.log(`${result.calls} calls, ${result.boards} stand-in boards, ${result.kind}, ${result.pauseMs} ms pause before each step; median and p90 of each step:`);
  console.log('| step | p50 | p90 |');
  console.log('| --- | ---: | ---: |');
  const names = {
    callWithBoards: 'Queue/CallNext through the dispatcher, board followed (write, then board read and publish)',
    callWithoutBoards: 'the same with nobody following the board (the write alone)',
    oneRoundTripCall: "the call's whole transaction as one PL/pgSQL function, one round trip (a floor: not the server's path)",
    dispatchToParams: "the dispatcher up to the handler (envelope, session, access, params' contract)",
    roundTrip: 'one database round trip (select 1)',
    boardRead: 'the board read (boardOf)',
    stringify: 'JSON.stringify of the EVENT frame',
    publish: `SocketHub.publish to ${result.boards} followers (stringify once, send each)`,
  };
  for (const [name, [p50, p90]] of Object.entries(result.figures)) console.log(`| ${names[name] ?? name} | ${p50.toFixed(3)} ms | ${p90.toFixed(3)} ms |`);
} finally {
  await rm(dirname(bundle), { recursive: true, force: true });
}
