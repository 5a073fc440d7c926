import { ERROR_ROUTE_NAME, matchRoute, type RouteDef } from '@abitura/sdk';
import { findContract, type UserDetail } from '@abitura/contracts';
import type { Caller } from '../core/calls.js';
import { usageError } from '../core/exitCodes.js';
import type { Io } from '../core/io.js';
import { similarPermissions, type AccessModel } from './accessModel.js';

/**
 * A user named on the command line: a login (any case), an id (`42` or `#42`), or `me`.
 * Resolved through User/List and read through User/GetInfoAboutUserByID (roles, groups and
 * effective permissions).
 */
export async function findUser(sdk: Caller, io: Io, reference: string): Promise<UserDetail> {
  const text = reference.trim();
  if (text === 'me') {
    const token = sdk.sdk.session.token.peek();
    const session = await sdk.run('User/CheckToken', { token: token ?? '' });
    return sdk.run('User/GetInfoAboutUserByID', { id: session.user.id });
  }
  const id = /^#?(\d+)$/.exec(text)?.[1];
  if (id !== undefined) return sdk.run('User/GetInfoAboutUserByID', { id: Number(id) });
  const page = await sdk.run('User/List', { search: text, pageSize: 100 });
  const found = page.items.find((item) => item.login.toLowerCase() === text.toLowerCase());
  if (!found) {
    const near = page.items.slice(0, 5).map((item) => item.login);
    throw usageError(io.t(near.length > 0 ? 'user.notFoundNear' : 'user.notFound', { user: text, near: near.join(', ') }));
  }
  return sdk.run('User/GetInfoAboutUserByID', { id: found.id });
}

/** What an `access explain` asks about: a permission, or what an action or a page needs. */
export type Target =
  | { kind: 'permission'; permission: string; via: null }
  | { kind: 'permission'; permission: string; via: { action: string } | { route: string } }
  | { kind: 'signedIn'; via: { action: string }; statuses: readonly string[] }
  | { kind: 'public'; via: { action: string } | { route: string }; subsystems: readonly string[] };

function routeTarget(route: RouteDef, path: string): Target {
  if (route.permission) return { kind: 'permission', permission: route.permission, via: { route: path } };
  if (route.ability) return { kind: 'permission', permission: `${route.ability.action}:${route.ability.subject}`, via: { route: path } };
  return { kind: 'public', via: { route: path }, subsystems: ['staff'] };
}

/**
 * Reads the PERMISSION argument: a permission key of the catalogue, an action name
 * (`User/SetStatus`, read from the contracts) or a page address (`/access/users/list`, read from
 * the SDK's route table), so "why can't Anna open this page" is asked as it is seen.
 */
export function readTarget(model: AccessModel, io: Io, text: string): Target {
  const value = text.trim();
  if (value.startsWith('/')) {
    const match = matchRoute(value);
    // The catch-all error page matches any address: it is no page of the product.
    if (!match || match.route.name === ERROR_ROUTE_NAME) throw usageError(io.t('target.unknownRoute', { value }));
    return routeTarget(match.route, value);
  }
  if (value.includes('/')) {
    const contract = findContract(value);
    if (!contract) throw usageError(io.t('target.unknownAction', { value }));
    const rule = contract.permission;
    if (typeof rule === 'string') return { kind: 'permission', permission: rule, via: { action: value } };
    if ('signedIn' in rule) return { kind: 'signedIn', via: { action: value }, statuses: contract.statuses };
    return { kind: 'public', via: { action: value }, subsystems: rule.public };
  }
  if (!model.catalogue.some((entry) => entry.name === value)) {
    const near = similarPermissions(model, value);
    throw usageError(io.t(near.length > 0 ? 'target.unknownPermissionNear' : 'target.unknownPermission', { value, near: near.join(', ') }));
  }
  return { kind: 'permission', permission: value, via: null };
}
