import type { PermissionNode, allExistingFunctions, getAllPrivilegeGroups, getInfoAboutUserByID, readPermissions, readRoles } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { privilegeGroups, userGroups, users } from '../../db/schema/index.js';
import { allPermissions, listGroups, listRoles } from './accessQueries.js';

/** The permission tree: pages with their subpages, functions merged into the page they belong to. */
export const readPermissionsHandler: Handler<typeof readPermissions> = async ({ parent }, ctx) => {
  const rows = await allPermissions(ctx.db);
  const nodes = new Map<string, PermissionNode>(
    rows.map((row, index) => [row.key, { id: index + 1, name: row.key, title: row.title, parent: row.parent, kind: row.kind as PermissionNode['kind'], children: [] }]),
  );
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const owner = node.parent ? nodes.get(node.parent) : undefined;
    if (owner) owner.children?.push(node);
    else roots.push(node);
  }
  if (parent === undefined || parent === null) return roots;
  const start = nodes.get(parent);
  if (!start) fail('NOT_FOUND', `Нет такого права: ${parent}`);
  return start?.children ?? [];
};

export const allExistingFunctionsHandler: Handler<typeof allExistingFunctions> = async (_params, ctx) =>
  (await allPermissions(ctx.db)).map((row) => ({ name: row.key, title: row.title, parent: row.parent, kind: row.kind as 'page' | 'function' }));

export const readRolesHandler: Handler<typeof readRoles> = async (_params, ctx) => listRoles(ctx.db);

export const readGroupsHandler: Handler<typeof getAllPrivilegeGroups> = async (_params, ctx) => listGroups(ctx.db);

export const userInfoHandler: Handler<typeof getInfoAboutUserByID> = async ({ id }, ctx) => {
  const userId = Number(id);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) fail('NOT_FOUND', 'Пользователь не найден.');
  const found = user as NonNullable<typeof user>;
  const groups = await ctx.db
    .select({ name: privilegeGroups.name })
    .from(userGroups)
    .innerJoin(privilegeGroups, eq(privilegeGroups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
  const permissions = await ctx.services.access.permissionsOf(userId, ctx.db);
  return {
    id: found.id,
    login: found.login,
    fullName: found.fullName,
    email: found.email,
    phone: found.phone,
    status: found.status as 'new' | 'active' | 'banned' | 'suspended',
    roles: await ctx.services.access.roleNamesOf(userId, ctx.db),
    privilegeGroups: groups.map((group) => group.name).sort(),
    permissions: [...permissions].sort(),
    createdAt: found.createdAt.toISOString(),
    lastLoginAt: found.lastLoginAt?.toISOString() ?? null,
  };
};
