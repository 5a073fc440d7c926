import { z } from 'zod';
import { isEmail } from './validation/email.js';
import { privilegeGroup, role } from './access.js';
import { defineAction } from './defineAction.js';
import { entityId, noParams, optionalPhone, permissionName, trimmedString } from './fields.js';
import { direction, page, pageOf, pageSize } from './paging.js';
export { MAX_PAGE, PAGE_SIZES } from './paging.js';
import { MOSCOW_UTC_OFFSET } from './moscowTime.js';
import { accountStatus } from './session.js';

/** Most roles or privilege groups one assignment may name. */
export const MAX_ASSIGNMENTS = 100;

/** Most permissions one role or privilege group may be given in one call. */
export const MAX_PERMISSIONS = 500;

const isoDateTime = z.iso.datetime({ offset: true });

/** Statuses an administrator may set; `new` is only ever given at creation. */
export const settableStatus = z.enum(['active', 'banned', 'suspended']);

/** A login being created: 3..64 latin letters, digits, dot, dash or underscore. */
export const newLogin = trimmedString(3, 64).regex(/^[a-z0-9._-]+$/i, 'Логин может содержать только латинские буквы, цифры, точку, дефис и подчёркивание');

/** An optional e-mail address; an empty string or null means none. */
export const optionalEmail = z
  .union([z.null(), z.string().trim().max(254)])
  .optional()
  .refine((value) => value === undefined || value === null || value === '' || isEmail(value), 'Некорректный адрес электронной почты')
  .transform((value) => (value ? value : null));

const idList = z.array(entityId).max(MAX_ASSIGNMENTS);
const permissionList = z.array(permissionName).max(MAX_PERMISSIONS);
const roleName = trimmedString(2, 100);
const description = z.string().trim().max(500);

/** A user as the users list shows them. */
export const userListItem = z.object({
  id: entityId,
  login: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: accountStatus,
  /** Role names in name order, for display only. */
  roles: z.array(z.string()),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

/** An access token as the sessions tab shows it (never the token itself). */
export const sessionItem = z.object({
  id: entityId,
  subsystem: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  revokedReason: z.string().nullable(),
  /** The session the request itself came with. */
  current: z.boolean(),
});

/** One audit-log entry: who did what, when, with the state before and after. */
export const auditItem = z.object({
  id: z.number().int().positive(),
  at: isoDateTime,
  actorId: z.number().int().positive().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The name of the user, role or privilege group the entry is about, as it is now; null for other entities or a deleted one. */
  entityName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});

/** A day (`YYYY-MM-DD`) or a moment with its offset; a day means the whole Moscow day. */
const dateBound = z.union([z.iso.date(), isoDateTime]);

export const listUsers = defineAction({
  name: 'User/List',
  permission: 'viewAccessUsers',
  kind: 'read',
  params: z
    .object({
      /** Matches login, full name or e-mail, case-insensitively, ё and е alike. */
      search: z.string().trim().max(100).optional(),
      status: accountStatus.optional(),
      roleId: entityId.optional(),
      sort: z.enum(['login', 'fullName', 'status', 'lastLoginAt', 'createdAt']).default('fullName'),
      direction,
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(userListItem),
  summary: 'Lists users a page at a time: search by login, name or e-mail, filter by status or role, sort by a column.',
});

export const createUser = defineAction({
  name: 'User/Create',
  permission: 'manageUsers',
  kind: 'write',
  params: z
    .object({
      login: newLogin,
      fullName: trimmedString(2, 200),
      email: optionalEmail,
      phone: optionalPhone,
      roleIds: idList.optional(),
      groupIds: idList.optional(),
    })
    .strict(),
  result: z.object({ user: userListItem, oneTimePassword: z.string().min(8) }),
  summary: 'Creates a user with status new and a one-time password (shown once) that must be changed at first sign-in.',
});

export const setUserStatus = defineAction({
  name: 'User/SetStatus',
  permission: 'manageUsers',
  kind: 'write',
  params: z.object({ id: entityId, status: settableStatus }).strict(),
  result: userListItem,
  summary: "Sets a user's status; banning or suspending ends all their sessions at once. Not for one's own account.",
});

export const setUserRoles = defineAction({
  name: 'User/SetRoles',
  permission: 'manageUsers',
  kind: 'write',
  params: z.object({ id: entityId, roleIds: idList }).strict(),
  result: userListItem,
  summary: "Replaces a user's roles; the new permissions apply to their next request.",
});

export const setUserGroups = defineAction({
  name: 'User/SetGroups',
  permission: 'manageUsers',
  kind: 'write',
  params: z.object({ id: entityId, groupIds: idList }).strict(),
  result: userListItem,
  summary: "Replaces a user's privilege groups; the new permissions apply to their next request.",
});

export const listUserSessions = defineAction({
  name: 'User/ListSessions',
  permission: 'manageSessions',
  kind: 'read',
  params: z
    .object({
      userId: entityId,
      /** Also list ended sessions (revoked or expired). @default false */
      includeRevoked: z.boolean().default(false),
    })
    .strict(),
  result: z.array(sessionItem),
  summary: "Lists a user's sessions, newest first (the 200 newest): live ones, or ended ones too.",
});

export const revokeUserSessions = defineAction({
  name: 'User/RevokeSessions',
  permission: 'manageSessions',
  kind: 'write',
  params: z
    .object({
      userId: entityId,
      /** The sessions to end; all of the user's when absent. */
      sessionIds: idList.min(1).optional(),
    })
    .strict(),
  result: z.object({ revoked: z.number().int().nonnegative() }),
  summary: "Ends a user's sessions (the listed ones or all) and closes their live connections.",
});

const roleCreateParams = z.object({ name: roleName, description: description.default(''), permissions: permissionList }).strict();

const roleUpdateParams = z
  .object({ id: entityId, name: roleName.optional(), description: description.optional(), permissions: permissionList.optional() })
  .strict()
  .refine((value) => value.name !== undefined || value.description !== undefined || value.permissions !== undefined, {
    message: 'Укажите, что изменить: name, description или permissions',
    path: ['name'],
  });

const deleteParams = z
  .object({
    id: entityId,
    /** Delete even though users hold it (they lose its permissions). @default false */
    force: z.boolean().default(false),
  })
  .strict();

const deleted = z.object({ id: entityId, name: z.string(), usersAffected: z.number().int().nonnegative() });

export const createRole = defineAction({
  name: 'Role/Create',
  permission: 'manageRoles',
  kind: 'write',
  params: roleCreateParams,
  result: role,
  summary: 'Creates a role with a unique name and a set of permissions.',
});

export const updateRole = defineAction({
  name: 'Role/Update',
  permission: 'manageRoles',
  kind: 'write',
  params: roleUpdateParams,
  result: role,
  summary: "Renames a role or changes its description or permissions; members' access changes at once.",
});

export const deleteRole = defineAction({
  name: 'Role/Delete',
  permission: 'manageRoles',
  kind: 'write',
  params: deleteParams,
  result: deleted,
  summary: 'Deletes a role; one that users hold only with force: true. The system role cannot be deleted.',
});

export const createPrivilegeGroup = defineAction({
  name: 'PrivilegeGroup/Create',
  permission: 'manageRoles',
  kind: 'write',
  params: roleCreateParams,
  result: privilegeGroup,
  summary: 'Creates a privilege group with a unique name and a set of permissions.',
});

export const updatePrivilegeGroup = defineAction({
  name: 'PrivilegeGroup/Update',
  permission: 'manageRoles',
  kind: 'write',
  params: roleUpdateParams,
  result: privilegeGroup,
  summary: "Renames a privilege group or changes its description or permissions; members' access changes at once.",
});

export const deletePrivilegeGroup = defineAction({
  name: 'PrivilegeGroup/Delete',
  permission: 'manageRoles',
  kind: 'write',
  params: deleteParams,
  result: deleted,
  summary: 'Deletes a privilege group; one that users hold only with force: true.',
});

export const listAudit = defineAction({
  name: 'Audit/List',
  permission: 'viewAudit',
  kind: 'read',
  params: z
    .object({
      entity: trimmedString(1, 50).optional(),
      entityId: z.union([trimmedString(1, 64), z.number().int().nonnegative()]).transform(String).optional(),
      actorId: entityId.optional(),
      action: trimmedString(1, 100).optional(),
      /** From this moment, or from the start of this Moscow day. */
      from: dateBound.optional(),
      /** Up to this moment, or to the end of this Moscow day. */
      to: dateBound.optional(),
      page,
      pageSize,
    })
    .strict()
    .refine((value) => !value.from || !value.to || boundStart(value.from) <= boundEnd(value.to), {
      message: 'Начало периода позже его конца',
      path: ['to'],
    }),
  result: pageOf(auditItem),
  summary: 'Reads the audit log newest first, a page at a time, filtered by entity, actor, action and period.',
});

export const accessOverview = defineAction({
  name: 'Access/Overview',
  permission: 'viewAccessPanel',
  kind: 'read',
  params: noParams,
  result: z.object({
    usersByStatus: z.object({ new: z.number().int(), active: z.number().int(), banned: z.number().int(), suspended: z.number().int() }),
    roles: z.number().int().nonnegative(),
    privilegeGroups: z.number().int().nonnegative(),
    activeSessions: z.number().int().nonnegative(),
    /** Sign-ins per Moscow day, the last 14 days oldest first, days without sign-ins as 0. */
    signInsByDay: z.array(z.object({ day: z.iso.date(), count: z.number().int().nonnegative() })),
    /** The 10 newest audit entries; empty unless the caller holds viewAudit. */
    recentAudit: z.array(auditItem),
  }),
  summary: 'Counts for the access panel: users by status, roles, groups, live sessions, sign-ins per day, recent changes.',
});

/** Most users `Access/PermissionHolders` lists; its `total` counts them all. */
export const MAX_PERMISSION_HOLDERS = 200;

/** A role or privilege group that grants a permission, with how many users hold it. */
export const permissionGrantor = z.object({ id: entityId, name: z.string(), userCount: z.number().int().nonnegative() });

/** A user who holds a permission, with every role and group it comes through. */
export const permissionHolder = z.object({
  id: entityId,
  login: z.string(),
  fullName: z.string(),
  status: accountStatus,
  via: z.array(z.object({ kind: z.enum(['role', 'group']), name: z.string() })),
});

export const permissionHolders = defineAction({
  name: 'Access/PermissionHolders',
  permission: 'viewAccessPermission',
  kind: 'read',
  params: z.object({ permission: permissionName }).strict(),
  result: z.object({
    permission: z.string(),
    /** Roles that grant it, in name order. */
    roles: z.array(permissionGrantor),
    /** Privilege groups that grant it, in name order. */
    groups: z.array(permissionGrantor),
    /** Its holders in full-name order, at most MAX_PERMISSION_HOLDERS; empty unless usersVisible. */
    users: z.array(permissionHolder),
    /** How many users hold it, whether listed or not. */
    total: z.number().int().nonnegative(),
    /** Whether the caller holds viewAccessUsers, the permission that guards the users list itself. */
    usersVisible: z.boolean(),
  }),
  summary: `Who holds a permission: the roles and privilege groups granting it, and their members (the first ${MAX_PERMISSION_HOLDERS}, names only with viewAccessUsers) with the role or group each holds it through.`,
});

/** The first instant (ms) a date bound covers: a day starts at Moscow midnight. */
export function boundStart(bound: string): number {
  return Date.parse(bound.length === 10 ? `${bound}T00:00:00${MOSCOW_UTC_OFFSET}` : bound);
}

/** The last instant (ms) a date bound covers: a day ends just before the next Moscow midnight. */
export function boundEnd(bound: string): number {
  return bound.length === 10 ? boundStart(bound) + 86_400_000 - 1 : Date.parse(bound);
}

/** The access-management actions, in catalogue order. */
export const accessManagementContracts = [
  listUsers,
  createUser,
  setUserStatus,
  setUserRoles,
  setUserGroups,
  listUserSessions,
  revokeUserSessions,
  createRole,
  updateRole,
  deleteRole,
  createPrivilegeGroup,
  updatePrivilegeGroup,
  deletePrivilegeGroup,
  listAudit,
  accessOverview,
  permissionHolders,
] as const;

export type UserListItem = z.infer<typeof userListItem>;
export type SessionItem = z.infer<typeof sessionItem>;
export type AuditItem = z.infer<typeof auditItem>;
export type PermissionGrantor = z.infer<typeof permissionGrantor>;
export type PermissionHolder = z.infer<typeof permissionHolder>;
