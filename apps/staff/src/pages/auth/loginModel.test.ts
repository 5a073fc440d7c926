import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Envelope } from '@abitura/contracts/wire';
import { createLoginModel } from './loginModel.js';

type Handler = (params: never, envelope: Envelope) => ReturnType<typeof ok>;

function setup(login: Handler) {
  const test = createTestClient({ respond: respondWith({ 'User/AccountLogin': login }) });
  const model = createLoginModel({ client: test.client });
  return { ...test, model };
}

function fillIn(model: ReturnType<typeof createLoginModel>, login = 'petrova', password = 'Solnce-na-Neve-7') {
  model.set('login', login);
  model.set('password', password);
}

describe('login model', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks both fields before sending anything, first wrong field first', async () => {
    const { model, requests } = setup(() => ok(TEST_SESSION));
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'login' });
    expect(model.errors.value).toEqual({ login: { key: 'errors.loginRequired' }, password: { key: 'errors.passwordRequired' } });
    model.set('login', 'x'.repeat(129));
    expect(model.errors.value.login).toEqual({ key: 'errors.tooLong', values: { count: 128 } });
    model.set('login', 'petrova');
    expect(model.errors.value.login).toBeUndefined();
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'password' });
    expect(requests).toHaveLength(0);
  });

  it('does not tell anybody off for a field before the first attempt', () => {
    const { model } = setup(() => ok(TEST_SESSION));
    model.set('login', ' ');
    expect(model.errors.value).toEqual({});
  });

  it('signs in with the trimmed login and the password as typed, and stores the session', async () => {
    const { model, requests, client } = setup(() => ok(TEST_SESSION));
    fillIn(model, '  petrova ', ' pass word ');
    const pending = model.submit();
    expect(model.busy.value).toBe(true);
    const outcome = await pending;
    expect(outcome.kind).toBe('done');
    expect(requests[0]?.params).toEqual({ login: 'petrova', password: ' pass word ' });
    expect(client.session.token.value).toBe(TEST_SESSION.token);
    expect(model.busy.value).toBe(false);
    expect(client.session.authenticated.value).toBe(true);
  });

  it('reports wrong credentials and keeps what was typed', async () => {
    const { model, client } = setup(() => fail('ACCESS_DENIED', 'Неверный логин или пароль.'));
    fillIn(model);
    const outcome = await model.submit();
    expect(outcome.kind).toBe('failed');
    expect(model.problem.value).toEqual({ kind: 'wrongCredentials', message: { key: 'problems.wrongCredentials' } });
    expect(model.values.value).toEqual({ login: 'petrova', password: 'Solnce-na-Neve-7' });
    expect(client.session.authenticated.value).toBe(false);
  });

  it('reports a banned account', async () => {
    const { model } = setup(() => fail('ACCESS_DENIED', 'Учётная запись заблокирована. Обратитесь к администратору.'));
    fillIn(model);
    await model.submit();
    expect(model.problem.value?.kind).toBe('banned');
  });

  it('keeps everything typed when the server cannot be reached, and sends it again as is', async () => {
    let reachable = false;
    const { model, requests } = setup(() => (reachable ? ok(TEST_SESSION) : fail('TRANSPORT_ERROR')));
    fillIn(model);
    await model.submit();
    expect(model.problem.value).toEqual({ kind: 'network', message: { key: 'problems.network' } });
    expect(model.values.value).toEqual({ login: 'petrova', password: 'Solnce-na-Neve-7' });
    reachable = true;
    expect((await model.submit()).kind).toBe('done');
    expect(model.problem.value).toBeNull();
    expect(requests.map((request) => request.params)).toEqual([requests[0]?.params, requests[0]?.params]);
  });

  it('waits as long as the server says before it sends again, then says the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { model, requests } = setup(() => fail('RATE_LIMITED', 'Слишком много неудачных попыток входа. Повторите через 2 мин.'));
    fillIn(model);
    await model.submit();
    expect(model.problem.value).toEqual({
      kind: 'throttled',
      message: { key: 'problems.throttledFor', values: { count: 2 } },
      waitSeconds: 120,
    });
    expect(model.wait.value).toBe(120);
    expect(await model.submit()).toEqual({ kind: 'ignored' });
    expect(requests).toHaveLength(1);

    vi.advanceTimersByTime(61_000);
    expect(model.wait.value).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(model.wait.value).toBe(0);
    expect(model.problem.value?.message).toEqual({ key: 'problems.waitOver' });
    await model.submit();
    expect(requests).toHaveLength(2);
  });

  it('sends one request however often the form is submitted meanwhile', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const { model, requests } = setup(() => new Promise((resolve) => (answer = resolve)) as never);
    fillIn(model);
    const first = model.submit();
    expect(await model.submit()).toEqual({ kind: 'ignored' });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    answer(ok(TEST_SESSION));
    expect((await first).kind).toBe('done');
  });

  it('stops the wait timer when disposed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { model } = setup(() => fail('RATE_LIMITED', 'Подождите минуту и повторите.'));
    fillIn(model);
    await model.submit();
    expect(model.wait.value).toBe(60);
    model.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
