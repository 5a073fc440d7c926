import { z } from 'zod';
import { entityId } from './fields.js';
import { sessionUser } from './session.js';

/** A role as the access panel lists it; its permissions are what its members are granted. */
export const role = z.object({
  id: entityId,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int().nonnegative(),
});

/** A named bundle of permissions that can be granted to users besides their roles. */
export const privilegeGroup = z.object({
  id: entityId,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
});

/** Whether a permission guards a page or a function inside a page. */
export const permissionKind = z.enum(['page', 'function']);

/** A permission as `Reference/allExistingfunctions` lists it (flat, no children). */
export const permissionEntry = z.object({
  /** The permission key, e.g. `viewAbiturient`. */
  name: z.string(),
  title: z.string(),
  /** Key of the page permission it belongs to; null at the top level. */
  parent: z.string().nullable(),
  kind: permissionKind,
});

/**
 * A node of the permission tree (`User/ReadPermissions`): a page with its subpages, the functions
 * of a page merged into its children.
 */
export const permissionNode = permissionEntry.extend({
  id: entityId,
  get children() {
    return z.array(permissionNode).optional();
  },
});

/** A user as the user page shows them. */
export const userDetail = sessionUser.extend({
  phone: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
  /** Names of the privilege groups granted to the user. */
  privilegeGroups: z.array(z.string()),
  /** The effective permission keys (roles and privilege groups together). */
  permissions: z.array(z.string()),
});

export type Role = z.infer<typeof role>;
export type PrivilegeGroup = z.infer<typeof privilegeGroup>;
export type PermissionEntry = z.infer<typeof permissionEntry>;
export type PermissionNode = z.infer<typeof permissionNode>;
export type UserDetail = z.infer<typeof userDetail>;
