import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Client } from '@abitura/sdk';
import { createSignInModel } from './signInModel.js';

const clients: Client[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const scannerSession = { ...TEST_SESSION, ability: [{ checkInTickets: true }] };

function setup(handlers: Parameters<typeof respondWith>[0], options: { signedIn?: boolean; ability?: Record<string, unknown>[] } = {}) {
  const test = createTestClient({
    subsystem: 'qr',
    respond: respondWith(handlers),
    ...(options.signedIn ? { session: { ...TEST_SESSION, ability: options.ability ?? [{ checkInTickets: true }] } } : {}),
  });
  clients.push(test.client);
  return { ...test, model: createSignInModel(test.client) };
}

describe('createSignInModel', () => {
  it('refuses blank fields without asking the server', async () => {
    const { model, requests } = setup({});
    expect(model.access.value).toBe('signed_out');
    await model.submit();
    expect(model.error.value).toEqual({ kind: 'empty_login' });
    model.setLogin('  petrova ');
    await model.submit();
    expect(model.error.value).toEqual({ kind: 'empty_password' });
    expect(requests).toEqual([]);
  });

  it('signs in, forgets the password and lets a holder of checkInTickets scan', async () => {
    const { model, requests } = setup({ 'User/AccountLogin': () => ok(scannerSession) });
    model.setLogin(' petrova ');
    model.setPassword('secret-1');
    const signing = model.submit();
    expect(model.pending.value).toBe(true);
    await signing;
    expect(requests[0]).toMatchObject({ action: 'User/AccountLogin', params: { login: 'petrova', password: 'secret-1' } });
    expect(model.access.value).toBe('allowed');
    expect(model.userName.value).toBe('Петрова Мария');
    expect(model.password.value).toBe('');
    expect(model.login.value).toBe(' petrova ');
  });

  it("shows the server's refusal, and keeps what was typed when no server answered", async () => {
    let down = false;
    const { model } = setup({
      'User/AccountLogin': () => {
        if (down) throw new TypeError('Failed to fetch');
        return fail('ACCESS_DENIED', 'Неверный логин или пароль');
      },
    });
    model.setLogin('petrova');
    model.setPassword('wrong');
    await model.submit();
    expect(model.error.value).toEqual({ kind: 'refused', message: 'Неверный логин или пароль' });
    down = true;
    await model.submit();
    expect(model.error.value).toEqual({ kind: 'offline' });
    expect([model.login.value, model.password.value]).toEqual(['petrova', 'wrong']);
    expect(model.access.value).toBe('signed_out');
  });

  it('names a signed-in account without the right, and follows a change of ability', async () => {
    const { model, client } = setup({ 'User/CheckToken': () => ok(scannerSession), 'User/AccountLogout': () => ok() }, { signedIn: true, ability: [{ viewHomepage: true }] });
    expect(model.access.value).toBe('missing_right');
    await model.verify();
    expect(model.access.value).toBe('allowed');
    await model.signOut();
    expect(model.access.value).toBe('signed_out');
    expect(model.userName.value).toBeNull();
    expect(client.session.token.value).toBeNull();
    await model.verify();
  });

  it('falls back to the login when the account has no name', async () => {
    const { model } = setup({ 'User/AccountLogin': () => ok({ ...scannerSession, user: { id: 3, login: 'guard', fullName: ' ' } }) });
    model.setLogin('guard');
    model.setPassword('x');
    await model.submit();
    expect(model.userName.value).toBe('guard');
  });
});
