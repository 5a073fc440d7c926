import { describe, expect, it } from 'vitest';
import type { Reply } from '@abitura/contracts/wire';
import { issueMessage, loginProblemOf, problemOf, waitSecondsOf } from './replyProblems.js';

const failure = (data: string, message = ''): Reply => ({ success: false, data, message });

describe('waitSecondsOf', () => {
  it('reads the wait out of the server sentences', () => {
    expect(waitSecondsOf('Слишком много неудачных попыток входа. Повторите через 4 мин.')).toBe(240);
    expect(waitSecondsOf('Слишком много неудачных попыток входа с этого адреса. Подождите минуту и повторите.')).toBe(60);
    expect(waitSecondsOf('Слишком много запросов. Подождите немного и повторите.')).toBeNull();
  });
});

describe('problemOf', () => {
  it('says a missing answer is a network problem, whatever the client code', () => {
    for (const code of ['TRANSPORT_ERROR', 'TIMEOUT', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED']) {
      expect(problemOf(failure(code)).kind).toBe('network');
    }
  });

  it('gives the wait in whole minutes and seconds for the timer', () => {
    expect(problemOf(failure('RATE_LIMITED', 'Повторите через 2 мин.'))).toEqual({
      kind: 'throttled',
      message: { key: 'problems.throttledFor', values: { count: 2 } },
      waitSeconds: 120,
    });
    expect(problemOf(failure('RATE_LIMITED', 'Подождите немного и повторите.'))).toEqual({ kind: 'throttled', message: { key: 'problems.throttled' } });
  });

  it('gives a wait under a minute in seconds', () => {
    expect(problemOf(failure('RATE_LIMITED', 'Слишком много неудачных попыток входа. Повторите через 30 с.'))).toEqual({
      kind: 'throttled',
      message: { key: 'problems.throttledForSeconds', values: { count: 30 } },
      waitSeconds: 30,
    });
    // "с" only as the unit: "через 5 суток" is no wait in seconds.
    expect(problemOf(failure('RATE_LIMITED', 'Повторите через 5 суток.'))).toEqual({ kind: 'throttled', message: { key: 'problems.throttled' } });
  });

  it('shows an unknown refusal as the server wrote it, or a generic sentence when it wrote none', () => {
    expect(problemOf(failure('INTERNAL')).message).toEqual({ key: 'problems.server' });
    expect(problemOf(failure('CONFLICT', 'Конфликт.')).message).toEqual({ text: 'Конфликт.' });
    expect(problemOf(failure('CONFLICT', ' ')).message).toEqual({ key: 'problems.unknown' });
  });
});

describe('loginProblemOf', () => {
  it('tells a banned account from wrong credentials', () => {
    expect(loginProblemOf(failure('ACCESS_DENIED', 'Неверный логин или пароль.')).kind).toBe('wrongCredentials');
    expect(loginProblemOf(failure('ACCESS_DENIED', 'Учётная запись заблокирована. Обратитесь к администратору.')).kind).toBe('banned');
    expect(loginProblemOf(failure('TIMEOUT')).kind).toBe('network');
  });
});

describe('issueMessage', () => {
  it('translates the server password sentences and keeps any other as is', () => {
    expect(issueMessage({ path: 'password', message: 'Пароль должен быть не короче 8 символов.' })).toEqual({ key: 'errors.tooShort', values: { count: 8 } });
    expect(issueMessage({ path: 'password', message: 'Пароль должен быть не длиннее 128 символов.' })).toEqual({ key: 'errors.tooLong', values: { count: 128 } });
    expect(issueMessage({ path: 'password', message: 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.' })).toEqual({ key: 'errors.commonPassword' });
    expect(issueMessage({ path: 'password', message: 'Пароль не должен содержать логин.' })).toEqual({ key: 'errors.containsLogin' });
    expect(issueMessage({ path: 'currentPassword', message: 'Текущий пароль указан неверно.' })).toEqual({ key: 'errors.currentWrong' });
    expect(issueMessage({ path: 'newPassword', message: 'Новый пароль должен отличаться от текущего' })).toEqual({ key: 'errors.sameAsCurrent' });
    expect(issueMessage({ path: 'x', message: 'Что-то другое' })).toEqual({ text: 'Что-то другое' });
  });
});
