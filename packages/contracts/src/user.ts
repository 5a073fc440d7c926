import { z } from 'zod';
import { SUBSYSTEMS } from './wire/types.js';
import { defineAction } from './defineAction.js';
import {
  accessToken,
  currentPassword,
  entityId,
  loginName,
  newPassword,
  noParams,
  permissionName,
  resetToken,
  trimmedString,
} from './fields.js';
import { permissionEntry, permissionNode, privilegeGroup, role, userDetail } from './access.js';
import { sessionPayload } from './session.js';

/**
 * Statuses that may hold a session: `new` must reach the password-edit page and `suspended` the
 * no-actions page (SPEC section 4); only `banned` is locked out.
 */
const SESSION_STATUSES = ['active', 'new', 'suspended'] as const;

export const accountLogin = defineAction({
  name: 'User/AccountLogin',
  // qr: the scanner page (/qr) signs in the staff member holding the phone.
  permission: { public: ['staff', 'cli', 'qr'] },
  kind: 'write',
  params: z.object({ login: loginName, password: currentPassword }).strict(),
  result: sessionPayload,
  // Who signs in is anonymous; the list says which accounts may obtain a session at all.
  statuses: SESSION_STATUSES,
  summary: 'Signs in with login and password; returns a new access token, the user and their ability.',
});

export const checkToken = defineAction({
  name: 'User/CheckToken',
  permission: { public: SUBSYSTEMS },
  kind: 'read',
  params: z.object({ token: accessToken }).strict(),
  result: sessionPayload,
  statuses: SESSION_STATUSES,
  summary: 'Checks an access token; returns the token, the user and their ability when it is active.',
});

export const accountLogout = defineAction({
  name: 'User/AccountLogout',
  permission: { signedIn: true },
  kind: 'write',
  params: noParams,
  result: z.null(),
  statuses: SESSION_STATUSES,
  summary: 'Revokes the current access token and closes its live connections.',
});

export const checkAccess = defineAction({
  name: 'User/CheckAccess',
  permission: { signedIn: true },
  // A new account must reach the password-edit page, whose route the client confirms with this.
  statuses: ['active', 'new'],
  kind: 'read',
  params: z.object({ permission: permissionName }).strict(),
  // The reply's `message` carries the flag as 'true' or 'false' (DESIGN section 2); `data` repeats it typed.
  result: z.boolean(),
  summary: "Tells whether the caller's ability grants a permission; the allow flag is in the reply message.",
});

export const forgotPassword = defineAction({
  name: 'User/ForgotPassword',
  permission: { public: ['staff'] },
  kind: 'write',
  params: z
    .object({
      /** The account's login or e-mail address. */
      login: trimmedString(1, 254),
    })
    .strict(),
  result: z.null(),
  summary: 'Sends a password-reset link; the reply is the same whether or not the account exists.',
});

export const resetPassword = defineAction({
  name: 'User/ResetPassword',
  permission: { public: ['staff'] },
  kind: 'write',
  params: z.object({ token: resetToken, password: newPassword }).strict(),
  result: z.null(),
  summary: 'Sets a new password with a single-use reset token.',
});

export const editPassword = defineAction({
  name: 'User/EditPassword',
  // Any signed-in account, whatever its roles: a `new` one must change its one-time password to
  // become active, and a permission it may lack would keep it `new` for good (issue 21).
  permission: { signedIn: true },
  kind: 'write',
  params: z
    .object({ currentPassword, newPassword })
    .strict()
    .refine((value) => value.newPassword !== value.currentPassword, {
      message: 'Новый пароль должен отличаться от текущего',
      path: ['newPassword'],
    }),
  result: sessionPayload,
  statuses: ['active', 'new'],
  summary: "Changes the caller's password; revokes every token of the account and returns a new one.",
});

export const readPermissions = defineAction({
  name: 'User/ReadPermissions',
  permission: 'viewAccessPermission',
  kind: 'read',
  params: z
    .object({
      /** Key of the page whose subtree to read; absent or null for the whole tree. */
      parent: permissionName.nullable().optional(),
    })
    .strict(),
  result: z.array(permissionNode),
  summary: 'Reads the permission tree (pages with their subpages and functions), optionally under one page.',
});

export const readRoles = defineAction({
  name: 'User/ReadRoles',
  permission: 'viewAccessPanel',
  kind: 'read',
  params: noParams,
  result: z.array(role),
  summary: 'Lists the roles with their permissions and member counts.',
});

export const getAllPrivilegeGroups = defineAction({
  name: 'User/getAllPrivilegeGroups',
  permission: 'viewAccessPanel',
  kind: 'read',
  params: noParams,
  result: z.array(privilegeGroup),
  summary: 'Lists the privilege groups with their permissions.',
});

export const getInfoAboutUserByID = defineAction({
  name: 'User/GetInfoAboutUserByID',
  permission: 'viewUserpage',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: userDetail,
  summary: 'Reads one user for the user page: contacts, status, roles, groups and effective permissions.',
});

export const allExistingFunctions = defineAction({
  name: 'Reference/allExistingfunctions',
  permission: 'viewAccessPermission',
  kind: 'read',
  params: noParams,
  result: z.array(permissionEntry),
  summary: 'Lists every permission key with its title, parent page and kind.',
});

/** The session and access-control actions, in catalogue order. */
export const userContracts = [
  accountLogin,
  checkToken,
  accountLogout,
  checkAccess,
  forgotPassword,
  resetPassword,
  editPassword,
  readPermissions,
  readRoles,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  allExistingFunctions,
] as const;
