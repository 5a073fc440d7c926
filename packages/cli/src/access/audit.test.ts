import type { UserListItem } from '@abitura/contracts';
import { describe, expect, it } from 'vitest';
import type { AccessModel } from './accessModel.js';
import { parentChain, smallestGrants, sourcesByPermission } from './accessModel.js';
import { auditFindings, staleAccounts } from './audit.js';
import { failsOn } from '../commands/audit.js';

const model: AccessModel = {
  roles: [
    { id: 1, name: 'Администратор', description: '', permissions: ['viewAccessPanel', 'viewAccessUsers', 'manageUsers', 'admin', 'viewHomepage'], userCount: 2 },
    { id: 2, name: 'Куратор', description: '', permissions: ['viewHomepage'], userCount: 5 },
    { id: 3, name: 'Кадры', description: '', permissions: ['viewAccessUsers', 'manageUsers', 'viewHomepage'], userCount: 1 },
  ],
  groups: [{ id: 7, name: 'Пользователи', description: '', permissions: ['manageUsers'] }],
  catalogue: [
    { name: 'viewHomepage', title: 'Главная', parent: null, kind: 'page' },
    { name: 'viewAccessPanel', title: 'Панель', parent: null, kind: 'page' },
    { name: 'viewAccessUsers', title: 'Пользователи', parent: 'viewAccessPanel', kind: 'page' },
    { name: 'manageUsers', title: 'Изменение', parent: 'viewAccessUsers', kind: 'function' },
    { name: 'admin', title: 'Администрирование', parent: null, kind: 'page' },
    { name: 'viewLetters', title: 'Письма', parent: null, kind: 'page' },
  ],
};

const user = (login: string, extra: Partial<UserListItem> = {}): UserListItem => ({
  id: login.length,
  login,
  fullName: login,
  email: null,
  phone: null,
  status: 'active',
  roles: [],
  lastLoginAt: '2026-08-30T09:00:00Z',
  createdAt: '2026-01-01T09:00:00Z',
  ...extra,
});

describe('the access model', () => {
  it('smallest grants: least extra first, then the more widely held, then by name', () => {
    const grants = smallestGrants(model, 'manageUsers', new Set(['viewHomepage']));
    expect(grants.map((grant) => [grant.kind, grant.name, grant.adds])).toEqual([
      ['group', 'Пользователи', ['manageUsers']],
      ['role', 'Кадры', ['manageUsers', 'viewAccessUsers']],
      ['role', 'Администратор', ['admin', 'manageUsers', 'viewAccessPanel', 'viewAccessUsers']],
    ]);
  });

  it('sources list every role and group a permission comes through; parents go up the catalogue', () => {
    expect(sourcesByPermission(model, ['Кадры', 'Куратор'], ['Пользователи']).get('manageUsers')).toEqual([
      { kind: 'role', name: 'Кадры' },
      { kind: 'group', name: 'Пользователи' },
    ]);
    expect(parentChain(model, 'manageUsers')).toEqual(['viewAccessUsers', 'viewAccessPanel']);
  });
});

describe('the audit findings', () => {
  const now = new Date('2026-09-01T09:00:00Z');

  it('stale accounts: last sign-in (or creation) older than the threshold, banned ones left out', () => {
    const users = [user('recent'), user('old', { lastLoginAt: '2026-05-01T09:00:00Z' }), user('never', { lastLoginAt: null }), user('gone', { status: 'banned', lastLoginAt: null })];
    expect(staleAccounts(users, { now, staleDays: 90 }).map((item) => item.login)).toEqual(['old', 'never']);
  });

  it('orders findings by severity and rates suspended sessions as errors, new ones as warnings', () => {
    const users = [user('paused', { status: 'suspended' }), user('fresh', { status: 'new' }), user('old', { lastLoginAt: '2026-01-01T09:00:00Z' })];
    const findings = auditFindings(
      { model, users, admins: [{ login: 'root', fullName: 'Root', status: 'active', via: 'Администратор' }], adminTotal: 1, permissionCounts: new Map([[3, 4]]), liveSessions: new Map([[6, 2], [5, 1]]) },
      { now, staleDays: 90 },
    );
    const summary = findings.map((finding) => [finding.severity, finding.check, finding.subject]);
    const rank = ['error', 'warning', 'info'];
    expect(summary.map(([severity]) => rank.indexOf(severity as string))).toEqual([...summary.map(([severity]) => rank.indexOf(severity as string))].sort());
    expect(summary).toContainEqual(['error', 'session', 'paused']);
    // The catalogue's viewLetters is in no role: its page cannot be opened.
    expect(summary).toContainEqual(['error', 'route', '/interactions/letters']);
    expect(summary).toContainEqual(['warning', 'session', 'fresh']);
    expect(summary).toContainEqual(['warning', 'stale', 'old']);
    expect(summary).toContainEqual(['warning', 'unheld', 'viewLetters']);
    expect(summary.at(-1)).toEqual(['info', 'admin', 'root']);
    expect(findings.filter((finding) => failsOn(finding, 'error'))).toHaveLength(findings.filter((finding) => finding.severity === 'error').length);
    expect(findings.some((finding) => failsOn(finding, 'none'))).toBe(false);
  });
});
