import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, respondWith, type Responder } from '@abitura/ui/testing';
import { renderStaff } from '../../testing/renderStaff.js';
import { fill, PAGE_LOAD, testPages } from './authTestKit.js';

const TOKEN = '0123456789abcdef0123456789abcdef';
const COMMON = 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.';

async function open(respond: Responder, token = TOKEN) {
  const view = renderStaff({ path: `/access/reset-password/${token}`, pages: testPages, respond });
  await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
  return view;
}

async function choose(user: ReturnType<typeof renderStaff>['user'], password: string, repeat = password) {
  await fill(user, 'Новый пароль', password);
  await fill(user, 'Повторите новый пароль', `${repeat}{Enter}`);
}

describe('ResetPasswordPage', () => {
  it('explains a broken link without asking the server', async () => {
    const { requests } = await open(respondWith({}), 'ABCDEF0123456789abcdef0123456789');
    expect(screen.getByRole('heading', { level: 1, name: 'Ссылка повреждена' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe('/access/forgot-password');
    expect(requests).toHaveLength(0);
  });

  it('shows the password rules before anything is sent, and marks them as the password is typed', async () => {
    const { user } = await open(respondWith({ 'User/ResetPassword': () => ok(null) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeTruthy();
    const rules = screen.getByText('Требования к паролю').parentElement as HTMLElement;
    const items = () => within(rules).getAllByRole('listitem').map((item) => item.textContent);
    expect(items()).toEqual(['от 8 до 128 символов — не выполнено', 'не из числа распространённых паролей — проверяется при сохранении']);
    await fill(user, 'Новый пароль', 'Solnce-na-Neve-7');
    expect(items()[0]).toBe('от 8 до 128 символов — выполнено');
    expect(screen.getByLabelText('Новый пароль').getAttribute('aria-describedby')).toContain(rules.id);
  });

  it('checks the repeat and focuses it', async () => {
    const { user, requests } = await open(respondWith({ 'User/ResetPassword': () => ok(null) }));
    await choose(user, 'Solnce-na-Neve-7', 'Solnce-na-Neve-8');
    const repeat = screen.getByLabelText('Повторите новый пароль');
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(screen.getByText('Пароли не совпадают')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("puts the server's password problem on the field", async () => {
    const { user } = await open(respondWith({ 'User/ResetPassword': () => ({ ...fail('INVALID_PARAMS', COMMON), issues: [{ path: 'password', message: COMMON }] }) }));
    await choose(user, 'password123');
    const field = screen.getByLabelText('Новый пароль');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('Этот пароль слишком распространён, его легко подобрать. Придумайте другой.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a used or expired link and offers a new one', async () => {
    const { user } = await open(respondWith({ 'User/ResetPassword': () => fail('NOT_FOUND', 'Ссылка для смены пароля недействительна или устарела. Запросите новую.') }));
    await choose(user, 'Solnce-na-Neve-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ссылка недействительна' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' }).getAttribute('href')).toBe('/access/forgot-password');
  });

  it('confirms the new password and leads to sign-in', async () => {
    const { user, requests } = await open(respondWith({ 'User/ResetPassword': () => ok(null) }));
    await choose(user, 'Solnce-na-Neve-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Пароль изменён' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login');
    expect(requests.at(-1)?.params).toEqual({ token: TOKEN, password: 'Solnce-na-Neve-7' });
  });
});
