import { describe, expect, it } from 'vitest';
import { systemClock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { createAuthForm } from './authForm.js';

function form() {
  return createAuthForm<'name' | 'secret'>({
    fields: ['name', 'secret'],
    validate: (values) => ({ name: values.name === '' ? { key: 'errors.loginRequired' } : null }),
    issuePaths: { login: 'name', password: 'secret' },
    clock: systemClock,
  });
}

const invalid = (issues: { path: string; message: string }[]): Reply => ({ success: false, message: 'Проверьте введённые данные.', data: 'INVALID_PARAMS', issues });

describe('auth form core', () => {
  it('treats a send that throws as no answer from the server', async () => {
    const core = form();
    core.set('name', 'petrova');
    const outcome = await core.submit(() => Promise.reject(new Error('offline')));
    expect(outcome.kind).toBe('failed');
    expect(core.problem.value?.kind).toBe('network');
    expect(core.busy.value).toBe(false);
  });

  it('puts issues on their fields and the rest in the problem', async () => {
    const core = form();
    core.set('name', 'petrova');
    const outcome = await core.submit(async () =>
      invalid([
        { path: 'password', message: 'Пароль должен быть не короче 8 символов.' },
        { path: '(params)', message: 'Лишнее поле' },
      ]),
    );
    expect(outcome).toEqual({ kind: 'invalid', field: 'secret' });
    expect(core.errors.value).toEqual({ secret: { key: 'errors.tooShort', values: { count: 8 } } });
    expect(core.problem.value).toEqual({ kind: 'other', message: { text: 'Лишнее поле' } });
  });

  it('shows issues no field can show as the problem', async () => {
    const core = form();
    core.set('name', 'petrova');
    const outcome = await core.submit(async () => invalid([{ path: '(envelope)', message: 'Неверный запрос' }]));
    expect(outcome.kind).toBe('failed');
    expect(core.errors.value).toEqual({});
    expect(core.problem.value).toEqual({ kind: 'other', message: { text: 'Неверный запрос' } });
  });

  it('clears the problem of the last attempt when the next one starts', async () => {
    const core = form();
    core.set('name', 'petrova');
    await core.submit(async () => ({ success: false, message: '', data: 'INTERNAL' }));
    expect(core.problem.value?.kind).toBe('server');
    core.set('name', '');
    await core.submit(async () => ({ success: true, message: '', data: null }));
    expect(core.problem.value).toBeNull();
  });
});
