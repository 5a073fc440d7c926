import { describe, it, expect } from 'vitest';
import { USER_STATUSES, normalizeUserStatus } from './userStatuses.js';

describe('normalizeUserStatus', () => {
  it.each(['new', 'active', 'banned', 'suspended'] as const)('keeps %s', (status) => {
    expect(normalizeUserStatus(status)).toBe(status);
  });

  it('reads the legacy spelling suspend as suspended', () => {
    expect(normalizeUserStatus('suspend')).toBe('suspended');
  });

  it('tolerates case and surrounding spaces', () => {
    expect(normalizeUserStatus(' Active ')).toBe('active');
    expect(normalizeUserStatus('SUSPEND')).toBe('suspended');
  });

  it.each(['', 'deleted', 'constructor', 'toString', '__proto__', null, undefined, 1, true, {}, ['active']])(
    'gives null for %j',
    (value) => {
      expect(normalizeUserStatus(value)).toBeNull();
    },
  );

  it('labels all four statuses', () => {
    expect(USER_STATUSES.map((s) => s.value)).toEqual(['new', 'active', 'banned', 'suspended']);
  });
});
