/**
 * Roles and privilege groups are edited the same way (the server runs one set of rules for both);
 * this is the one place that says which actions each kind calls. The rest of the management page
 * speaks of "permission sets".
 */
import type { Client } from '@abitura/sdk';

export type SetKind = 'role' | 'group';

/** A role or a privilege group; only roles carry a member count. */
export interface PermissionSet {
  id: number;
  name: string;
  description: string;
  permissions: readonly string[];
  userCount?: number;
}

export interface SetFields {
  name: string;
  description: string;
}

export interface SetApi {
  readonly kind: SetKind;
  list(): Promise<PermissionSet[]>;
  create(fields: SetFields): Promise<PermissionSet>;
  update(change: { id: number; name?: string; description?: string; permissions?: string[] }): Promise<PermissionSet>;
  /** `force` deletes even when users hold it; they lose its permissions. */
  remove(id: number, force: boolean): Promise<{ usersAffected: number }>;
}

/** The calls of one kind; every failure is thrown as the SDK's ActionError (client.run). */
export function createSetApi(client: Pick<Client, 'run'>, kind: SetKind): SetApi {
  if (kind === 'role') {
    return {
      kind,
      list: () => client.run('User/ReadRoles', {}),
      create: (fields) => client.run('Role/Create', { ...fields, permissions: [] }),
      update: (change) => client.run('Role/Update', change),
      remove: (id, force) => client.run('Role/Delete', { id, force }),
    };
  }
  return {
    kind,
    list: () => client.run('User/getAllPrivilegeGroups', {}),
    create: (fields) => client.run('PrivilegeGroup/Create', { ...fields, permissions: [] }),
    update: (change) => client.run('PrivilegeGroup/Update', change),
    remove: (id, force) => client.run('PrivilegeGroup/Delete', { id, force }),
  };
}
