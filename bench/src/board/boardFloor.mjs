// bench/board's rows with the fastest design the p50 target leaves room for in place of the real
// server: boardFloorSubject.mjs (the call's transaction in one round trip, the board patched in
// memory, nothing but the session and the params checked). Not part of `npm run bench`: it
// measures a prototype, to show what the target would take; docs/benchmarks.md quotes it.
// Usage: node src/board/boardFloor.mjs [--full]
import { measureBoard } from './boardBench.mjs';
import { formatBoard } from './boardReport.mjs';

const result = await measureBoard({
  full: process.argv.includes('--full'),
  log: (line) => console.error(line),
  subject: { script: './boardFloorSubject.mjs', callUrl: (started) => started.info.floorUrl },
});
for (const line of formatBoard(result, 'prototype: one round trip, board patched → board EVENT')) console.log(line);
