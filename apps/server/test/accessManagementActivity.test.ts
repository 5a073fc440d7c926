import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;
let adminId: number;
let analyst: string;
let curator: string;
let curatorId: number;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

interface SessionView {
  id: number;
  subsystem: string;
  current: boolean;
  revokedAt: string | null;
  revokedReason: string | null;
}

interface AuditView {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

interface Overview {
  usersByStatus: Record<string, number>;
  roles: number;
  privilegeGroups: number;
  activeSessions: number;
  signInsByDay: Array<{ day: string; count: number }>;
  recentAudit: AuditView[];
}

const sessionsOf = async (userId: number, includeRevoked = false) => (await call(admin, 'User/ListSessions', { userId, includeRevoked })).data as SessionView[];

beforeAll(async () => {
  server = await startTestServer();
  adminId = await server.addUser({ login: 'admin', roles: ['Администратор'] });
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  curatorId = await server.addUser({ login: 'curator', roles: ['Куратор'] });
  await server.addUser({ login: 'newcomer', status: 'new', roles: ['Куратор'] });
  await server.addUser({ login: 'resting', status: 'suspended', roles: ['Куратор'] });
  admin = await server.signIn('admin');
  analyst = await server.signIn('analyst');
  curator = await server.signIn('curator');
});
afterAll(() => server.close());

describe('User/ListSessions and User/RevokeSessions', () => {
  it("lists a user's live sessions, marking the caller's own", async () => {
    const cli = (await server.rpc({ action: 'User/AccountLogin', params: { login: 'curator', password: 'Correct-Horse-7' } }, { 'x-subsystem': 'cli' })).body;
    expect(cli.success).toBe(true);
    const listed = await sessionsOf(curatorId);
    expect(listed.map((session) => session.subsystem).sort()).toEqual(['cli', 'staff']);
    expect(listed.every((session) => !session.current && session.revokedAt === null)).toBe(true);
    expect(listed[0]).toMatchObject({ address: expect.any(String), createdAt: expect.any(String), expiresAt: expect.any(String) });
    const own = await sessionsOf(adminId);
    expect(own).toHaveLength(1);
    expect(own[0]?.current).toBe(true);
  });

  it('ends one listed session at once, leaving the others', async () => {
    const cliToken = (await server.rpc({ action: 'User/AccountLogin', params: { login: 'curator', password: 'Correct-Horse-7' } }, { 'x-subsystem': 'cli' })).body.data as { token: string };
    const staff = (await sessionsOf(curatorId)).filter((session) => session.subsystem === 'staff');
    expect(staff).toHaveLength(1);
    const reply = await call(admin, 'User/RevokeSessions', { userId: curatorId, sessionIds: [staff[0]?.id] });
    expect(reply).toMatchObject({ success: true, data: { revoked: 1 }, message: 'Завершено сеансов: 1.' });
    expect(await call(curator, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await call(cliToken.token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: true });
    const ended = (await sessionsOf(curatorId, true)).find((session) => session.id === staff[0]?.id);
    expect(ended).toMatchObject({ revokedReason: 'revoked by administrator', revokedAt: expect.any(String) });
    const audit = await call(admin, 'Audit/List', { entity: 'user', entityId: curatorId, action: 'User/RevokeSessions' });
    // The account the entry is about is named as the actor is, not numbered.
    expect((audit.data as { items: AuditView[] }).items[0]).toMatchObject({ entityName: 'Тестовый curator', after: { revokedSessionIds: [staff[0]?.id] } });
  });

  it("ignores other users' session ids, and ends all of a user's sessions when none are named", async () => {
    const mine = (await sessionsOf(adminId))[0]?.id;
    expect(await call(admin, 'User/RevokeSessions', { userId: curatorId, sessionIds: [mine] })).toMatchObject({ success: true, data: { revoked: 0 } });
    const all = await call(admin, 'User/RevokeSessions', { userId: curatorId });
    expect(all).toMatchObject({ success: true, data: { revoked: 2 } });
    expect(await sessionsOf(curatorId)).toEqual([]);
    expect(await call(admin, 'User/RevokeSessions', { userId: curatorId })).toMatchObject({ success: true, data: { revoked: 0 }, message: 'Нет активных сеансов для завершения.' });
    curator = await server.signIn('curator');
  });

  it("spares the caller's own session when they end all of their sessions", async () => {
    const other = await server.signIn('admin');
    expect(await call(admin, 'User/RevokeSessions', { userId: adminId })).toMatchObject({ success: true, data: { revoked: 1 } });
    expect(await call(other, 'User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ data: 'TOKEN_INACTIVE' });
    expect(await call(admin, 'User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: true });
  });

  it('refuses bad params, unknown users and callers without manageSessions', async () => {
    expect(await call(admin, 'User/ListSessions', { userId: 'me' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'userId' }] });
    expect(await call(admin, 'User/RevokeSessions', { userId: curatorId, sessionIds: [] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'sessionIds' }] });
    expect(await call(admin, 'User/ListSessions', { userId: 99999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(admin, 'User/RevokeSessions', { userId: 99999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(analyst, 'User/ListSessions', { userId: curatorId })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(analyst, 'User/RevokeSessions', { userId: curatorId })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Audit/List', () => {
  it('lists newest first with the actor, and pages', async () => {
    const role = await call(admin, 'Role/Create', { name: 'Аудируемая', permissions: ['viewHomepage'] });
    const roleId = (role.data as { id: number }).id;
    await call(admin, 'Role/Update', { id: roleId, description: 'После' });
    const reply = await call(analyst, 'Audit/List', { entity: 'role', entityId: String(roleId) });
    const page = reply.data as { items: AuditView[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.action)).toEqual(['Role/Update', 'Role/Create']);
    expect(page.items[0]).toMatchObject({ actorId: adminId, actorName: 'Тестовый admin', entity: 'role', entityId: String(roleId), entityName: 'Аудируемая', before: { description: '' }, after: { description: 'После' }, requestId: expect.any(String) });
    const byActor = await call(analyst, 'Audit/List', { actorId: adminId, pageSize: 5, page: 1 });
    expect(byActor.data).toMatchObject({ page: 1, pageSize: 5 });
    expect((byActor.data as { items: AuditView[] }).items.every((item) => item.actorId === adminId)).toBe(true);
  });

  it('filters by action and period, a day meaning the whole Moscow day', async () => {
    const db = server.database.db;
    // 23:30 on 31 August in Moscow is 20:30 UTC; 00:30 on 1 September in Moscow is 21:30 UTC on 31 August.
    await db.insert(auditLog).values([
      { at: new Date('2026-08-31T20:30:00Z'), action: 'Test/Boundary', entity: 'test', entityId: 'evening' },
      { at: new Date('2026-08-31T21:30:00Z'), action: 'Test/Boundary', entity: 'test', entityId: 'night' },
    ]);
    const firstOfSeptember = await call(analyst, 'Audit/List', { action: 'Test/Boundary', from: '2026-09-01', to: '2026-09-01' });
    expect((firstOfSeptember.data as { items: AuditView[] }).items.map((item) => item.entityId)).toEqual(['night']);
    const thirtyFirst = await call(analyst, 'Audit/List', { action: 'Test/Boundary', to: '2026-08-31' });
    expect((thirtyFirst.data as { items: AuditView[] }).items.map((item) => item.entityId)).toEqual(['evening']);
    const moment = await call(analyst, 'Audit/List', { action: 'Test/Boundary', from: '2026-08-31T21:00:00Z' });
    expect((moment.data as { items: AuditView[] }).items.map((item) => item.entityId)).toEqual(['night']);
    expect((await call(analyst, 'Audit/List', { action: 'Test/Boundary', page: 2, pageSize: 5 })).data).toMatchObject({ items: [], total: 2 });
  });

  it('refuses bad params with issues and callers without viewAudit', async () => {
    const bad = await call(analyst, 'Audit/List', { from: 'вчера', pageSize: 7, actorId: -1 });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['actorId', 'from', 'pageSize']);
    expect(await call(analyst, 'Audit/List', { from: '2026-09-02', to: '2026-09-01' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'to' }] });
    expect(await call(curator, 'Audit/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Access/Overview', () => {
  it('counts users by status, roles, groups and live sessions', async () => {
    const reply = await call(admin, 'Access/Overview');
    expect(reply.success).toBe(true);
    const overview = reply.data as Overview;
    expect(overview.usersByStatus).toEqual({ new: 1, active: 3, banned: 0, suspended: 1 });
    expect(overview.roles).toBe(8);
    expect(overview.privilegeGroups).toBe(0);
    // admin, analyst and curator each hold one live session now.
    expect(overview.activeSessions).toBe(3);
  });

  it('counts sign-ins per Moscow day over the last 14 days, oldest first', async () => {
    const before = ((await call(admin, 'Access/Overview')).data as Overview).signInsByDay;
    expect(before).toHaveLength(14);
    expect(before[0]?.day).toBe('2026-08-19');
    expect(before[13]?.day).toBe('2026-09-01');
    const db = server.database.db;
    await db.insert(auditLog).values(
      [
        '2026-08-31T21:30:00Z', // 1 September, 00:30 in Moscow
        '2026-08-31T20:30:00Z', // 31 August, 23:30 in Moscow
        '2026-08-18T21:00:00Z', // 19 August, midnight in Moscow: the first day shown
        '2026-08-18T20:59:00Z', // 18 August in Moscow: too old
      ].map((at) => ({ at: new Date(at), action: 'User/AccountLogin', entity: 'user', entityId: String(adminId) })),
    );
    const after = ((await call(admin, 'Access/Overview')).data as Overview).signInsByDay;
    const added = after.map((entry, index) => ({ day: entry.day, added: entry.count - (before[index]?.count ?? 0) })).filter((entry) => entry.added !== 0);
    expect(added).toEqual([
      { day: '2026-08-19', added: 1 },
      { day: '2026-08-31', added: 1 },
      { day: '2026-09-01', added: 1 },
    ]);
    expect(before[13]?.count).toBeGreaterThanOrEqual(3);
  });

  it('shows the 10 newest audit entries to holders of viewAudit only', async () => {
    const withAudit = ((await call(analyst, 'Access/Overview')).data as Overview).recentAudit;
    const newest = ((await call(analyst, 'Audit/List', { pageSize: 10 })).data as { items: AuditView[] }).items;
    expect(withAudit).toHaveLength(10);
    expect(withAudit).toEqual(newest);
    const panelOnly = await call(admin, 'Role/Create', { name: 'Панель', permissions: ['viewAccessPanel'] });
    const viewerId = await server.addUser({ login: 'viewer' });
    await call(admin, 'User/SetRoles', { id: viewerId, roleIds: [(panelOnly.data as { id: number }).id] });
    const viewer = await server.signIn('viewer');
    expect(await call(viewer, 'Access/Overview')).toMatchObject({ success: true, data: { recentAudit: [] } });
  });

  it('refuses params and callers without viewAccessPanel', async () => {
    expect(await call(admin, 'Access/Overview', { days: 30 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(curator, 'Access/Overview')).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
