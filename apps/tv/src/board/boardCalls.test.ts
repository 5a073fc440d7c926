import { describe, expect, it } from 'vitest';
import { boardCall, boardView } from '../testing/boardFixtures.js';
import { callKey, createSeenCalls } from './boardCalls.js';

describe('createSeenCalls', () => {
  it('tells the calls never seen, newest first, and marks recalls by the day list', () => {
    const seen = createSeenCalls();
    const first = boardCall('А-001', 'Окно 1', 0);
    expect(seen.take(boardView({ calls: [first], recent: [first] }))).toEqual([{ ...first, key: callKey(first), recall: false }]);
    const again = boardCall('А-001', 'Окно 1', 60);
    const other = boardCall('Б-001', 'Окно 2', 50);
    expect(seen.take(boardView({ calls: [again, other], recent: [again, other, first] })).map((call) => [call.code, call.recall])).toEqual([
      ['А-001', true],
      ['Б-001', false],
    ]);
  });

  it('remembers at most its limit, never forgetting the calls on screen', () => {
    const seen = createSeenCalls(3);
    const onScreen = boardCall('А-001', 'Окно 1', 0);
    for (let index = 1; index <= 10; index += 1) {
      seen.take(boardView({ calls: [boardCall(`Б-${index}`, 'Окно 2', index), onScreen] }));
      expect(seen.size).toBeLessThanOrEqual(3);
    }
    expect(seen.take(boardView({ calls: [onScreen] }))).toEqual([]);
    seen.clear();
    expect(seen.size).toBe(0);
  });
});
