import { describe, expect, it } from 'vitest';
import { targetPriorityReason } from './targetPriority.js';

describe('target priority', () => {
  it('reads the reason from the tens of the stored priority', () => {
    expect([0, 1, 10, 11, 20, 21, 30, 31].map(targetPriorityReason)).toEqual([
      'callPriority1',
      'callPriority1',
      'callPriority2',
      'callPriority2',
      'recall',
      'recall',
      'campaign',
      'campaign',
    ]);
  });

  it('reads numbers outside the known tens as the nearest reason', () => {
    expect(targetPriorityReason(-5)).toBe('callPriority1');
    expect(targetPriorityReason(95)).toBe('campaign');
  });
});
