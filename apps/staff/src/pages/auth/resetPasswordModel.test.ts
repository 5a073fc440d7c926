import { describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith } from '@abitura/ui/testing';
import type { Reply } from '@abitura/contracts/wire';
import { createResetPasswordModel } from './resetPasswordModel.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const RESET_INVALID = 'Ссылка для смены пароля недействительна или устарела. Запросите новую.';

function setup(answer: () => Omit<Reply, 'requestId'>, token = TOKEN) {
  const test = createTestClient({ respond: respondWith({ 'User/ResetPassword': answer }) });
  return { ...test, model: createResetPasswordModel({ client: test.client, token }) };
}

function fillIn(model: ReturnType<typeof createResetPasswordModel>, password = 'Solnce-na-Neve-7', repeat = password) {
  model.set('password', password);
  model.set('repeat', repeat);
}

describe('reset-password model', () => {
  it('never sends a token that is not 32 lowercase hex characters', async () => {
    for (const token of ['', 'abc', TOKEN.toUpperCase(), `${TOKEN}0`, `${TOKEN.slice(0, 31)}g`]) {
      const { model, requests } = setup(() => ok(null), token);
      expect(model.stage.value).toBe('malformed');
      fillIn(model);
      expect(await model.submit()).toEqual({ kind: 'ignored' });
      expect(requests).toHaveLength(0);
    }
  });

  it('shows the password rules as the password is typed', () => {
    const { model } = setup(() => ok(null));
    expect(model.rules.value.find((rule) => rule.id === 'length')?.met).toBe(false);
    model.set('password', 'Solnce-na-Neve-7');
    expect(model.rules.value.find((rule) => rule.id === 'length')?.met).toBe(true);
  });

  it('checks the new password and its repeat before sending', async () => {
    const { model, requests } = setup(() => ok(null));
    fillIn(model, 'short', 'other');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'password' });
    expect(model.errors.value).toEqual({ password: { key: 'errors.tooShort', values: { count: 8 } }, repeat: { key: 'errors.mismatch' } });
    fillIn(model, 'Solnce-na-Neve-7', 'Solnce-na-Neve-8');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'repeat' });
    expect(requests).toHaveLength(0);
  });

  it('sets the password with the token and ends on the done stage', async () => {
    const { model, requests } = setup(() => ok(null));
    fillIn(model);
    expect((await model.submit()).kind).toBe('done');
    expect(requests[0]?.params).toEqual({ token: TOKEN, password: 'Solnce-na-Neve-7' });
    expect(model.stage.value).toBe('done');
  });

  it('ends on the expired stage when the server does not know the token', async () => {
    const { model } = setup(() => fail('NOT_FOUND', RESET_INVALID));
    fillIn(model);
    await model.submit();
    expect(model.stage.value).toBe('expired');
  });

  it('ends on the malformed stage when the server refuses the token itself', async () => {
    const { model } = setup(() => ({ ...fail('INVALID_PARAMS', 'Проверьте введённые данные.'), issues: [{ path: 'token', message: 'Токен сброса пароля должен состоять из 32 шестнадцатеричных символов' }] }));
    fillIn(model);
    await model.submit();
    expect(model.stage.value).toBe('malformed');
  });

  it("puts the server's password problem on the field, in the person's language", async () => {
    const common = 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.';
    const { model } = setup(() => ({ ...fail('INVALID_PARAMS', common), issues: [{ path: 'password', message: common }] }));
    fillIn(model, 'password123');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'password' });
    expect(model.errors.value.password).toEqual({ key: 'errors.commonPassword' });
    expect(model.stage.value).toBe('form');
  });

  it('keeps both fields through a network failure', async () => {
    const { model } = setup(() => fail('CONNECTION_CLOSED'));
    fillIn(model);
    await model.submit();
    expect(model.problem.value?.kind).toBe('network');
    expect(model.values.value).toEqual({ password: 'Solnce-na-Neve-7', repeat: 'Solnce-na-Neve-7' });
    expect(model.stage.value).toBe('form');
  });
});
