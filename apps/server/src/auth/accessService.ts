import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { rowsOf } from '../db/rows.js';
import { groupPermissions, rolePermissions, roles, userGroups, userRoles } from '../db/schema/index.js';

/**
 * Effective permissions of a user: the union of their roles' and privilege groups' permissions.
 * Cached per user; any change to roles, groups or assignments clears the cache (`invalidate`).
 */
export class AccessService {
  readonly #cache = new Map<number, ReadonlySet<string>>();
  #version = 0;

  constructor(private readonly db: Db) {}

  /** Changes whenever cached permissions are dropped, so holders of a copy know to ask again. */
  get version(): number {
    return this.#version;
  }

  /** The cached permissions of a user, without a database round trip, if there are any. */
  cachedPermissionsOf(userId: number): ReadonlySet<string> | undefined {
    return this.#cache.get(userId);
  }

  async permissionsOf(userId: number, db: Db = this.db): Promise<ReadonlySet<string>> {
    const cached = this.#cache.get(userId);
    if (cached) return cached;
    const rows = await db.execute<{ permission: string }>(sql`
      select ${rolePermissions.permission} as permission from ${rolePermissions}
        join ${userRoles} on ${userRoles.roleId} = ${rolePermissions.roleId}
        where ${userRoles.userId} = ${userId}
      union
      select ${groupPermissions.permission} as permission from ${groupPermissions}
        join ${userGroups} on ${userGroups.groupId} = ${groupPermissions.groupId}
        where ${userGroups.userId} = ${userId}`);
    const set = new Set(rowsOf<{ permission: string }>(rows).map((row) => row.permission));
    if (db === this.db) this.#cache.set(userId, set);
    return set;
  }

  /** Role names of a user, for the session payload. */
  async roleNamesOf(userId: number, db: Db = this.db): Promise<string[]> {
    const rows = await db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(userRoles.userId, userId));
    return rows.map((row) => row.name);
  }

  invalidate(userId?: number): void {
    this.#version += 1;
    if (userId === undefined) this.#cache.clear();
    else this.#cache.delete(userId);
  }
}
