// bench/board (issue 8): the time from an operator's call (Queue/CallNext over WS) to its arrival
// on every connected TV board, at 20 and at 200 boards, beside a raw `ws` broadcast of a frame of
// the same size measured in the same run. Targets: p50 at most 2 ms over the echo's at both
// sizes, p99 at 200 boards at most twice the p99 at 20.
// Usage: node src/board.mjs            (300 calls a row after 30 warm-up, one every 80 ms)
//        node src/board.mjs --full     (1,500 calls a row after 100)
// Also part of `npm run bench` (run.mjs). A missed target prints FAIL and never fails the command.
import { fileURLToPath } from 'node:url';
import { measureBoard } from './board/boardBench.mjs';
import { formatBoard } from './board/boardReport.mjs';

export { measureBoard, formatBoard };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measureBoard({ full: process.argv.includes('--full'), log: (line) => console.error(line) });
  for (const line of formatBoard(result)) console.log(line);
}
