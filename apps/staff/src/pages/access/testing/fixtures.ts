/** Data the access pages' tests share: a small permission tree, roles, groups and sessions. */
import type { ActionResult } from '@abitura/sdk';
import type { PermissionNode, PrivilegeGroup, Role } from '@abitura/contracts';
import { TEST_SESSION } from '@abitura/ui/testing';

const node = (id: number, name: string, title: string, parent: string | null, kind: 'page' | 'function', children: PermissionNode[] = []): PermissionNode => ({
  id,
  name,
  title,
  parent,
  kind,
  children,
});

export const TREE: PermissionNode[] = [
  node(1, 'viewHomepage', 'Главная страница', null, 'page'),
  node(2, 'viewAccessPanel', 'Панель управления доступом', null, 'page', [
    node(3, 'viewAccessPermission', 'Права и роли', 'viewAccessPanel', 'page', [node(4, 'manageRoles', 'Изменение ролей и групп привилегий', 'viewAccessPermission', 'function')]),
    node(5, 'viewAccessUsers', 'Список пользователей', 'viewAccessPanel', 'page'),
    node(6, 'viewAudit', 'Журнал аудита', 'viewAccessPanel', 'function'),
  ]),
  node(7, 'viewContingent', 'Контингент', null, 'page', [node(8, 'viewAbiturient', 'Карточка абитуриента', 'viewContingent', 'page')]),
  node(9, 'launchRockets', 'Запуск ракет', null, 'function'),
];

export const ALL_KEYS = ['viewHomepage', 'viewAccessPanel', 'viewAccessPermission', 'manageRoles', 'viewAccessUsers', 'viewAudit', 'viewContingent', 'viewAbiturient', 'launchRockets'];

export const ROLES: Role[] = [
  { id: 1, name: 'Администратор', description: 'Полный доступ', permissions: [...ALL_KEYS].sort(), userCount: 2 },
  { id: 2, name: 'Куратор', description: 'Координатор', permissions: ['viewAbiturient', 'viewContingent', 'viewHomepage'], userCount: 12 },
  { id: 3, name: 'Стажёр', description: '', permissions: ['viewHomepage'], userCount: 0 },
];

export const GROUPS: PrivilegeGroup[] = [{ id: 11, name: 'Звонки', description: 'Колл-центр', permissions: ['viewContingent'] }];

/** A signed-in administrator of access: may see everything and change roles. */
export const MANAGER_SESSION = {
  ...TEST_SESSION,
  ability: [
    {
      viewHomepage: true,
      viewAccessPanel: true,
      viewAccessPermission: true,
      manageRoles: true,
      viewAccessUsers: true,
      viewUserpage: true,
      viewAudit: true,
    },
  ],
};

/** Sees the access pages but may not change anything, nor see users or the audit log. */
export const VIEWER_SESSION = { ...TEST_SESSION, ability: [{ viewHomepage: true, viewAccessPanel: true, viewAccessPermission: true }] };

export const OVERVIEW: ActionResult<'Access/Overview'> = {
  usersByStatus: { new: 3, active: 40, banned: 1, suspended: 2 },
  roles: 3,
  privilegeGroups: 1,
  activeSessions: 17,
  signInsByDay: [],
  recentAudit: [
    { id: 2, at: '2026-09-01T09:05:00.000Z', actorId: 7, actorName: 'Петрова Мария', action: 'Role/Update', entity: 'role', entityId: '2', entityName: 'Куратор', before: { name: 'Куратор' }, after: { name: 'Куратор' }, requestId: null },
    { id: 1, at: '2026-08-31T21:30:00.000Z', actorId: null, actorName: null, action: 'User/ForgotPassword', entity: 'user', entityId: '9', entityName: 'Орлов Денис', before: null, after: null, requestId: null },
    { id: 0, at: '2026-08-31T08:00:00.000Z', actorId: null, actorName: null, action: 'Queue/Reset', entity: 'queue', entityId: null, entityName: null, before: null, after: null, requestId: null },
  ],
};

export const HOLDERS: ActionResult<'Access/PermissionHolders'> = {
  permission: 'viewContingent',
  roles: [
    { id: 1, name: 'Администратор', userCount: 2 },
    { id: 2, name: 'Куратор', userCount: 12 },
  ],
  groups: [{ id: 11, name: 'Звонки', userCount: 1 }],
  users: [
    { id: 21, login: 'ivanova', fullName: 'Иванова Анна', status: 'active', via: [{ kind: 'role', name: 'Куратор' }, { kind: 'group', name: 'Звонки' }] },
    { id: 22, login: 'sidorov', fullName: 'Сидоров Пётр', status: 'suspended', via: [{ kind: 'role', name: 'Администратор' }] },
  ],
  total: 14,
  usersVisible: true,
};
