// The targets of bench/board (issue 8) and their arithmetic, apart from any measuring so the
// test can check them: a call reaches the boards with a median at most 2 ms behind the raw echo's
// at each size, and 200 boards keep the tail within twice what 20 boards see.

export const BOARD_TARGETS = Object.freeze({ maxP50OverEchoMs: 2, maxP99Ratio: 2 });
/** The two fleet sizes, small first: the p99 ratio is the large one's over the small one's. */
export const BOARD_SIZES = Object.freeze([20, 200]);

/**
 * @typedef {{ p50: number; p90: number; p99: number; samples: number; missing: number; failedCalls: number }} RowFigures
 * @param {Record<number, { echo: RowFigures; subject: RowFigures }>} bySize keyed by board count
 * @param {readonly number[]} [sizes]
 */
export function boardVerdict(bySize, sizes = BOARD_SIZES) {
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  const p50 = sizes.map((boards) => {
    const { echo, subject } = bySize[boards];
    const overEchoMs = subject.p50 - echo.p50;
    return { boards, overEchoMs, met: overEchoMs <= BOARD_TARGETS.maxP50OverEchoMs };
  });
  const p99Ratio = bySize[large].subject.p99 / bySize[small].subject.p99;
  const complete = sizes.every((boards) => ['echo', 'subject'].every((who) => bySize[boards][who].missing === 0 && bySize[boards][who].failedCalls === 0 && bySize[boards][who].samples > 0));
  const p99 = { small, large, ratio: p99Ratio, met: p99Ratio <= BOARD_TARGETS.maxP99Ratio };
  // NaN (no samples) fails every comparison above, so an empty row never passes.
  return { p50, p99, complete, pass: complete && p99.met && p50.every((entry) => entry.met) };
}
