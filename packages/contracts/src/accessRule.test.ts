import { describe, expect, it } from 'vitest';
import { accessRuleProblem, assertAccessRule, isAccessRule } from './accessRule.js';
import { contracts } from './registry.js';

describe('assertAccessRule', () => {
  it.each([
    ['a permission name', 'viewAbiturient'],
    ['signed-in users', { signedIn: true }],
    ['public subsystems', { public: ['kiosk', 'tv'] }],
  ])('accepts %s', (_label, permission) => {
    expect(() => assertAccessRule({ name: 'Test/ok', permission })).not.toThrow();
    expect(isAccessRule(permission)).toBe(true);
  });

  it.each([
    ['a missing permission', undefined, 'no permission is declared'],
    ['null', null, 'no permission is declared'],
    ['a number', 42, 'no permission is declared'],
    ['an array', ['viewAbiturient'], 'no permission is declared'],
    ['an empty name', '', 'the permission name is empty'],
    ['a blank name', '   ', 'the permission name is empty'],
    ['an empty object', {}, 'exactly one'],
    ['both rule kinds at once', { signedIn: true, public: ['tv'] }, 'exactly one'],
    ['signedIn false', { signedIn: false }, '`signedIn` must be true'],
    ['an empty public list', { public: [] }, 'at least one subsystem'],
    ['a public value that is not a list', { public: 'tv' }, 'at least one subsystem'],
    ['an unknown subsystem', { public: ['tv', 'fax'] }, 'unknown subsystems in `public`: fax'],
    ['an unknown key', { role: 'admin' }, 'unknown access rule key `role`'],
  ])('rejects %s', (_label, permission, reason) => {
    expect(() => assertAccessRule({ name: 'Test/bad', permission })).toThrow(TypeError);
    expect(() => assertAccessRule({ name: 'Test/bad', permission })).toThrow(`Action Test/bad has no usable access rule`);
    expect(accessRuleProblem(permission)).toContain(reason);
    expect(isAccessRule(permission)).toBe(false);
  });

  it('fails a contract that declares no permission field at all', () => {
    const { permission: _dropped, ...withoutPermission } = contracts[0];
    expect(() => assertAccessRule(withoutPermission)).toThrow(/User\/AccountLogin has no usable access rule: no permission is declared/);
  });

  it('names an unnamed contract in its message', () => {
    expect(() => assertAccessRule({ permission: '' })).toThrow('Action (unnamed) has no usable access rule');
  });

  it('passes for every contract of the registry (deny by default)', () => {
    expect(contracts.length).toBeGreaterThan(0);
    for (const contract of contracts) {
      expect(() => assertAccessRule(contract), contract.name).not.toThrow();
    }
  });
});
