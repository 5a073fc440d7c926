/**
 * The roles and privilege groups that can be assigned, with their permissions: the role filter
 * of the list, the pickers of the create dialog and the roles tab, and the sources of a user's
 * effective permissions all read them. Both lists need viewAccessPanel; without it the catalog
 * is `denied` and those places say so rather than failing.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { PrivilegeGroup, Role } from '@abitura/contracts';
import { failureOf, type Failure } from '../../models/failure.js';

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'denied' | 'error';

export const CATALOG_PERMISSION = 'viewAccessPanel';

export interface AccessCatalog {
  readonly roles: ReadonlySignal<readonly Role[]>;
  readonly groups: ReadonlySignal<readonly PrivilegeGroup[]>;
  readonly status: ReadonlySignal<CatalogStatus>;
  readonly error: ReadonlySignal<Failure | null>;
  /** Loads both lists (again); resolves when done, never rejects. */
  load(): Promise<void>;
}

export function createAccessCatalog(client: Pick<Client, 'call' | 'can'>): AccessCatalog {
  const roles = signal<readonly Role[]>([]);
  const groups = signal<readonly PrivilegeGroup[]>([]);
  const status = signal<CatalogStatus>('idle');
  const error = signal<Failure | null>(null);

  async function load(): Promise<void> {
    if (!client.can(CATALOG_PERMISSION)) {
      status.value = 'denied';
      return;
    }
    status.value = 'loading';
    const [roleReply, groupReply] = await Promise.all([client.call('User/ReadRoles', {}), client.call('User/getAllPrivilegeGroups', {})]);
    batch(() => {
      if (roleReply.success && groupReply.success) {
        roles.value = [...roleReply.data].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
        groups.value = [...groupReply.data].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
        error.value = null;
        status.value = 'ready';
        return;
      }
      const failure = failureOf(roleReply.success ? groupReply : roleReply);
      error.value = failure;
      status.value = failure.code === 'ACCESS_DENIED' ? 'denied' : 'error';
    });
  }

  return { roles, groups, status, error, load };
}
