import { describe, expect, it } from 'vitest';
import { createUser } from '@abitura/contracts';
import { fail, ok, respondWith } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { failureToFields, issuesToFields } from '../../models/formModel.js';
import { CREATE_FIELDS, createCreateUserModel, takenFields, validateCreateUser, type CreateUserValues } from './createUserModel.js';
import { PETROVA } from './testing/fixtures.js';
import { deferred } from '../../testing/timing.js';
import { testClients } from '../../testing/testClients.js';

const newClient = testClients();

function setup(respond: Responder) {
  const test = newClient(respond);
  return { ...test, model: createCreateUserModel(test.client) };
}

const VALID: CreateUserValues = { login: 'petrova', fullName: 'Петрова Анна', email: '', phone: '', roleIds: [], groupIds: [] };

describe('create user validation', () => {
  it('accepts a minimal valid form', () => {
    expect(validateCreateUser(VALID)).toEqual({});
  });

  it('checks the login: required, 3..64 characters, latin letters, digits, dot, dash, underscore', () => {
    expect(validateCreateUser({ ...VALID, login: '  ' }).login).toEqual({ key: 'required' });
    expect(validateCreateUser({ ...VALID, login: 'ab' }).login).toEqual({ key: 'loginLength', values: { min: 3, max: 64 } });
    expect(validateCreateUser({ ...VALID, login: 'a'.repeat(65) }).login).toMatchObject({ key: 'loginLength' });
    expect(validateCreateUser({ ...VALID, login: 'петрова' }).login).toEqual({ key: 'loginChars' });
    expect(validateCreateUser({ ...VALID, login: 'a.b-c_9' }).login).toBeUndefined();
  });

  it('checks the full name: required, 2..200 characters after trimming', () => {
    expect(validateCreateUser({ ...VALID, fullName: '' }).fullName).toEqual({ key: 'required' });
    expect(validateCreateUser({ ...VALID, fullName: ' А ' }).fullName).toEqual({ key: 'fullNameLength', values: { min: 2, max: 200 } });
    expect(validateCreateUser({ ...VALID, fullName: 'Я'.repeat(201) }).fullName).toMatchObject({ key: 'fullNameLength' });
  });

  it('checks the optional e-mail and phone', () => {
    expect(validateCreateUser({ ...VALID, email: 'not-an-address' }).email).toEqual({ key: 'email' });
    expect(validateCreateUser({ ...VALID, email: `${'a'.repeat(250)}@x.ru` }).email).toEqual({ key: 'emailLength', values: { max: 254 } });
    expect(validateCreateUser({ ...VALID, phone: '+7999' }).phone).toEqual({ key: 'phone' });
    expect(validateCreateUser({ ...VALID, phone: '+79991234567', email: 'anna@college.ru' })).toEqual({});
    expect(validateCreateUser(VALID, { phoneIncomplete: true }).phone).toEqual({ key: 'phone' });
  });

  it('limits the number of roles and groups', () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(validateCreateUser({ ...VALID, roleIds: many, groupIds: many })).toEqual({
      roleIds: { key: 'tooMany', values: { max: 100 } },
      groupIds: { key: 'tooMany', values: { max: 100 } },
    });
  });

  it('agrees with the User/Create contract', () => {
    const samples: Partial<CreateUserValues>[] = [
      {},
      { login: 'a' },
      { login: 'Ivan.Petrov-2' },
      { login: 'ivan petrov' },
      { login: 'x'.repeat(64) },
      { login: 'x'.repeat(65) },
      { fullName: 'Ян' },
      { fullName: ' Я ' },
      { email: 'anna@college.ru' },
      { email: 'anna@' },
      { phone: '+79991234567' },
      { phone: '+7999123' },
    ];
    for (const sample of samples) {
      const values = { ...VALID, ...sample };
      const local = Object.keys(validateCreateUser(values)).length === 0;
      const contract = createUser.params.safeParse({ ...values, email: values.email || null, phone: values.phone || null, roleIds: [], groupIds: [] }).success;
      expect(local, JSON.stringify(sample)).toBe(contract);
    }
  });
});

describe('server issues on fields', () => {
  it('puts each issue on its field, list positions on the list, the rest aside', () => {
    expect(
      issuesToFields<CreateUserValues>(
        [
          { path: 'roleIds.2', message: 'Роль с кодом 99 не найдена' },
          { path: 'roleIds.3', message: 'Роль с кодом 98 не найдена' },
          { path: 'token', message: 'Что-то ещё' },
        ],
        CREATE_FIELDS,
      ),
    ).toEqual({ fields: { roleIds: { text: 'Роль с кодом 99 не найдена' } }, rest: [{ path: 'token', message: 'Что-то ещё' }] });
  });

  it('says "taken" in the interface language for a CONFLICT on login or e-mail', () => {
    expect(
      failureToFields<CreateUserValues>(
        {
          code: 'CONFLICT',
          message: 'Логин «petrova» уже занят.',
          issues: [
            { path: 'login', message: 'Логин «petrova» уже занят.' },
            { path: 'email', message: 'Адрес уже указан' },
          ],
        },
        CREATE_FIELDS,
        takenFields,
      ).fields,
    ).toEqual({ login: { key: 'loginTaken' }, email: { key: 'emailTaken' } });
  });
});

describe('create user model', () => {
  it('does not send a form with problems, and a change clears its field error', async () => {
    const { model, requests } = setup(respondWith({}));
    expect(await model.submit()).toBeNull();
    expect(requests).toHaveLength(0);
    expect(model.errors.value).toEqual({ login: { key: 'required' }, fullName: { key: 'required' } });
    model.set('login', 'petrova');
    expect(model.errors.value).toEqual({ fullName: { key: 'required' } });
    model.set('email', 'x');
    expect(model.values.value.email).toBe('x');
  });

  it('sends trimmed values with empty contacts as null and keeps the one-time password', async () => {
    const { model, requests } = setup(respondWith({ 'User/Create': () => ok({ user: PETROVA, oneTimePassword: 'Kx7-mQ2p-vT9w' }, 'Пользователь создан.') }));
    model.set('login', ' petrova ');
    model.set('fullName', ' Петрова Анна ');
    model.set('roleIds', [2]);
    const created = await model.submit();
    expect(requests[0]?.params).toEqual({ login: 'petrova', fullName: 'Петрова Анна', email: null, phone: null, roleIds: [2], groupIds: [] });
    expect(created).toEqual({ user: PETROVA, oneTimePassword: 'Kx7-mQ2p-vT9w', message: 'Пользователь создан.' });
    expect(model.created.value?.user.status).toBe('new');
    expect(model.submitting.value).toBe(false);
  });

  it('sends contacts when given', async () => {
    const { model, requests } = setup(respondWith({ 'User/Create': () => ok({ user: PETROVA, oneTimePassword: 'Kx7-mQ2p-vT9w' }) }));
    model.set('login', 'petrova');
    model.set('fullName', 'Петрова Анна');
    model.set('email', ' anna@college.ru ');
    model.set('phone', '+79991234567');
    await model.submit();
    expect(requests[0]?.params).toMatchObject({ email: 'anna@college.ru', phone: '+79991234567' });
  });

  it('maps a taken login to the login field with no second message', async () => {
    const { model } = setup(respondWith({ 'User/Create': () => ({ ...fail('CONFLICT', 'Логин «petrova» уже занят.'), issues: [{ path: 'login', message: 'Логин «petrova» уже занят.' }] }) }));
    model.set('login', 'petrova');
    model.set('fullName', 'Петрова Анна');
    expect(await model.submit()).toBeNull();
    expect(model.errors.value).toEqual({ login: { key: 'loginTaken' } });
    expect(model.formError.value).toBeNull();
  });

  it('keeps the server sentence for other issues, and says the rest above the buttons', async () => {
    const { model } = setup(
      respondWith({
        'User/Create': () => ({
          ...fail('INVALID_PARAMS', 'Некоторые роли не найдены'),
          issues: [
            { path: 'roleIds.0', message: 'Роль с кодом 99 не найдена' },
            { path: '', message: 'Лишнее поле' },
          ],
        }),
      }),
    );
    model.set('login', 'petrova');
    model.set('fullName', 'Петрова Анна');
    model.set('roleIds', [99]);
    await model.submit();
    expect(model.errors.value).toEqual({ roleIds: { text: 'Роль с кодом 99 не найдена' } });
    expect(model.formError.value?.code).toBe('INVALID_PARAMS');
  });

  it('reports a refusal without issues above the buttons', async () => {
    const { model } = setup(respondWith({ 'User/Create': () => fail('ACCESS_DENIED', 'Недостаточно прав') }));
    model.set('login', 'petrova');
    model.set('fullName', 'Петрова Анна');
    await model.submit();
    expect(model.formError.value).toEqual({ code: 'ACCESS_DENIED', message: 'Недостаточно прав', issues: [] });
    expect(model.errors.value).toEqual({});
  });

  it('sends once while a submit is running, and reset starts over', async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const { model, requests } = setup(respondWith({ 'User/Create': () => reply.promise }));
    model.set('login', 'petrova');
    model.set('fullName', 'Петрова Анна');
    const first = model.submit();
    expect(model.submitting.value).toBe(true);
    expect(await model.submit()).toBeNull();
    reply.resolve(ok({ user: PETROVA, oneTimePassword: 'Kx7-mQ2p-vT9w' }));
    await first;
    expect(requests).toHaveLength(1);
    model.reset();
    expect(model.values.value.login).toBe('');
    expect(model.created.value).toBeNull();
  });
});
