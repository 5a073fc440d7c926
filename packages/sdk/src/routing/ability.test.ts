import { describe, it, expect } from 'vitest';
import { can, canDo } from './ability.js';

describe('can', () => {
  it('grants a permission any object holds truthily', () => {
    expect(can([{ viewHomepage: true }], 'viewHomepage')).toBe(true);
    expect(can([{ other: true }, { viewHomepage: 1 }], 'viewHomepage')).toBe(true);
    expect(can([{ viewHomepage: 'yes' }], 'viewHomepage')).toBe(true);
  });

  it('refuses falsy entries and missing names', () => {
    expect(can([{ viewHomepage: false }, { viewHomepage: 0 }, { viewHomepage: '' }, { viewHomepage: null }], 'viewHomepage')).toBe(false);
    expect(can([{ admin: true }], 'viewHomepage')).toBe(false);
    expect(can([], 'viewHomepage')).toBe(false);
  });

  it('survives null, undefined, non-arrays and junk entries', () => {
    expect(can(null, 'x')).toBe(false);
    expect(can(undefined, 'x')).toBe(false);
    expect(can({ x: true } as unknown as unknown[], 'x')).toBe(false);
    expect(can([null, undefined, 1, 'x', ['x'], { x: true }], 'x')).toBe(true);
    expect(can([null, 1, 'x', ['x']], 'x')).toBe(false);
  });

  it('ignores inherited keys', () => {
    expect(can([{}], 'toString')).toBe(false);
    expect(can([{}], 'constructor')).toBe(false);
    expect(can([Object.create({ x: true }) as unknown], 'x')).toBe(false);
  });
});

describe('canDo', () => {
  it('accepts the flat action:subject key', () => {
    expect(canDo([{ 'read:AclDemo': true }], 'read', 'AclDemo')).toBe(true);
    expect(canDo([{ 'read:AclDemo': false }], 'read', 'AclDemo')).toBe(false);
    expect(canDo([{ 'write:AclDemo': true }], 'read', 'AclDemo')).toBe(false);
  });

  it('accepts a rule object for the exact pair, unless inverted', () => {
    expect(canDo([{ action: 'read', subject: 'AclDemo' }], 'read', 'AclDemo')).toBe(true);
    expect(canDo([{ action: 'read', subject: 'Other' }], 'read', 'AclDemo')).toBe(false);
    expect(canDo([{ action: 'manage', subject: 'AclDemo' }], 'read', 'AclDemo')).toBe(false);
    expect(canDo([{ action: 'read', subject: 'AclDemo', inverted: true }], 'read', 'AclDemo')).toBe(false);
  });

  it('lets admin do anything', () => {
    expect(canDo([{ admin: true }], 'read', 'AclDemo')).toBe(true);
    expect(canDo([{ admin: false }], 'read', 'AclDemo')).toBe(false);
  });

  it('survives junk', () => {
    expect(canDo(null, 'read', 'AclDemo')).toBe(false);
    expect(canDo(undefined, 'read', 'AclDemo')).toBe(false);
    expect(canDo([null, 'read:AclDemo', 3], 'read', 'AclDemo')).toBe(false);
  });
});
