import type { PermissionEntry, PrivilegeGroup, Role } from '@abitura/contracts';
import type { Caller } from '../core/calls.js';

/** The grants of the access-control model: roles and privilege groups with their permissions, and the catalogue. */
export interface AccessModel {
  roles: readonly Role[];
  groups: readonly PrivilegeGroup[];
  catalogue: readonly PermissionEntry[];
}

export async function loadAccessModel(sdk: Caller): Promise<AccessModel> {
  const [roles, groups, catalogue] = await Promise.all([
    sdk.run('User/ReadRoles', {}),
    sdk.run('User/getAllPrivilegeGroups', {}),
    sdk.run('Reference/allExistingfunctions', {}),
  ]);
  return { roles, groups, catalogue };
}

/** Where a permission comes from: a role or a privilege group, by name. */
export interface Source {
  kind: 'role' | 'group';
  name: string;
}

/**
 * Each permission of a holder of these roles and groups with every role and group it comes
 * through (roles first, each in name order): effective permissions are the union of both
 * (apps/server/src/auth/accessService.ts).
 */
export function sourcesByPermission(model: AccessModel, roleNames: readonly string[], groupNames: readonly string[]): Map<string, Source[]> {
  const sources = new Map<string, Source[]>();
  const add = (kind: Source['kind'], sets: readonly { name: string; permissions: readonly string[] }[], names: readonly string[]) => {
    for (const set of [...sets].filter((item) => names.includes(item.name)).sort((a, b) => a.name.localeCompare(b.name))) {
      for (const permission of set.permissions) sources.set(permission, [...(sources.get(permission) ?? []), { kind, name: set.name }]);
    }
  };
  add('role', model.roles, roleNames);
  add('group', model.groups, groupNames);
  return sources;
}

/** A role or group that would grant a permission, with what else it would bring. */
export interface Grant extends Source {
  id: number;
  /** Permissions the holder would newly get from it, the asked one included, in key order. */
  adds: string[];
  /** How many users hold it already. */
  members: number;
}

/**
 * The smallest grants that would give `permission` to someone holding `held`: every role and
 * group granting it, those adding the fewest other permissions first (least privilege), then
 * the more widely held (an established bundle), then by name.
 */
export function smallestGrants(model: AccessModel, permission: string, held: ReadonlySet<string>): Grant[] {
  const candidates: Grant[] = [
    ...model.roles.map((role) => ({ kind: 'role' as const, id: role.id, name: role.name, permissions: role.permissions, members: role.userCount })),
    ...model.groups.map((group) => ({ kind: 'group' as const, id: group.id, name: group.name, permissions: group.permissions, members: 0 })),
  ]
    .filter((set) => set.permissions.includes(permission))
    .map(({ permissions, ...set }) => ({ ...set, adds: permissions.filter((key) => !held.has(key)).sort() }));
  return candidates.sort((a, b) => a.adds.length - b.adds.length || b.members - a.members || a.name.localeCompare(b.name));
}

/** The pages above a permission in the catalogue, nearest first: a function is reached through its page. */
export function parentChain(model: AccessModel, permission: string): string[] {
  const byKey = new Map(model.catalogue.map((entry) => [entry.name, entry]));
  const chain: string[] = [];
  let parent = byKey.get(permission)?.parent ?? null;
  while (parent !== null && !chain.includes(parent)) {
    chain.push(parent);
    parent = byKey.get(parent)?.parent ?? null;
  }
  return chain;
}

/** A permission's title from the catalogue, or its key when the catalogue does not know it. */
export function titleOf(model: AccessModel, permission: string): string {
  return model.catalogue.find((entry) => entry.name === permission)?.title ?? permission;
}

/** Keys of the catalogue close to a mistyped one, for "did you mean". */
export function similarPermissions(model: AccessModel, typed: string): string[] {
  const lower = typed.toLowerCase();
  return model.catalogue
    .map((entry) => entry.name)
    .filter((key) => key.toLowerCase().includes(lower) || lower.includes(key.toLowerCase()))
    .slice(0, 5);
}
