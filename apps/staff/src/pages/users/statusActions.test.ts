import { describe, expect, it } from 'vitest';
import { endsSessions, statusChoices, undoTarget } from './statusActions.js';

describe('status choices', () => {
  const manager = { selfId: 1, canManageUsers: true };

  it('offers the other settable statuses of an active user', () => {
    expect(statusChoices({ id: 5, status: 'active' }, manager)).toEqual([
      { status: 'suspended', blocked: null },
      { status: 'banned', blocked: null },
    ]);
  });

  it('blocks everything without manageUsers', () => {
    expect(statusChoices({ id: 5, status: 'banned' }, { selfId: 1, canManageUsers: false }).map((choice) => choice.blocked)).toEqual(['noPermission', 'noPermission']);
  });

  it("blocks one's own account, as the server refuses it", () => {
    expect(statusChoices({ id: 1, status: 'active' }, manager).every((choice) => choice.blocked === 'self')).toBe(true);
  });

  it('blocks activating a new account, which activates itself by changing the password', () => {
    expect(statusChoices({ id: 5, status: 'new' }, manager)).toEqual([
      { status: 'active', blocked: 'newToActive' },
      { status: 'suspended', blocked: null },
      { status: 'banned', blocked: null },
    ]);
  });

  it('says which changes end sessions and what undoes a change', () => {
    expect(endsSessions('banned')).toBe(true);
    expect(endsSessions('suspended')).toBe(true);
    expect(endsSessions('active')).toBe(false);
    expect(undoTarget('active')).toBe('active');
    expect(undoTarget('banned')).toBe('banned');
    expect(undoTarget('new')).toBeNull();
  });
});
