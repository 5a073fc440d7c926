import { describe, expect, it } from 'vitest';
import { createTestClient, fail, ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { Reply } from '@abitura/contracts/wire';
import { createEditPasswordModel } from './editPasswordModel.js';

const ABILITY = [{ viewHomepage: true, EditPassword: true }];
const NEW_ACCOUNT = { ...TEST_SESSION, user: { ...TEST_SESSION.user, status: 'new' }, ability: ABILITY };
const ACTIVE = { ...TEST_SESSION, token: 'n'.repeat(43), ability: ABILITY };

function setup(answer: () => Omit<Reply, 'requestId'>, session = NEW_ACCOUNT) {
  const test = createTestClient({ session, respond: respondWith({ 'User/EditPassword': answer }) });
  return { ...test, model: createEditPasswordModel({ client: test.client }) };
}

function fillIn(model: ReturnType<typeof createEditPasswordModel>, current = 'Vremenny-1', password = 'Solnce-na-Neve-7', repeat = password) {
  model.set('current', current);
  model.set('password', password);
  model.set('repeat', repeat);
}

describe('edit-password model', () => {
  it('is forced for an account with status new, by choice for anyone else', () => {
    expect(setup(() => ok(ACTIVE)).model.forced.value).toBe(true);
    expect(setup(() => ok(ACTIVE), { ...ACTIVE }).model.forced.value).toBe(false);
  });

  it("checks the fields before sending: current filled in, new one by the policy and not the login, repeat equal", async () => {
    const { model, requests } = setup(() => ok(ACTIVE));
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'current' });
    fillIn(model, 'Vremenny-1', 'PETROVA-2025');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'password' });
    expect(model.errors.value.password).toEqual({ key: 'errors.containsLogin' });
    fillIn(model, 'Vremenny-1', 'Vremenny-1');
    expect(model.errors.value.password).toEqual({ key: 'errors.sameAsCurrent' });
    fillIn(model, 'Vremenny-1', 'Solnce-na-Neve-7', 'Solnce-na-neve-7');
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'repeat' });
    expect(requests).toHaveLength(0);
  });

  it('lists the rules with the login and the current password in mind', () => {
    const { model } = setup(() => ok(ACTIVE));
    fillIn(model, 'Vremenny-1', 'my-petrova-pass');
    expect(model.rules.value.map((rule) => [rule.id, rule.met])).toEqual([
      ['length', true],
      ['notLogin', false],
      ['differs', true],
      ['uncommon', null],
    ]);
  });

  it('changes the password, adopts the new session and remembers that the change was forced', async () => {
    const { model, requests, client } = setup(() => ok(ACTIVE));
    fillIn(model);
    expect(await model.submit()).toEqual({ kind: 'done', forced: true });
    expect(requests[0]).toMatchObject({ action: 'User/EditPassword', params: { currentPassword: 'Vremenny-1', newPassword: 'Solnce-na-Neve-7' } });
    expect(client.session.token.value).toBe(ACTIVE.token);
    expect(model.forced.value).toBe(false);
  });

  it('says when the change was by choice', async () => {
    const { model } = setup(() => ok({ ...ACTIVE, token: 'm'.repeat(43) }), ACTIVE);
    fillIn(model);
    expect(await model.submit()).toEqual({ kind: 'done', forced: false });
  });

  it("puts the server's refusals on their fields", async () => {
    const { model } = setup(() => ({
      ...fail('INVALID_PARAMS', 'Текущий пароль указан неверно.'),
      issues: [{ path: 'currentPassword', message: 'Текущий пароль указан неверно.' }],
    }));
    fillIn(model);
    expect(await model.submit()).toEqual({ kind: 'invalid', field: 'current' });
    expect(model.errors.value).toEqual({ current: { key: 'errors.currentWrong' } });

    const common = 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.';
    const second = setup(() => ({ ...fail('INVALID_PARAMS', common), issues: [{ path: 'newPassword', message: common }] }));
    fillIn(second.model);
    expect(await second.model.submit()).toEqual({ kind: 'invalid', field: 'password' });
    expect(second.model.errors.value).toEqual({ password: { key: 'errors.commonPassword' } });
  });

  it('keeps all three fields through a network failure', async () => {
    const { model, client } = setup(() => fail('TRANSPORT_ERROR'));
    fillIn(model);
    const outcome = await model.submit();
    expect(outcome.kind).toBe('failed');
    expect(model.problem.value?.kind).toBe('network');
    expect(model.values.value).toEqual({ current: 'Vremenny-1', password: 'Solnce-na-Neve-7', repeat: 'Solnce-na-Neve-7' });
    expect(client.session.token.value).toBe(NEW_ACCOUNT.token);
  });
});
