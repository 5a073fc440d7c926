import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { renderStaff } from '../../testing/renderStaff.js';
import { fill, PAGE_LOAD, testPages, valueOf } from './authTestKit.js';

const FORGOT_REPLY = 'Если такая учётная запись есть, на её почту отправлена ссылка для смены пароля. Ссылка действует 15 минут.';

async function open(respond: Responder) {
  const view = renderStaff({ path: '/access/forgot-password', pages: testPages, respond });
  await screen.findByRole('heading', { level: 1, name: 'Восстановление пароля' }, PAGE_LOAD);
  return view;
}

describe('ForgotPasswordPage', () => {
  it('asks for a login or e-mail address, with the way back to sign-in', async () => {
    const { user, requests } = await open(respondWith({ 'User/ForgotPassword': () => ok(null, FORGOT_REPLY) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' }).getAttribute('href')).toBe('/login');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    const field = screen.getByLabelText('Логин или электронная почта');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Введите логин или адрес электронной почты');
    expect(requests).toHaveLength(0);
  });

  it('gives the same neutral confirmation for any login, and lets the person send again', async () => {
    const { user, requests } = await open(respondWith({ 'User/ForgotPassword': () => ok(null, FORGOT_REPLY) }));
    await fill(user, 'Логин или электронная почта', 'nobody@college.ru{Enter}');
    expect(await screen.findByRole('heading', { name: 'Проверьте почту' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText(/Если учётная запись «\u2068nobody@college\.ru\u2069» существует/)).toBeTruthy();
    expect(requests.at(-1)?.params).toEqual({ login: 'nobody@college.ru' });
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' }).getAttribute('href')).toBe('/login');

    await user.click(screen.getByRole('button', { name: 'Отправить ещё раз' }));
    const field = await screen.findByLabelText('Логин или электронная почта');
    expect((field as HTMLInputElement).value).toBe('nobody@college.ru');
  });

  it('says to wait when the server limits requests', async () => {
    const { user } = await open(respondWith({ 'User/ForgotPassword': () => fail('RATE_LIMITED', 'Слишком много запросов. Подождите немного и повторите.') }));
    await fill(user, 'Логин или электронная почта', 'petrova{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось отправить ссылку');
    expect(alert.textContent).toContain('Слишком много попыток подряд. Подождите немного и повторите.');
  });

  it('keeps the address through a network failure', async () => {
    const { user } = await open(respondWith({ 'User/ForgotPassword': () => fail('TIMEOUT') }));
    await fill(user, 'Логин или электронная почта', 'petrova{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Нет связи с сервером');
    expect(valueOf('Логин или электронная почта')).toBe('petrova');
  });
});
