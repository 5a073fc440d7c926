import { describe, expect, it } from 'vitest';
import { ROUTES } from '@abitura/sdk';
import { createTestClient, fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { createRouteGate } from './routeGate.js';

const session = (status: string, ability: Record<string, unknown>[] = [{ viewHomepage: true, viewAccessPanel: true }]) => ({
  ...TEST_SESSION,
  user: { ...TEST_SESSION.user, status },
  ability,
});

function gateFor(options: Parameters<typeof createTestClient>[0] = {}) {
  const test = createTestClient({
    respond: respondWith({ 'User/CheckAccess': (params: { permission: string }) => ok(null, String(params.permission !== 'viewAccessPanel')) }),
    ...options,
  });
  return { ...test, gate: createRouteGate({ client: test.client, routes: ROUTES }) };
}

describe('createRouteGate', () => {
  it('sends a signed-out visitor to login with the intended path, and keeps the root query-free', async () => {
    const { gate } = gateFor();
    expect(await gate.resolve('/access/users/list', '?page=2')).toEqual({
      kind: 'redirect',
      to: '/login?to=%2Faccess%2Fusers%2Flist%3Fpage%3D2',
      reason: 'unauthenticated',
    });
    expect(await gate.resolve('/', '')).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(await gate.resolve('/', '?utm=mail')).toMatchObject({ kind: 'redirect', to: '/login?utm=mail' });
  });

  it('shows public pages and the catch-all without asking the server', async () => {
    const { gate, requests } = gateFor();
    expect(await gate.resolve('/not-authorized', '')).toMatchObject({ kind: 'show', route: { name: 'not-authorized' } });
    expect(await gate.resolve('/no/such/page', '')).toMatchObject({ kind: 'show', route: { name: 'error' } });
    expect(requests).toEqual([]);
  });

  it('asks User/CheckAccess for a protected route and shows it when the message allows', async () => {
    const { gate, requests } = gateFor({ signedIn: true });
    const pending = gate.resolve('/home', '');
    expect(gate.state.value).toMatchObject({ kind: 'checking', route: { name: 'home' } });
    expect(await pending).toMatchObject({ kind: 'show', route: { name: 'home' } });
    expect(requests.map((r) => [r.action, r.params])).toEqual([['User/CheckAccess', { permission: 'viewHomepage' }]]);
  });

  it('tells onMatch the matched route before the server answers, so its code loads meanwhile', async () => {
    const matched: string[] = [];
    const test = createTestClient({ signedIn: true, respond: respondWith({ 'User/CheckAccess': () => new Promise(() => {}) }) });
    const gate = createRouteGate({ client: test.client, routes: ROUTES, onMatch: (route) => matched.push(route.name) });
    void gate.resolve('/home', '');
    expect(gate.state.value).toMatchObject({ kind: 'checking' });
    expect(matched).toEqual(['home']);
    await gate.resolve('/no/such/page', '');
    expect(matched).toEqual(['home', 'error']);
  });

  it('does not ask again when only the query of the same address changes', async () => {
    const { gate, requests } = gateFor({ signedIn: true });
    await gate.resolve('/home', '');
    expect(await gate.resolve('/home', '?tab=2')).toMatchObject({ kind: 'show', route: { name: 'home' } });
    expect(requests).toHaveLength(1);
    await gate.resolve('/not-authorized', '');
    await gate.resolve('/home', '');
    expect(requests).toHaveLength(2);
  });

  it('asks again after the session changes', async () => {
    const { gate, requests, client } = gateFor({ signedIn: true, respond: respondWith({
      'User/CheckAccess': () => ok(null, 'true'),
      'User/CheckToken': () => ok({ ...TEST_SESSION, ability: [{ viewHomepage: true }] }),
    }) });
    await gate.resolve('/home', '');
    await client.checkToken();
    await gate.resolve('/home', '?again');
    expect(requests.filter((r) => r.action === 'User/CheckAccess')).toHaveLength(2);
  });

  it('sends the user to not-authorized when the server denies what the client ability granted', async () => {
    const { gate } = gateFor({ signedIn: true });
    expect(await gate.resolve('/access/panel', '')).toEqual({ kind: 'redirect', to: '/not-authorized', reason: 'not-authorized' });
  });

  it('denies on a failed check rather than showing the page', async () => {
    const { gate } = gateFor({ signedIn: true, respond: () => fail('INTERNAL', 'boom') });
    expect(await gate.resolve('/home', '')).toMatchObject({ kind: 'redirect', to: '/not-authorized' });
  });

  it('sends a user lacking the permission to not-authorized without a server call', async () => {
    const { gate, requests } = gateFor({ signedIn: true });
    expect(await gate.resolve('/access/users/list', '')).toMatchObject({ kind: 'redirect', to: '/not-authorized' });
    expect(requests).toEqual([]);
  });

  it('drives new accounts to the password change and suspended ones to not-actions', async () => {
    expect(await gateFor({ session: session('new') }).gate.resolve('/home', '')).toMatchObject({
      kind: 'redirect',
      to: '/access/pages/edit-password',
      reason: 'status-new',
    });
    expect(await gateFor({ session: session('suspend') }).gate.resolve('/home', '')).toMatchObject({
      kind: 'redirect',
      to: '/access/pages/not-actions',
      reason: 'status-suspended',
    });
  });

  it('sends a signed-in user away from login, and the root to home', async () => {
    const { gate } = gateFor({ signedIn: true });
    expect(await gate.resolve('/login', '')).toMatchObject({ kind: 'redirect', to: '/home' });
    expect(await gate.resolve('/login', '?to=%2Fhome%3Fx%3D1')).toMatchObject({ kind: 'redirect', to: '/home?x=1' });
    expect(await gate.resolve('/access/forgot-password', '')).toMatchObject({ kind: 'redirect', to: '/' });
    expect(await gate.resolve('/', '')).toMatchObject({ kind: 'redirect', to: '/home' });
  });

  it('keeps the newest decision when an older check answers late', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { gate } = gateFor({
      signedIn: true,
      respond: respondWith({
        'User/CheckAccess': async () => {
          await answered;
          return ok(null, 'true');
        },
      }),
    });
    const slow = gate.resolve('/home', '');
    await gate.resolve('/not-authorized', '');
    release();
    await slow;
    expect(gate.state.value).toMatchObject({ kind: 'show', route: { name: 'not-authorized' } });
  });

  it('fails loudly when the route table has no catch-all', async () => {
    const test = createTestClient();
    const gate = createRouteGate({ client: test.client, routes: ROUTES.filter((r) => r.path !== '*') });
    await expect(gate.resolve('/nowhere', '')).rejects.toThrow(/no catch-all/);
  });
});
