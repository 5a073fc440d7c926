import { describe, it, expect } from 'vitest';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS, isConfirmed } from './abiturientFlags.js';

describe('isConfirmed', () => {
  it.each([1, '1', true, 'true'])('treats %j as confirmed', (value) => {
    expect(isConfirmed(value)).toBe(true);
  });

  it.each([0, '0', false, 'false', 'TRUE', ' 1', 2, '', null, undefined, {}, [1]])('treats %j as not confirmed', (value) => {
    expect(isConfirmed(value)).toBe(false);
  });
});

describe('flag keys', () => {
  it('lists the 13 status-flag keys of SPEC section 3', () => {
    expect(STATUS_FLAGS.map((f) => f.value)).toEqual([
      'has_questionnaire',
      'inactive',
      'notanswer',
      'recall',
      'rejectmoscow',
      'rejectfull',
      'rejectcolleges',
      'rejectperson',
      'rejectorganization',
      'organizationnotmoscow',
      'fullreject',
      'active_24',
      'active_25',
    ]);
  });

  it('lists the preferential flags', () => {
    expect(PREFERENTIAL_FLAGS.map((f) => f.value)).toEqual([
      'hasAchievements',
      'hasExams',
      'hasGia',
      'hasPlusBenefit',
      'hasPriority1',
      'hasVip',
    ]);
  });
});
