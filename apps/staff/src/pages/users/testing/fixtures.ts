/**
 * Test data for the users pages: server-shaped users, roles, groups, sessions and audit entries,
 * and the rights of a signed-in administrator.
 */
import type { AuditItem, PrivilegeGroup, Role, SessionItem, UserDetail, UserListItem } from '@abitura/contracts';

export const ADMIN_ABILITY = {
  viewAccessPanel: true,
  viewAccessPermission: true,
  viewAccessUsers: true,
  viewUserpage: true,
  manageUsers: true,
  manageSessions: true,
  viewAudit: true,
  EditPassword: true,
};

export function listItem(patch: Partial<UserListItem> & { id: number }): UserListItem {
  return {
    login: `user${patch.id}`,
    fullName: `Пользователь ${patch.id}`,
    email: null,
    phone: null,
    status: 'active',
    roles: [],
    lastLoginAt: null,
    createdAt: '2025-03-01T09:15:00.000Z',
    ...patch,
  };
}

export const IVANOV = listItem({
  id: 5,
  login: 'ivanov',
  fullName: 'Иванов Иван',
  email: 'ivanov@college.ru',
  phone: '+79991234567',
  roles: ['Куратор'],
  lastLoginAt: '2025-09-01T07:30:00.000Z',
  createdAt: '2025-03-01T09:15:00.000Z',
});

export const PETROVA = listItem({ id: 6, login: 'petrova', fullName: 'Петрова Анна', status: 'new', roles: [] });

export const SELF = listItem({ id: 1, login: 'admin', fullName: 'Администратор Системы', roles: ['Администратор'] });

export const ROLES: Role[] = [
  { id: 2, name: 'Куратор', description: 'Работа с абитуриентами', permissions: ['viewHomepage', 'viewContingent', 'EditPassword'], userCount: 3 },
  { id: 1, name: 'Администратор', description: 'Все права', permissions: ['viewAccessPanel', 'manageUsers', 'EditPassword'], userCount: 1 },
  { id: 3, name: 'Наблюдатель', description: '', permissions: ['viewHomepage'], userCount: 0 },
];

export const GROUPS: PrivilegeGroup[] = [{ id: 7, name: 'Приёмная комиссия', description: 'Приём документов', permissions: ['admin', 'viewContingent'] }];

export const IVANOV_DETAIL: UserDetail = {
  id: 5,
  login: 'ivanov',
  fullName: 'Иванов Иван',
  email: 'ivanov@college.ru',
  phone: '+79991234567',
  status: 'active',
  roles: ['Куратор'],
  privilegeGroups: ['Приёмная комиссия'],
  permissions: ['EditPassword', 'admin', 'viewContingent', 'viewHomepage', 'legacyReport'],
  createdAt: '2025-03-01T09:15:00.000Z',
  lastLoginAt: '2025-09-01T07:30:00.000Z',
};

export function sessionItem(patch: Partial<SessionItem> & { id: number }): SessionItem {
  return {
    subsystem: 'staff',
    address: '10.0.0.5',
    userAgent: 'Mozilla/5.0 Firefox/130.0',
    createdAt: '2025-09-01T07:30:00.000Z',
    lastSeenAt: '2025-09-01T08:00:00.000Z',
    expiresAt: '2999-01-01T00:00:00.000Z',
    revokedAt: null,
    revokedReason: null,
    current: false,
    ...patch,
  };
}

export function auditItem(patch: Partial<AuditItem> & { id: number }): AuditItem {
  return {
    at: '2025-09-02T10:00:00.000Z',
    actorId: 1,
    actorName: 'Администратор Системы',
    action: 'User/SetStatus',
    entity: 'user',
    entityId: '5',
    entityName: 'Сидорова Анна Петровна',
    before: { status: 'active' },
    after: { status: 'banned', sessionsEnded: 2 },
    requestId: null,
    ...patch,
  };
}
