import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'ivanova', roles: ['Куратор'] });
});
afterAll(() => server.close());

describe('sign-in through the SDK', () => {
  it('signs in, checks the token and access, and signs out', async () => {
    const client = server.client();
    const reply = await client.login('ivanova', DEFAULT_PASSWORD);
    expect(reply.success).toBe(true);
    expect(client.session.user.value).toMatchObject({ login: 'ivanova', status: 'active', roles: ['Куратор'] });
    expect(client.can('viewContingent')).toBe(true);
    expect(client.can('viewAccessPanel')).toBe(false);
    await expect(client.checkToken()).resolves.toBe(true);
    const allowed = await client.call('User/CheckAccess', { permission: 'viewContingent' });
    expect(allowed).toMatchObject({ success: true, message: 'true', data: true });
    const denied = await client.call('User/CheckAccess', { permission: 'viewAccessPanel' });
    expect(denied).toMatchObject({ success: true, message: 'false', data: false });
    const token = client.session.token.value as string;
    await client.logout();
    expect(client.navigations).toEqual(['/login']);
    const after = await server.rpc({ action: 'User/CheckAccess', params: { permission: 'viewContingent' }, token });
    expect(after.body).toMatchObject({ success: false, data: 'TOKEN_INACTIVE' });
  });

  it('refuses a wrong password and an unknown login with the same reply', async () => {
    const wrong = await server.rpc({ action: 'User/AccountLogin', params: { login: 'ivanova', password: 'not-the-password' } });
    const unknown = await server.rpc({ action: 'User/AccountLogin', params: { login: 'nobody', password: 'not-the-password' } });
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ success: false, data: 'ACCESS_DENIED', message: 'Неверный логин или пароль.' });
  });
});
