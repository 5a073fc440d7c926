import { describe, expect, it } from 'vitest';
import {
  MAX_ASSIGNMENTS,
  PAGE_SIZES,
  accessManagementContracts,
  accessOverview,
  boundEnd,
  boundStart,
  createPrivilegeGroup,
  createRole,
  createUser,
  deleteRole,
  listAudit,
  listUserSessions,
  listUsers,
  revokeUserSessions,
  setUserGroups,
  setUserRoles,
  setUserStatus,
  updateRole,
} from './accessManagement.js';
import { contracts } from './registry.js';

/** A valid params example for every access-management contract. */
const examples: Record<(typeof accessManagementContracts)[number]['name'], Record<string, unknown>> = {
  'User/List': { search: 'Иванова', status: 'active', roleId: 3, sort: 'lastLoginAt', direction: 'desc', page: 2, pageSize: 50 },
  'User/Create': { login: 'i.ivanova', fullName: 'Иванова Анна', email: 'ivanova@college.ru', phone: '+7 999 123-45-67', roleIds: [1], groupIds: [] },
  'User/SetStatus': { id: 5, status: 'suspended' },
  'User/SetRoles': { id: 5, roleIds: [1, 2] },
  'User/SetGroups': { id: 5, groupIds: [] },
  'User/ListSessions': { userId: 5, includeRevoked: true },
  'User/RevokeSessions': { userId: 5, sessionIds: [10, 11] },
  'Role/Create': { name: 'Куратор', description: 'Координатор', permissions: ['viewHomepage'] },
  'Role/Update': { id: 2, permissions: [] },
  'Role/Delete': { id: 2, force: true },
  'PrivilegeGroup/Create': { name: 'Звонки', permissions: ['viewCallCard'] },
  'PrivilegeGroup/Update': { id: 2, name: 'Звонки и письма' },
  'PrivilegeGroup/Delete': { id: 2 },
  'Audit/List': { entity: 'user', entityId: 5, actorId: 1, action: 'User/SetStatus', from: '2026-09-01', to: '2026-09-02T10:00:00+03:00', page: 1, pageSize: 10 },
  'Access/Overview': {},
  'Access/PermissionHolders': { permission: 'viewAbiturient' },
};

const item = {
  id: 5,
  login: 'ivanova',
  fullName: 'Иванова Анна',
  email: null,
  phone: null,
  status: 'new',
  roles: ['Куратор'],
  lastLoginAt: null,
  createdAt: '2026-09-01T09:00:00.000Z',
};

describe('access-management contracts', () => {
  it('are all in the registry', () => {
    for (const contract of accessManagementContracts) expect(contracts).toContain(contract);
  });

  it.each(accessManagementContracts.map((contract) => [contract.name, contract] as const))('%s accepts its example and rejects an extra key', (name, contract) => {
    expect(contract.params.safeParse(examples[name]).success).toBe(true);
    expect(contract.params.safeParse({ ...examples[name], extra: 1 }).success).toBe(false);
  });

  it('guards reads by view permissions and writes by manage permissions', () => {
    const access = Object.fromEntries(accessManagementContracts.map((contract) => [contract.name, [contract.permission, contract.kind]]));
    expect(access).toEqual({
      'User/List': ['viewAccessUsers', 'read'],
      'User/Create': ['manageUsers', 'write'],
      'User/SetStatus': ['manageUsers', 'write'],
      'User/SetRoles': ['manageUsers', 'write'],
      'User/SetGroups': ['manageUsers', 'write'],
      'User/ListSessions': ['manageSessions', 'read'],
      'User/RevokeSessions': ['manageSessions', 'write'],
      'Role/Create': ['manageRoles', 'write'],
      'Role/Update': ['manageRoles', 'write'],
      'Role/Delete': ['manageRoles', 'write'],
      'PrivilegeGroup/Create': ['manageRoles', 'write'],
      'PrivilegeGroup/Update': ['manageRoles', 'write'],
      'PrivilegeGroup/Delete': ['manageRoles', 'write'],
      'Audit/List': ['viewAudit', 'read'],
      'Access/Overview': ['viewAccessPanel', 'read'],
      'Access/PermissionHolders': ['viewAccessPermission', 'read'],
    });
    for (const contract of accessManagementContracts) expect(contract.statuses, contract.name).toEqual(['active']);
  });

  describe('User/List', () => {
    it('defaults to the first page of 25 by full name, ascending', () => {
      expect(listUsers.params.parse({})).toEqual({ sort: 'fullName', direction: 'asc', page: 1, pageSize: 25 });
    });

    it('accepts only the offered page sizes, with a Russian message', () => {
      for (const pageSize of PAGE_SIZES) expect(listUsers.params.safeParse({ pageSize }).success).toBe(true);
      const result = listUsers.params.safeParse({ pageSize: 30 });
      expect(result.error?.issues[0]).toMatchObject({ path: ['pageSize'], message: 'Размер страницы: 5, 10, 20, 25, 50, 100' });
    });

    it.each([
      ['page 0', { page: 0 }],
      ['a fractional page', { page: 1.5 }],
      ['an over-long search', { search: 'а'.repeat(101) }],
      ['an unknown status', { status: 'deleted' }],
      ['an unknown sort', { sort: 'password' }],
      ['an unknown direction', { direction: 'up' }],
      ['a bad role id', { roleId: 0 }],
    ])('rejects %s', (_label, params) => {
      expect(listUsers.params.safeParse(params).success).toBe(false);
    });

    it('reads a page of users', () => {
      const page = { items: [item], total: 1, page: 1, pageSize: 25 };
      expect(listUsers.result.parse(page)).toEqual(page);
      expect(listUsers.result.safeParse({ ...page, total: -1 }).success).toBe(false);
    });
  });

  describe('User/Create', () => {
    const base = { login: 'ivanova', fullName: 'Иванова Анна' };

    it('takes missing or empty contacts as none and normalizes the phone', () => {
      expect(createUser.params.parse(base)).toEqual({ ...base, email: null, phone: null });
      expect(createUser.params.parse({ ...base, email: '', phone: null })).toMatchObject({ email: null, phone: null });
      expect(createUser.params.parse({ ...base, email: ' a@b.ru ', phone: '8 (999) 123-45-67' })).toMatchObject({ email: 'a@b.ru', phone: '+79991234567' });
    });

    it.each([
      ['a short login', { login: 'ab' }, 'login'],
      ['a long login', { login: 'a'.repeat(65) }, 'login'],
      ['a login with spaces', { login: 'i ivanova' }, 'login'],
      ['a Cyrillic login', { login: 'иванова' }, 'login'],
      ['a one-letter name', { fullName: 'И' }, 'fullName'],
      ['a bad e-mail', { email: 'ivanova@' }, 'email'],
      ['a foreign phone', { phone: '+1 202 555 0100' }, 'phone'],
      ['a bad role id', { roleIds: ['x'] }, 'roleIds'],
      ['too many roles', { roleIds: Array.from({ length: MAX_ASSIGNMENTS + 1 }, (_, index) => index + 1) }, 'roleIds'],
    ])('rejects %s on its field', (_label, change, field) => {
      const result = createUser.params.safeParse({ ...base, ...change });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    });

    it('explains a bad login in Russian', () => {
      expect(createUser.params.safeParse({ ...base, login: 'a b c' }).error?.issues[0]?.message).toMatch(/латинские буквы/);
    });

    it('returns the user with a one-time password', () => {
      expect(createUser.result.parse({ user: item, oneTimePassword: 'abcd-efgh-jkmn-pqrs' }).oneTimePassword).toBe('abcd-efgh-jkmn-pqrs');
      expect(createUser.result.safeParse({ user: item, oneTimePassword: '' }).success).toBe(false);
    });
  });

  describe('user status and assignments', () => {
    it('never sets status new', () => {
      expect(setUserStatus.params.safeParse({ id: 1, status: 'new' }).success).toBe(false);
      expect(setUserStatus.params.safeParse({ id: 1, status: 'banned' }).success).toBe(true);
    });

    it('needs the full list of roles or groups, which may be empty', () => {
      expect(setUserRoles.params.safeParse({ id: 1 }).success).toBe(false);
      expect(setUserRoles.params.safeParse({ id: 1, roleIds: [] }).success).toBe(true);
      expect(setUserGroups.params.safeParse({ id: 1, groupIds: [0] }).success).toBe(false);
    });
  });

  describe('sessions', () => {
    it('lists live sessions unless asked for ended ones', () => {
      expect(listUserSessions.params.parse({ userId: 1 })).toEqual({ userId: 1, includeRevoked: false });
    });

    it('revokes all sessions or a non-empty list', () => {
      expect(revokeUserSessions.params.safeParse({ userId: 1 }).success).toBe(true);
      expect(revokeUserSessions.params.safeParse({ userId: 1, sessionIds: [] }).success).toBe(false);
    });

    it('reads a session without its token', () => {
      const session = {
        id: 1,
        subsystem: 'staff',
        address: '127.0.0.1',
        userAgent: null,
        createdAt: '2026-09-01T09:00:00.000Z',
        lastSeenAt: '2026-09-01T09:00:00.000Z',
        expiresAt: '2026-09-01T21:00:00.000Z',
        revokedAt: null,
        revokedReason: null,
        current: true,
      };
      expect(listUserSessions.result.parse([session])).toEqual([session]);
    });
  });

  describe('roles and privilege groups', () => {
    it('defaults the description to empty and checks permission keys', () => {
      expect(createRole.params.parse({ name: 'Куратор', permissions: [] })).toEqual({ name: 'Куратор', description: '', permissions: [] });
      expect(createPrivilegeGroup.params.safeParse({ name: 'Звонки', permissions: ['view calls'] }).success).toBe(false);
      expect(createRole.params.safeParse({ name: 'К', permissions: [] }).success).toBe(false);
      expect(createRole.params.safeParse({ name: 'Куратор', description: 'a'.repeat(501), permissions: [] }).success).toBe(false);
    });

    it('refuses an update that changes nothing, on the name field', () => {
      const result = updateRole.params.safeParse({ id: 1 });
      expect(result.error?.issues[0]).toMatchObject({ path: ['name'], message: 'Укажите, что изменить: name, description или permissions' });
    });

    it('deletes without force by default', () => {
      expect(deleteRole.params.parse({ id: 3 })).toEqual({ id: 3, force: false });
      expect(deleteRole.result.parse({ id: 3, name: 'Куратор', usersAffected: 2 })).toEqual({ id: 3, name: 'Куратор', usersAffected: 2 });
    });
  });

  describe('Audit/List', () => {
    it('takes entity ids as text and days or moments as bounds', () => {
      expect(listAudit.params.parse({ entityId: 7 })).toMatchObject({ entityId: '7' });
      expect(listAudit.params.safeParse({ from: '01.09.2026' }).success).toBe(false);
      expect(listAudit.params.safeParse({ from: '2026-09-01T10:00:00Z' }).success).toBe(true);
    });

    it('refuses a period that ends before it starts, on the to field', () => {
      const result = listAudit.params.safeParse({ from: '2026-09-02', to: '2026-09-01' });
      expect(result.error?.issues[0]).toMatchObject({ path: ['to'], message: 'Начало периода позже его конца' });
      expect(listAudit.params.safeParse({ from: '2026-09-01', to: '2026-09-01' }).success).toBe(true);
    });

    it('reads a day bound as the whole Moscow day', () => {
      expect(new Date(boundStart('2026-09-01')).toISOString()).toBe('2026-08-31T21:00:00.000Z');
      expect(new Date(boundEnd('2026-09-01')).toISOString()).toBe('2026-09-01T20:59:59.999Z');
      expect(boundStart('2026-09-01T10:00:00Z')).toBe(boundEnd('2026-09-01T10:00:00Z'));
    });

    it('reads audit entries with any before and after', () => {
      const entry = { id: 1, at: '2026-09-01T09:00:00.000Z', actorId: null, actorName: null, action: 'User/AccountLogin', entity: 'user', entityId: '5', entityName: 'Иванова Анна', before: null, after: { status: 'active' }, requestId: 'r-1' };
      expect(listAudit.result.parse({ items: [entry], total: 1, page: 1, pageSize: 25 }).items[0]).toEqual(entry);
    });
  });

  describe('Access/Overview', () => {
    it('takes no params and reads the panel numbers', () => {
      expect(accessOverview.params.safeParse({}).success).toBe(true);
      const overview = {
        usersByStatus: { new: 1, active: 2, banned: 0, suspended: 0 },
        roles: 7,
        privilegeGroups: 0,
        activeSessions: 1,
        signInsByDay: [{ day: '2026-09-01', count: 3 }],
        recentAudit: [],
      };
      expect(accessOverview.result.parse(overview)).toEqual(overview);
      expect(accessOverview.result.safeParse({ ...overview, signInsByDay: [{ day: '01.09.2026', count: 3 }] }).success).toBe(false);
    });
  });
});
