import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './nulCharacters.js';

describe('nulCharacterPath', () => {
  it('finds nothing in clean params, flat or nested', () => {
    for (const value of [undefined, null, 5, true, 'text', {}, [], { a: 'x', b: 1, c: null }, { a: { b: ['x', { c: 'y' }] } }]) {
      expect(nulCharacterPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('names the path of the first U+0000 in a value or a key, at any depth', () => {
    expect(nulCharacterPath('a\u0000b')).toBe('');
    expect(nulCharacterPath({ permission: 'a\u0000b' })).toBe('permission');
    expect(nulCharacterPath({ ['k\u0000']: 'x' })).toBe('k\u0000');
    expect(nulCharacterPath({ a: { b: ['ok', 'n\u0000'] } })).toBe('a.b.1');
    expect(nulCharacterPath({ a: 'ok', list: [{ name: '\u0000' }] })).toBe('list.0.name');
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i += 1) deep = { d: deep };
    expect(nulCharacterPath(deep)?.split('.')).toHaveLength(50_000);
  });
});
