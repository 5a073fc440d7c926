/**
 * One user's page as a signal model: the user (User/GetInfoAboutUserByID), the role and group
 * catalog behind the roles tab, permission titles, and the writes of the header and the roles tab
 * (status with undo, roles, groups). The sessions and activity tabs have their own models.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { PERMISSIONS, type AccountStatus, type UserDetail, type UserListItem } from '@abitura/contracts';
import { createAccessCatalog } from './accessCatalog.js';
import { outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { effectivePermissions, idsByName } from './permissionSources.js';
import { undoTarget, type SettableStatus } from './statusActions.js';

/** Reading every permission's server title needs this; without it the SDK catalogue's titles serve. */
export const TITLES_PERMISSION = 'viewAccessPermission';

/** The server's title of a permission, else the SDK catalogue's (the titles the server starts from), else null. */
export function permissionTitle(serverTitles: ReadonlyMap<string, string>, key: string): string | null {
  return serverTitles.get(key) ?? PERMISSIONS.find((permission) => permission.key === key)?.title ?? null;
}

export type PageFeedback =
  | { kind: 'status'; from: AccountStatus; to: SettableStatus; undo: SettableStatus | null }
  | { kind: 'undone'; to: SettableStatus }
  | { kind: 'undoFailed'; failure: Failure }
  | { kind: 'roles' }
  | { kind: 'groups' }
  | { kind: 'revoked'; count: number };

export type UserPageModel = ReturnType<typeof createUserPageModel>;

export function createUserPageModel(client: Pick<Client, 'call' | 'can'>, userId: number) {
  const { value: user, load: loadUser, ...state } = createLoadedResource<UserDetail | null>(() => client.call('User/GetInfoAboutUserByID', { id: userId }), null);
  const feedback = signal<PageFeedback | null>(null);
  const catalog = createAccessCatalog(client);
  const serverTitles = signal<ReadonlyMap<string, string>>(new Map());

  const effective = computed(() => {
    const current = user.value;
    if (!current) return [];
    return effectivePermissions(current, catalog.status.value === 'ready' ? { roles: catalog.roles.value, groups: catalog.groups.value } : null);
  });
  const roleIds = computed(() => idsByName(catalog.roles.value, user.value?.roles ?? []));
  const groupIds = computed(() => idsByName(catalog.groups.value, user.value?.privilegeGroups ?? []));

  async function loadTitles(): Promise<void> {
    if (!client.can(TITLES_PERMISSION)) return;
    const reply = await client.call('Reference/allExistingfunctions', {});
    if (reply.success) serverTitles.value = new Map(reply.data.map((entry) => [entry.name, entry.title]));
  }

  /** Applies a write's answer (a list item) to the user on screen, then rereads the details. */
  function afterWrite(item: UserListItem): void {
    const current = user.peek();
    if (current) user.value = { ...current, status: item.status, roles: item.roles };
    void loadUser();
  }

  async function setStatus(status: SettableStatus): Promise<Outcome<UserListItem>> {
    const outcome = outcomeOf(await client.call('User/SetStatus', { id: userId, status }));
    if (outcome.ok) afterWrite(outcome.value);
    return outcome;
  }

  async function assign(kind: 'roles' | 'groups', ids: readonly number[]): Promise<Outcome<UserListItem>> {
    const reply =
      kind === 'roles'
        ? await client.call('User/SetRoles', { id: userId, roleIds: [...ids] })
        : await client.call('User/SetGroups', { id: userId, groupIds: [...ids] });
    const outcome = outcomeOf(reply);
    if (outcome.ok) {
      feedback.value = { kind };
      afterWrite(outcome.value);
    }
    return outcome;
  }

  return {
    userId,
    user: user as ReadonlySignal<UserDetail | null>,
    loading: state.loading,
    error: state.error,
    feedback: feedback as ReadonlySignal<PageFeedback | null>,
    catalog,
    effective,
    roleIds,
    groupIds,

    /** Loads the user, the catalog and the titles together. */
    async load(): Promise<void> {
      await Promise.all([loadUser(), catalog.load(), loadTitles()]);
    },
    reload: loadUser,

    /** Permission titles as the server stores them (empty without viewAccessPermission). */
    titles: serverTitles as ReadonlySignal<ReadonlyMap<string, string>>,

    async changeStatus(status: SettableStatus): Promise<Outcome<UserListItem>> {
      const from = user.peek()?.status;
      const outcome = await setStatus(status);
      if (outcome.ok && from) feedback.value = { kind: 'status', from, to: status, undo: undoTarget(from) };
      return outcome;
    },
    async undo(): Promise<Outcome<UserListItem> | null> {
      const last = feedback.peek();
      if (last?.kind !== 'status' || last.undo === null) return null;
      const outcome = await setStatus(last.undo);
      feedback.value = outcome.ok ? { kind: 'undone', to: last.undo } : { kind: 'undoFailed', failure: outcome.failure };
      return outcome;
    },
    saveRoles: (ids: readonly number[]) => assign('roles', ids),
    saveGroups: (ids: readonly number[]) => assign('groups', ids),
    async revokeAllSessions(): Promise<Outcome<{ revoked: number }>> {
      const outcome = outcomeOf(await client.call('User/RevokeSessions', { userId }));
      if (outcome.ok) feedback.value = { kind: 'revoked', count: outcome.value.revoked };
      return outcome;
    },
    dismissFeedback(): void {
      feedback.value = null;
    },
  };
}
