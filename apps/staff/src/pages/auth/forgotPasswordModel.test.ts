import { describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith } from '@abitura/ui/testing';
import type { Reply } from '@abitura/contracts/wire';
import { createForgotPasswordModel } from './forgotPasswordModel.js';

const FORGOT_REPLY = 'Если такая учётная запись есть, на её почту отправлена ссылка для смены пароля. Ссылка действует 15 минут.';

function setup(answer: () => Omit<Reply, 'requestId'>) {
  const test = createTestClient({ respond: respondWith({ 'User/ForgotPassword': answer }) });
  return { ...test, model: createForgotPasswordModel({ client: test.client }) };
}

describe('forgot-password model', () => {
  it('asks for a login or an address of at most 254 characters', async () => {
    const { model, requests } = setup(() => ok(null, FORGOT_REPLY));
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'login' });
    expect(model.errors.value.login).toEqual({ key: 'errors.recoveryRequired' });
    model.set('login', `${'a'.repeat(250)}@m.ru`);
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'login' });
    expect(model.errors.value.login).toEqual({ key: 'errors.tooLong', values: { count: 254 } });
    expect(requests).toHaveLength(0);
  });

  it('sends the trimmed login or address and shows the same confirmation either way', async () => {
    const { model, requests } = setup(() => ok(null, FORGOT_REPLY));
    model.set('login', '  petrova@college.ru ');
    expect((await model.submit()).kind).toBe('done');
    expect(requests[0]?.params).toEqual({ login: 'petrova@college.ru' });
    expect(model.sent.value).toBe(true);
    model.again();
    expect(model.sent.value).toBe(false);
    expect(model.values.value.login).toBe('  petrova@college.ru ');
  });

  it('says how long to wait when the server limits requests', async () => {
    const { model } = setup(() => fail('RATE_LIMITED', 'Слишком много запросов. Подождите немного и повторите.'));
    model.set('login', 'petrova');
    await model.submit();
    expect(model.sent.value).toBe(false);
    expect(model.problem.value).toEqual({ kind: 'throttled', message: { key: 'problems.throttled' } });
    expect(model.wait.value).toBe(0);
  });

  it('keeps the address through a network failure', async () => {
    const { model } = setup(() => fail('TIMEOUT'));
    model.set('login', 'petrova');
    await model.submit();
    expect(model.problem.value?.kind).toBe('network');
    expect(model.values.value.login).toBe('petrova');
  });

  it('shows a field problem the server names on the field', async () => {
    const { model } = setup(() => ({ ...fail('INVALID_PARAMS', 'Проверьте введённые данные.'), issues: [{ path: 'login', message: 'Слишком длинно' }] }));
    model.set('login', 'petrova');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'login' });
    expect(model.errors.value.login).toEqual({ text: 'Слишком длинно' });
  });
});
