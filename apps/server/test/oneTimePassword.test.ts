import type { Reply } from '@abitura/sdk';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { startTestServer, userStatus, type TestServer } from './harness.js';
import { setStatusDirectly } from './support/serverSupport.js';

/** User/IssueOneTimePassword: an administrator's password reset (the CLI's `users reset-password`). */
let server: TestServer;
let admin: string;
let adminId: number;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

beforeAll(async () => {
  server = await startTestServer();
  adminId = await server.addUser({ login: 'admin', roles: ['Администратор'] });
  admin = await server.signIn('admin');
});
afterAll(() => server.close());

describe('User/IssueOneTimePassword', () => {
  it('gives a new one-time password shown once, sets the account to new, ends its sessions and is audited', async () => {
    const id = await server.addUser({ login: 'anna', roles: ['Куратор'] });
    const oldToken = await server.signIn('anna');
    const reply = await call(admin, 'User/IssueOneTimePassword', { id });
    expect(reply).toMatchObject({ success: true, data: { user: { id, login: 'anna', status: 'new' }, sessionsEnded: 1 } });
    expect(reply.message).toContain('Одноразовый пароль выдан');
    const { oneTimePassword } = reply.data as { oneTimePassword: string };
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(8);
    expect(await userStatus(server, id)).toBe('new');
    expect(await call(oldToken, 'User/CheckAccess', { permission: 'viewHomepage' })).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
    // The old password no longer signs in; the one-time password does, into a `new` session.
    await expect(server.signIn('anna')).rejects.toThrow();
    const signedIn = await call(null, 'User/AccountLogin', { login: 'anna', password: oneTimePassword });
    expect(signedIn).toMatchObject({ success: true, data: { user: { status: 'new' } } });
    const [entry] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'User/IssueOneTimePassword'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ actorId: adminId, before: { status: 'active' }, after: { status: 'new', sessionsEnded: 1 } });
    expect(JSON.stringify(entry)).not.toContain(oneTimePassword);
  });

  it("refuses one's own account, a banned or suspended one and an unknown id, changing nothing", async () => {
    expect(await call(admin, 'User/IssueOneTimePassword', { id: adminId })).toMatchObject({ success: false, data: 'CONFLICT' });
    const banned = await server.addUser({ login: 'boris' });
    await setStatusDirectly(server, banned, 'banned');
    const refused = await call(admin, 'User/IssueOneTimePassword', { id: banned });
    expect(refused).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(refused.message).toContain('заблокирована');
    expect(await userStatus(server, banned)).toBe('banned');
    const suspended = await server.addUser({ login: 'sveta' });
    await setStatusDirectly(server, suspended, 'suspended');
    expect(await call(admin, 'User/IssueOneTimePassword', { id: suspended })).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(await userStatus(server, suspended)).toBe('suspended');
    expect(await call(admin, 'User/IssueOneTimePassword', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });

  it('lets an account without roles sign in with it and change it, leaving status new', async () => {
    const id = await server.addUser({ login: 'norole' });
    const reply = await call(admin, 'User/IssueOneTimePassword', { id });
    const { oneTimePassword } = reply.data as { oneTimePassword: string };
    const signedIn = await call(null, 'User/AccountLogin', { login: 'norole', password: oneTimePassword });
    const { token } = signedIn.data as { token: string };
    const changed = await call(token, 'User/EditPassword', { currentPassword: oneTimePassword, newPassword: 'Сирень-над-Окой-2026' });
    expect(changed).toMatchObject({ success: true });
    expect(await userStatus(server, id)).toBe('active');
  });
});
