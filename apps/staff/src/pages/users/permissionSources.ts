/**
 * A user's effective permissions with where each comes from (role X, group Y), computed from the
 * user's role and group names and the catalog's permission sets. The server's own list of the
 * user's permissions stays the truth: a permission it names that no known set explains is still
 * shown, with no source.
 */
import { PERMISSION_KEYS } from '@abitura/contracts';
import type { PrivilegeGroup, Role, UserDetail } from '@abitura/contracts';

export interface PermissionSource {
  kind: 'role' | 'group';
  name: string;
}

export interface EffectivePermission {
  key: string;
  sources: PermissionSource[];
}

const ORDER = new Map<string, number>(PERMISSION_KEYS.map((key, index) => [key, index]));

/** Catalogue order (pages with their functions), then unknown keys alphabetically. */
export function comparePermissionKeys(a: string, b: string): number {
  const left = ORDER.get(a) ?? Number.MAX_SAFE_INTEGER;
  const right = ORDER.get(b) ?? Number.MAX_SAFE_INTEGER;
  return left - right || a.localeCompare(b);
}

export function effectivePermissions(
  user: Pick<UserDetail, 'roles' | 'privilegeGroups' | 'permissions'>,
  catalog: { roles: readonly Role[]; groups: readonly PrivilegeGroup[] } | null,
): EffectivePermission[] {
  const byKey = new Map<string, PermissionSource[]>(user.permissions.map((key) => [key, []]));
  const add = (kind: PermissionSource['kind'], sets: readonly { name: string; permissions: readonly string[] }[], names: readonly string[]) => {
    for (const set of sets) {
      if (!names.includes(set.name)) continue;
      for (const key of set.permissions) byKey.set(key, [...(byKey.get(key) ?? []), { kind, name: set.name }]);
    }
  };
  if (catalog) {
    add('role', catalog.roles, user.roles);
    add('group', catalog.groups, user.privilegeGroups);
  }
  return [...byKey.entries()].sort(([a], [b]) => comparePermissionKeys(a, b)).map(([key, sources]) => ({ key, sources }));
}

/** Ids of the sets a user holds by name (the user page gets names, SetRoles/SetGroups take ids). */
export function idsByName(sets: readonly { id: number; name: string }[], names: readonly string[]): number[] {
  return sets.filter((set) => names.includes(set.name)).map((set) => set.id);
}
