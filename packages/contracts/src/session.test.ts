import { describe, expect, it } from 'vitest';
import { ability, abilityRule, sessionPayload, sessionUser } from './session.js';

const user = { id: 1, login: 'admin', fullName: 'Администратор', email: 'admin@example.org', status: 'active', roles: ['Администратор'] };

describe('session schemas', () => {
  it('reads a session payload', () => {
    const payload = { token: 'tok', user, ability: [{ admin: true }, { viewHomepage: true, viewAbiturient: false }] };
    expect(sessionPayload.parse(payload)).toEqual(payload);
  });

  it('accepts every account status and rejects others', () => {
    for (const status of ['new', 'active', 'banned', 'suspended']) expect(sessionUser.safeParse({ ...user, status }).success).toBe(true);
    expect(sessionUser.safeParse({ ...user, status: 'deleted' }).success).toBe(false);
  });

  it('takes a missing e-mail as null, not as absent', () => {
    expect(sessionUser.safeParse({ ...user, email: null }).success).toBe(true);
    const { email: _email, ...withoutEmail } = user;
    expect(sessionUser.safeParse(withoutEmail).success).toBe(false);
  });

  it('reads ability rules as permission-name to boolean records', () => {
    expect(abilityRule.safeParse({ admin: true }).success).toBe(true);
    expect(abilityRule.safeParse({ admin: 'yes' }).success).toBe(false);
    expect(ability.safeParse({ admin: true }).success).toBe(false);
  });

  it('rejects an empty token', () => {
    expect(sessionPayload.safeParse({ token: '', user, ability: [] }).success).toBe(false);
  });
});
