import { describe, expect, it } from 'vitest';
import { accountLogin, editPassword, forgotPassword, resetPassword } from '@abitura/contracts';
import { findTranslationProblems } from '@abitura/ui';
import { staffResources } from '../../testing/allTranslations.js';
import { AUTH_LIMITS, checkNewPassword, checkPassword, checkRepeat, checkText, passwordRules } from './authRules.js';

const x = (n: number) => 'x'.repeat(n);

describe('AUTH_LIMITS', () => {
  it('are the limits of the session contracts', () => {
    const login = (value: string) => accountLogin.params.safeParse({ login: value, password: 'secret' }).success;
    expect(login(x(AUTH_LIMITS.loginMax))).toBe(true);
    expect(login(x(AUTH_LIMITS.loginMax + 1))).toBe(false);
    expect(login('   ')).toBe(false);

    const password = (value: string) => accountLogin.params.safeParse({ login: 'petrova', password: value }).success;
    expect(password(x(AUTH_LIMITS.passwordMax))).toBe(true);
    expect(password(x(AUTH_LIMITS.passwordMax + 1))).toBe(false);
    expect(password('')).toBe(false);

    const reset = (value: string) => resetPassword.params.safeParse({ token: 'a'.repeat(32), password: value }).success;
    expect(reset(x(AUTH_LIMITS.newPasswordMin))).toBe(true);
    expect(reset(x(AUTH_LIMITS.newPasswordMin - 1))).toBe(false);
    expect(reset(x(AUTH_LIMITS.passwordMax + 1))).toBe(false);

    const recovery = (value: string) => forgotPassword.params.safeParse({ login: value }).success;
    expect(recovery(x(AUTH_LIMITS.recoveryMax))).toBe(true);
    expect(recovery(x(AUTH_LIMITS.recoveryMax + 1))).toBe(false);
  });

  it('refuse what the edit contract refuses: a new password equal to the current one', () => {
    expect(editPassword.params.safeParse({ currentPassword: 'same-pass-1', newPassword: 'same-pass-1' }).success).toBe(false);
    expect(checkNewPassword('same-pass-1', { current: 'same-pass-1' })).toEqual({ key: 'errors.sameAsCurrent' });
  });
});

describe('field checks', () => {
  it('trim text fields and measure after trimming', () => {
    expect(checkText('  ', 10, 'errors.loginRequired')).toEqual({ key: 'errors.loginRequired' });
    expect(checkText('  petrova  ', 7, 'errors.loginRequired')).toBeNull();
    expect(checkText(x(8), 7, 'errors.loginRequired')).toEqual({ key: 'errors.tooLong', values: { count: 7 } });
  });

  it('never trim a password: spaces are part of it', () => {
    expect(checkPassword(' ', 'errors.passwordRequired')).toBeNull();
    expect(checkPassword('', 'errors.passwordRequired')).toEqual({ key: 'errors.passwordRequired' });
    expect(checkPassword(x(129), 'errors.passwordRequired')).toEqual({ key: 'errors.tooLong', values: { count: 128 } });
  });

  it('check a new password in the order a person fixes it', () => {
    expect(checkNewPassword('')).toEqual({ key: 'errors.newRequired' });
    expect(checkNewPassword('short')).toEqual({ key: 'errors.tooShort', values: { count: 8 } });
    expect(checkNewPassword(x(129))).toEqual({ key: 'errors.tooLong', values: { count: 128 } });
    expect(checkNewPassword('my-Petrova-2025', { login: 'petrova' })).toEqual({ key: 'errors.containsLogin' });
    expect(checkNewPassword('Solnce-na-Neve-7', { login: 'petrova', current: 'old' })).toBeNull();
    expect(checkRepeat('', 'a')).toEqual({ key: 'errors.repeatRequired' });
    expect(checkRepeat('b', 'a')).toEqual({ key: 'errors.mismatch' });
    expect(checkRepeat('a', 'a')).toBeNull();
  });

  it('list the password rules with what the browser can tell and what only the server can', () => {
    const rules = passwordRules('petrova-123', { login: 'Petrova', current: 'petrova-123' });
    expect(rules.map((rule) => [rule.id, rule.met])).toEqual([
      ['length', true],
      ['notLogin', false],
      ['differs', false],
      ['uncommon', null],
    ]);
    expect(passwordRules('').map((rule) => [rule.id, rule.met])).toEqual([
      ['length', false],
      ['uncommon', null],
    ]);
  });
});

describe('auth translations', () => {
  it('are complete in ru, en, fr and ar', () => {
    const only = (lng: keyof typeof staffResources) => ({ auth: staffResources[lng].auth ?? {} });
    expect(findTranslationProblems({ ru: only('ru'), en: only('en'), fr: only('fr'), ar: only('ar') })).toEqual([]);
  });
});
