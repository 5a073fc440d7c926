import { ADMIN_PERMISSION, ROUTES, type RouteDef } from '@abitura/sdk';
import { contracts, type UserListItem } from '@abitura/contracts';
import type { Caller } from '../core/calls.js';
import type { MessageKey, MessageVars } from '../i18n/locale.js';
import { loadAccessModel, type AccessModel } from './accessModel.js';

export const SEVERITIES = ['info', 'warning', 'error'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Check = 'route' | 'action' | 'unheld' | 'admin' | 'stale' | 'session';

/** One finding of the audit; `message` and `vars` make its sentence in the reader's language. */
export interface Finding {
  severity: Severity;
  check: Check;
  /** What it is about: a page address, an action, a permission, a login. */
  subject: string;
  message: MessageKey;
  vars: MessageVars;
}

/** What the audit reads, all through the SDK: the grants, every account, and what it asks per account. */
export interface AuditData {
  model: AccessModel;
  users: readonly UserListItem[];
  /** Holders of `admin` with how they hold it; null when the caller may not see names. */
  admins: ReadonlyArray<{ login: string; fullName: string; status: string; via: string }> | null;
  adminTotal: number;
  /** Effective permission counts of the accounts the stale check looks at, by user id. */
  permissionCounts: ReadonlyMap<number, number>;
  /** Live sessions of new and suspended accounts, by user id. */
  liveSessions: ReadonlyMap<number, number>;
}

export interface AuditOptions {
  now: Date;
  staleDays: number;
}

const DAY_MS = 86_400_000;

/** Whether some role grants what a page needs (an ability rule counts as granted by `admin`, as canDo reads it). */
function routeHeld(route: RouteDef, granted: ReadonlySet<string>): boolean {
  if (route.permission) return granted.has(route.permission);
  if (route.ability) return granted.has(`${route.ability.action}:${route.ability.subject}`) || granted.has(ADMIN_PERMISSION);
  return true;
}

/** Every page, action and permission no role grants; a privilege group granting it makes it a warning, not an error. */
function grantFindings(model: AccessModel): Finding[] {
  const byRoles = new Set(model.roles.flatMap((role) => role.permissions));
  const byGroups = new Set(model.groups.flatMap((group) => group.permissions));
  const findings: Finding[] = [];
  for (const route of ROUTES) {
    if (route.public || route.unauthenticatedOnly || (!route.permission && !route.ability) || routeHeld(route, byRoles)) continue;
    const permission = route.permission ?? `${route.ability?.action}:${route.ability?.subject}`;
    const inGroup = route.permission ? byGroups.has(route.permission) : false;
    findings.push({ severity: inGroup ? 'warning' : 'error', check: 'route', subject: route.path, message: inGroup ? 'audit.routeGroupOnly' : 'audit.routeUnheld', vars: { path: route.path, permission } });
  }
  const actionPermissions = new Map<string, string[]>();
  for (const contract of contracts) {
    if (typeof contract.permission === 'string') actionPermissions.set(contract.permission, [...(actionPermissions.get(contract.permission) ?? []), contract.name]);
  }
  for (const [permission, actions] of [...actionPermissions].sort(([a], [b]) => a.localeCompare(b))) {
    if (byRoles.has(permission)) continue;
    findings.push({ severity: 'warning', check: 'action', subject: permission, message: 'audit.actionUnheld', vars: { permission, count: actions.length, actions: actions.slice(0, 3).join(', ') } });
  }
  for (const entry of model.catalogue) {
    if (byRoles.has(entry.name)) continue;
    findings.push({ severity: 'warning', check: 'unheld', subject: entry.name, message: byGroups.has(entry.name) ? 'audit.unheldGroupOnly' : 'audit.unheld', vars: { permission: entry.name, title: entry.title } });
  }
  return findings;
}

/** The accounts that have signed in last (or were created, if never) more than `staleDays` ago and are not banned. */
export function staleAccounts(users: readonly UserListItem[], { now, staleDays }: AuditOptions): UserListItem[] {
  const cutoff = now.getTime() - staleDays * DAY_MS;
  return users.filter((user) => user.status !== 'banned' && Date.parse(user.lastLoginAt ?? user.createdAt) < cutoff);
}

/** The findings of `access audit`, most severe first, in a stable order. */
export function auditFindings(data: AuditData, options: AuditOptions): Finding[] {
  const findings = grantFindings(data.model);
  if (data.admins === null) findings.push({ severity: 'info', check: 'admin', subject: ADMIN_PERMISSION, message: 'audit.adminsHidden', vars: { count: data.adminTotal } });
  for (const admin of data.admins ?? []) {
    findings.push({ severity: 'info', check: 'admin', subject: admin.login, message: 'audit.admin', vars: { login: admin.login, fullName: admin.fullName, via: admin.via } });
  }
  for (const user of staleAccounts(data.users, options)) {
    const count = data.permissionCounts.get(user.id) ?? 0;
    if (count === 0) continue;
    const days = Math.floor((options.now.getTime() - Date.parse(user.lastLoginAt ?? user.createdAt)) / DAY_MS);
    findings.push({ severity: 'warning', check: 'stale', subject: user.login, message: user.lastLoginAt ? 'audit.stale' : 'audit.staleNever', vars: { login: user.login, days, count } });
  }
  for (const user of data.users) {
    const sessions = data.liveSessions.get(user.id) ?? 0;
    if (sessions === 0 || (user.status !== 'new' && user.status !== 'suspended')) continue;
    findings.push({
      severity: user.status === 'suspended' ? 'error' : 'warning',
      check: 'session',
      subject: user.login,
      message: user.status === 'suspended' ? 'audit.suspendedSessions' : 'audit.newSessions',
      vars: { login: user.login, count: sessions },
    });
  }
  const rank = (finding: Finding) => SEVERITIES.indexOf(finding.severity);
  return findings.map((finding, index) => ({ finding, index })).sort((a, b) => rank(b.finding) - rank(a.finding) || a.index - b.index).map(({ finding }) => finding);
}

/** Reads everything the audit needs: a handful of list calls, then one call per account only where a check needs it. */
export async function loadAuditData(sdk: Caller, options: AuditOptions): Promise<AuditData> {
  const model = await loadAccessModel(sdk);
  const users: UserListItem[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await sdk.run('User/List', { page, pageSize: 100, sort: 'login' });
    users.push(...batch.items);
    if (batch.items.length === 0 || users.length >= batch.total) break;
  }
  const holders = await sdk.run('Access/PermissionHolders', { permission: ADMIN_PERMISSION });
  const admins = holders.usersVisible
    ? holders.users.map((user) => ({ login: user.login, fullName: user.fullName, status: user.status, via: user.via.map((source) => source.name).join(', ') }))
    : null;

  const rolePermissions = new Map(model.roles.map((role) => [role.name, role.permissions]));
  const permissionCounts = new Map<number, number>();
  for (const user of staleAccounts(users, options)) {
    const fromRoles = new Set(user.roles.flatMap((name) => rolePermissions.get(name) ?? []));
    // Groups are not on the list: an account without role permissions is read whole.
    const count = fromRoles.size > 0 ? fromRoles.size : (await sdk.run('User/GetInfoAboutUserByID', { id: user.id })).permissions.length;
    permissionCounts.set(user.id, count);
  }
  const liveSessions = new Map<number, number>();
  for (const user of users.filter((item) => item.status === 'new' || item.status === 'suspended')) {
    const sessions = await sdk.run('User/ListSessions', { userId: user.id, includeRevoked: false });
    liveSessions.set(user.id, sessions.filter((session) => session.revokedAt === null && Date.parse(session.expiresAt) > options.now.getTime()).length);
  }
  return { model, users, admins, adminTotal: holders.total, permissionCounts, liveSessions };
}
