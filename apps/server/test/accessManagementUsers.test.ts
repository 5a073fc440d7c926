import { once } from 'node:events';
import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { roles, userRoles, users } from '../src/db/schema/index.js';
import { startTestServer, userStatus, type TestServer } from './harness.js';

let server: TestServer;
let admin: string;
let analyst: string;
let roleIds: Record<string, number>;

/** One action over HTTP with a token; the reply envelope. */
async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

/** Users inserted straight into the table, for the list tests (no password work needed). */
const listed = [
  { login: 'elkina', fullName: 'Ёлкина Анна', email: 'elkina@school.test', lastLoginAt: '2026-08-30T10:00:00Z', createdAt: '2026-08-01T10:00:00Z' },
  { login: 'elkin', fullName: 'Елкин Пётр', email: 'petr@school.test', lastLoginAt: '2026-08-31T10:00:00Z', createdAt: '2026-08-02T10:00:00Z' },
  { login: 'bobrov', fullName: 'Бобров Иван', email: null, lastLoginAt: null, createdAt: '2026-08-03T10:00:00Z' },
  { login: 'percent_50', fullName: 'Аксёнова Мария', email: 'ak@school.test', lastLoginAt: '2026-08-29T10:00:00Z', createdAt: '2026-08-04T10:00:00Z' },
  { login: 'zotov', fullName: 'Зотов Олег', email: 'ZOTOV@School.test', lastLoginAt: null, createdAt: '2026-08-05T10:00:00Z' },
  { login: 'yakovleva', fullName: 'Яковлева Ольга', email: 'olga@school.test', lastLoginAt: '2026-08-28T10:00:00Z', createdAt: '2026-08-06T10:00:00Z', status: 'banned' },
];

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admin', roles: ['Администратор'] });
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  await server.addUser({ login: 'curator', roles: ['Куратор'] });
  const db = server.database.db;
  for (const user of listed) {
    const [row] = await db
      .insert(users)
      .values({ ...user, status: user.status ?? 'active', passwordHash: 'none', lastLoginAt: user.lastLoginAt ? new Date(user.lastLoginAt) : null, createdAt: new Date(user.createdAt) })
      .returning({ id: users.id });
    if (user.login === 'elkina') {
      const [curatorRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Куратор'));
      await db.insert(userRoles).values({ userId: (row as { id: number }).id, roleId: (curatorRole as { id: number }).id });
    }
  }
  roleIds = Object.fromEntries((await db.select({ id: roles.id, name: roles.name }).from(roles)).map((role) => [role.name, role.id]));
  admin = await server.signIn('admin');
  analyst = await server.signIn('analyst');
});
afterAll(() => server.close());

type Page = { items: Array<{ login: string; fullName: string; roles: string[]; status: string }>; total: number; page: number; pageSize: number };
const logins = (reply: Reply) => (reply.data as Page).items.map((item) => item.login);

describe('User/List', () => {
  it('lists a page sorted by full name with roles, and the total', async () => {
    const reply = await call(analyst, 'User/List', { pageSize: 5 });
    expect(reply.success).toBe(true);
    const page = reply.data as Page;
    expect(page).toMatchObject({ total: 9, page: 1, pageSize: 5 });
    expect(page.items.map((item) => item.fullName)).toEqual(['Аксёнова Мария', 'Бобров Иван', 'Елкин Пётр', 'Ёлкина Анна', 'Зотов Олег']);
    expect(page.items[3]).toMatchObject({ login: 'elkina', roles: ['Куратор'], status: 'active', email: 'elkina@school.test', phone: null, lastLoginAt: '2026-08-30T10:00:00.000Z' });
    const second = await call(analyst, 'User/List', { pageSize: 5, page: 2 });
    expect(logins(second)).toEqual(['admin', 'analyst', 'curator', 'yakovleva']);
    const beyond = await call(analyst, 'User/List', { pageSize: 5, page: 3 });
    expect(beyond.data).toMatchObject({ items: [], total: 9, page: 3 });
  });

  it('sorts by a column either way, users never seen last', async () => {
    // admin and analyst signed in at the same instant: ties fall back to the id, in the same direction.
    expect(logins(await call(analyst, 'User/List', { sort: 'lastLoginAt', direction: 'desc', pageSize: 5 }))).toEqual(['analyst', 'admin', 'elkin', 'elkina', 'percent_50']);
    const ascending = logins(await call(analyst, 'User/List', { sort: 'lastLoginAt', pageSize: 10 }));
    expect(ascending.slice(0, 3)).toEqual(['yakovleva', 'percent_50', 'elkina']);
    expect(ascending.slice(-3).sort()).toEqual(['bobrov', 'curator', 'zotov']);
    expect(logins(await call(analyst, 'User/List', { sort: 'login', direction: 'desc', pageSize: 5 }))).toEqual(['zotov', 'yakovleva', 'percent_50', 'elkina', 'elkin']);
    expect(logins(await call(analyst, 'User/List', { sort: 'createdAt', pageSize: 5 })).slice(0, 2)).toEqual(['elkina', 'elkin']);
    expect(logins(await call(analyst, 'User/List', { sort: 'status', direction: 'desc', pageSize: 5 }))[0]).toBe('yakovleva');
  });

  it('searches login, name and e-mail regardless of case, ё or е and word order', async () => {
    expect(logins(await call(analyst, 'User/List', { search: 'ЕЛКИН' }))).toEqual(['elkin', 'elkina']);
    expect(logins(await call(analyst, 'User/List', { search: 'ёлкин' }))).toEqual(['elkin', 'elkina']);
    expect(logins(await call(analyst, 'User/List', { search: 'анна  ёлкина' }))).toEqual(['elkina']);
    expect(logins(await call(analyst, 'User/List', { search: 'zotov@school' }))).toEqual(['zotov']);
    expect(logins(await call(analyst, 'User/List', { search: 'BOBR' }))).toEqual(['bobrov']);
    // Wildcards are plain characters: "_" and "%" match only themselves.
    expect(logins(await call(analyst, 'User/List', { search: 'perc_nt' }))).toEqual([]);
    expect(logins(await call(analyst, 'User/List', { search: 'percent_' }))).toEqual(['percent_50']);
    expect(logins(await call(analyst, 'User/List', { search: '%' }))).toEqual([]);
    expect((await call(analyst, 'User/List', { search: '   ' })).data).toMatchObject({ total: 9 });
  });

  it('filters by status and by role', async () => {
    expect(logins(await call(analyst, 'User/List', { status: 'banned' }))).toEqual(['yakovleva']);
    expect(logins(await call(analyst, 'User/List', { roleId: roleIds['Куратор'] }))).toEqual(['elkina', 'curator']);
    expect(logins(await call(analyst, 'User/List', { roleId: roleIds['Куратор'], search: 'curator' }))).toEqual(['curator']);
  });

  it('refuses bad params with issues, and callers without viewAccessUsers', async () => {
    const bad = await call(analyst, 'User/List', { pageSize: 30, page: 0, sort: 'password' });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['page', 'pageSize', 'sort']);
    const curator = await server.signIn('curator');
    expect(await call(curator, 'User/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('User/Create and the first sign-in', () => {
  let created: { user: { id: number; login: string; status: string; roles: string[] }; oneTimePassword: string };

  it('creates a user with status new and a one-time password, and audits it without secrets', async () => {
    const reply = await call(admin, 'User/Create', {
      login: 'Novikova',
      fullName: '  Новикова Вера ',
      email: 'novikova@college.test',
      phone: '8 999 123-45-67',
      roleIds: [roleIds['Куратор']],
    });
    expect(reply).toMatchObject({ success: true, message: expect.stringContaining('одноразовый пароль') });
    created = reply.data as typeof created;
    expect(created.user).toMatchObject({ login: 'Novikova', fullName: 'Новикова Вера', status: 'new', roles: ['Куратор'], phone: '+79991234567', lastLoginAt: null });
    expect(created.oneTimePassword).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const audit = await call(admin, 'Audit/List', { entity: 'user', entityId: created.user.id, action: 'User/Create' });
    const entry = (audit.data as { items: Array<{ before: unknown; after: Record<string, unknown>; actorName: string }> }).items[0];
    expect(entry).toMatchObject({ before: null, after: { login: 'Novikova', status: 'new', roles: ['Куратор'], groups: [] }, actorName: 'Тестовый admin' });
    expect(JSON.stringify(entry)).not.toContain(created.oneTimePassword);
    expect(JSON.stringify(entry)).not.toContain('scrypt');
  });

  it('lets the new user sign in with it and do nothing but change the password, confirm the password page, check the token or sign out', async () => {
    const signIn = await call(null, 'User/AccountLogin', { login: 'novikova', password: created.oneTimePassword });
    expect(signIn).toMatchObject({ success: true, data: { user: { status: 'new' } } });
    const token = (signIn.data as { token: string }).token;
    expect(await call(null, 'User/CheckToken', { token })).toMatchObject({ success: true });
    // A new account may ask CheckAccess (the client confirms the password-edit route with it).
    expect(await call(token, 'User/CheckAccess', { permission: 'EditPassword' })).toMatchObject({ success: true, message: 'true', data: true });
    for (const [action, params] of [
      ['User/GetInfoAboutUserByID', { id: created.user.id }],
    ] as const) {
      expect(await call(token, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
    const changed = await call(token, 'User/EditPassword', { currentPassword: created.oneTimePassword, newPassword: 'Birch-Lantern-Quiet-9' });
    expect(changed).toMatchObject({ success: true, data: { user: { status: 'active' } } });
    const fresh = (changed.data as { token: string }).token;
    expect(await call(fresh, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: true, message: 'true' });
    const other = await call(null, 'User/AccountLogin', { login: 'novikova', password: created.oneTimePassword });
    expect(other).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    const spare = await call(null, 'User/AccountLogin', { login: 'novikova', password: 'Birch-Lantern-Quiet-9' });
    expect(await call((spare.data as { token: string }).token, 'User/AccountLogout')).toMatchObject({ success: true });
  });

  it('creates a user without roles with the usual reply: every account may change its own password', async () => {
    const reply = await call(admin, 'User/Create', { login: 'no-roles', fullName: 'Без Ролей' });
    expect(reply).toMatchObject({ success: true, data: { user: { roles: [], status: 'new' } }, message: expect.stringContaining('одноразовый пароль') });
    expect(reply.message).not.toContain('Смена собственного пароля');
  });

  it('refuses a taken login or e-mail (any case) with CONFLICT on the field', async () => {
    const login = await call(admin, 'User/Create', { login: 'NOVIKOVA', fullName: 'Другая Вера' });
    expect(login).toMatchObject({ success: false, data: 'CONFLICT', message: 'Логин «NOVIKOVA» уже занят. Выберите другой.', issues: [{ path: 'login' }] });
    const email = await call(admin, 'User/Create', { login: 'vera2', fullName: 'Другая Вера', email: 'NOVIKOVA@college.test' });
    expect(email).toMatchObject({ success: false, data: 'CONFLICT', issues: [{ path: 'email' }] });
  });

  it('refuses unknown roles or groups and bad fields with issues, creating nothing', async () => {
    const unknown = await call(admin, 'User/Create', { login: 'ghost', fullName: 'Призрак', roleIds: [roleIds['Куратор'], 99999], groupIds: [88888] });
    expect(unknown).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'roleIds.1', message: 'Роль с кодом 99999 не найдена' }] });
    const bad = await call(admin, 'User/Create', { login: 'a', fullName: 'Б', email: 'not-an-email', extra: true });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((bad.issues ?? []).map((issue) => issue.path)).toEqual(expect.arrayContaining(['login', 'fullName', 'email']));
    const [ghost] = await server.database.db.select().from(users).where(eq(users.login, 'ghost'));
    expect(ghost).toBeUndefined();
  });

  it('is refused to an analyst', async () => {
    expect(await call(analyst, 'User/Create', { login: 'intruder', fullName: 'Чужой' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('User/SetStatus', () => {
  it('suspends a signed-in user: their token is inactive at once and their socket closes', async () => {
    const id = await server.addUser({ login: 'socket-user', roles: ['Куратор'] });
    const token = await server.signIn('socket-user');
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/api/ws?subsystem=staff`);
    await once(socket, 'open');
    socket.send(JSON.stringify({ action: 'User/CheckAccess', params: { permission: 'viewContingent' }, token, requestId: 'probe-1' }));
    const [frame] = await once(socket, 'message');
    expect(JSON.parse(String(frame))).toMatchObject({ success: true, requestId: 'probe-1' });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

    const reply = await call(admin, 'User/SetStatus', { id, status: 'suspended' });
    expect(reply).toMatchObject({ success: true, data: { id, status: 'suspended' } });
    const code = await Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open after 1 s'), 1000))]);
    expect(code).toBe(4001);
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    expect(await userStatus(server, id)).toBe('suspended');

    const audit = await call(admin, 'Audit/List', { entity: 'user', entityId: id, action: 'User/SetStatus' });
    expect((audit.data as { items: unknown[] }).items[0]).toMatchObject({ before: { status: 'active' }, after: { status: 'suspended', sessionsEnded: 1 } });

    // A suspended account may sign in again, but only to see the no-actions page.
    const again = await server.signIn('socket-user');
    expect(await call(again, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(admin, 'User/SetStatus', { id, status: 'active' })).toMatchObject({ success: true, data: { status: 'active' } });
    expect(await call(again, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: true, message: 'true' });
  });

  it('bans a user: sign-in is refused from then on', async () => {
    const id = await server.addUser({ login: 'to-ban', roles: ['Куратор'] });
    const token = await server.signIn('to-ban');
    expect(await call(admin, 'User/SetStatus', { id, status: 'banned' })).toMatchObject({ success: true, data: { status: 'banned' } });
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    await expect(server.signIn('to-ban')).rejects.toThrow(/заблокирована/);
  });

  it('refuses changing one’s own status, activating a new account, and unknown users', async () => {
    const [self] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'admin'));
    const own = await call(admin, 'User/SetStatus', { id: self?.id, status: 'suspended' });
    expect(own).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('своей учётной записи') });
    const fresh = await server.addUser({ login: 'still-new', status: 'new', roles: ['Куратор'] });
    expect(await call(admin, 'User/SetStatus', { id: fresh, status: 'active' })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('одноразовый пароль') });
    expect(await call(admin, 'User/SetStatus', { id: 99999, status: 'active' })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });

  it('answers an unchanged status without writing an audit entry', async () => {
    const id = await server.addUser({ login: 'steady', roles: ['Куратор'] });
    expect(await call(admin, 'User/SetStatus', { id, status: 'active' })).toMatchObject({ success: true, message: 'Статус не изменился.' });
    expect((await call(admin, 'Audit/List', { entity: 'user', entityId: id })).data).toMatchObject({ total: 0 });
  });

  it('refuses bad params and callers without manageUsers', async () => {
    const bad = await call(admin, 'User/SetStatus', { id: 'x', status: 'new' });
    expect(bad).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((bad.issues ?? []).map((issue) => issue.path).sort()).toEqual(['id', 'status']);
    expect(await call(analyst, 'User/SetStatus', { id: 1, status: 'banned' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('User/SetRoles and User/SetGroups', () => {
  it('replaces roles; the new permissions apply to the very next request', async () => {
    const id = await server.addUser({ login: 'promoted', roles: ['Оператор очереди'] });
    const token = await server.signIn('promoted');
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ message: 'false' });
    const reply = await call(admin, 'User/SetRoles', { id, roleIds: [roleIds['Куратор'], roleIds['Оператор очереди'], roleIds['Куратор']] });
    expect(reply).toMatchObject({ success: true, data: { id, roles: ['Куратор', 'Оператор очереди'] } });
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ message: 'true' });
    const audit = await call(admin, 'Audit/List', { entity: 'user', entityId: id, action: 'User/SetRoles' });
    expect((audit.data as { items: unknown[] }).items[0]).toMatchObject({ before: { roles: ['Оператор очереди'] }, after: { roles: ['Куратор', 'Оператор очереди'] } });
    expect(await call(admin, 'User/SetRoles', { id, roleIds: [] })).toMatchObject({ success: true, data: { roles: [] } });
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ message: 'false' });
  });

  it('replaces privilege groups; their permissions apply at once', async () => {
    const group = await call(admin, 'PrivilegeGroup/Create', { name: 'Контингент (чтение)', permissions: ['viewContingent'] });
    const groupId = (group.data as { id: number }).id;
    const id = await server.addUser({ login: 'grouped', roles: ['Оператор очереди'] });
    const token = await server.signIn('grouped');
    expect(await call(admin, 'User/SetGroups', { id, groupIds: [groupId] })).toMatchObject({ success: true, data: { id, login: 'grouped' } });
    expect(await call(token, 'User/CheckAccess', { permission: 'viewContingent' })).toMatchObject({ message: 'true' });
    const audit = await call(admin, 'Audit/List', { entity: 'user', entityId: id, action: 'User/SetGroups' });
    expect((audit.data as { items: unknown[] }).items[0]).toMatchObject({ before: { groups: [] }, after: { groups: ['Контингент (чтение)'] } });
    expect(await call(admin, 'User/SetGroups', { id, groupIds: [groupId] })).toMatchObject({ success: true, message: 'Группы привилегий не изменились.' });
  });

  it('refuses unknown ids with issues, bad params, unknown users and callers without manageUsers', async () => {
    const id = await server.addUser({ login: 'unchanged' });
    expect(await call(admin, 'User/SetRoles', { id, roleIds: [99999] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'roleIds.0' }] });
    expect(await call(admin, 'User/SetGroups', { id, groupIds: [99999] })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'groupIds.0' }] });
    expect(await call(admin, 'User/SetRoles', { id })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'roleIds' }] });
    expect(await call(admin, 'User/SetGroups', { id, groupIds: 'all' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'groupIds' }] });
    expect(await call(admin, 'User/SetRoles', { id: 99999, roleIds: [] })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(analyst, 'User/SetRoles', { id, roleIds: [] })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(analyst, 'User/SetGroups', { id, groupIds: [] })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
