import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './auditChanges.js';

describe('audit changes', () => {
  it('lists the fields that differ between before and after', () => {
    expect(auditChanges({ status: 'active' }, { status: 'banned', sessionsEnded: 2 })).toEqual([
      { field: 'status', before: 'active', after: 'banned' },
      { field: 'sessionsEnded', before: null, after: 2 },
    ]);
    expect(auditChanges({ roles: ['A'] }, { roles: ['A'] })).toEqual([]);
  });

  it('treats a missing side (creation, deletion, no details) as empty', () => {
    expect(auditChanges(null, { login: 'x' })).toEqual([{ field: 'login', before: null, after: 'x' }]);
    expect(auditChanges({ name: 'R' }, null)).toEqual([{ field: 'name', before: 'R', after: null }]);
    expect(auditChanges(undefined, [1, 2])).toEqual([]);
  });

  it('shows values as short text', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText([])).toBe('—');
    expect(auditValueText(['Куратор', 'Оператор'])).toBe('Куратор, Оператор');
    expect(auditValueText(3)).toBe('3');
    expect(auditValueText(true)).toBe('true');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText('banned', (value) => value.toUpperCase())).toBe('BANNED');
  });
});
