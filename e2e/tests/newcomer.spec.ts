/**
 * Signing in and where the guard then sends people (SPEC sections 2 and 4): the newcomer's way
 * from / through /login to home, the intended page kept across the sign-in, a user without the
 * permission, an account that must change its password, a suspended account, and a session an
 * administrator ends elsewhere.
 */
import { createColleague } from '../src/api.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expectAccessible } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { HASHING, changePasswordWithForm, expectRoutePage, mainHeading, signIn, signInWithForm, signOut } from '../src/ui.js';

test('a newcomer: / goes to /login, the intended page is kept through the sign-in, then home', async ({ page }) => {
  const curator = demoAccount(ROLES.curator);

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expectRoutePage(page, 'login');
  await expect(mainHeading(page)).toHaveText(t('ru', 'auth:login.title'));
  await screenshot(page, 'login');
  await expectAccessible(page);

  // A bookmark of the home page, opened signed out: the sign-in keeps it and goes there after.
  await page.goto('/home');
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent('/home')}`);
  await signInWithForm(page, curator);
  await expect(page).toHaveURL(/\/home$/);
  await expectRoutePage(page, 'home');
  await expect(mainHeading(page)).toContainText(curator.fullName);
  await expectAccessible(page);

  // Signed in, the sign-in page is not for them: it sends them on to the root and so home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);

  await signOut(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?to=%2Fhome$/);
});

test('the intended page with its query survives the sign-in', async ({ page }) => {
  const analyst = demoAccount(ROLES.analyst);
  const intended = '/access/users/list?status=new';
  await page.goto(intended);
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent(intended)}`);
  await signInWithForm(page, analyst);
  await expect(page).toHaveURL(intended);
  await expectRoutePage(page, 'access-users-list');
});

test('a wrong password is refused with a message, and nothing is signed in', async ({ page }) => {
  const curator = demoAccount(ROLES.curator, 'active', 1);
  await page.goto('/login');
  await page.getByLabel(t('ru', 'auth:fields.login'), { exact: true }).fill(curator.login);
  await page.getByLabel(t('ru', 'auth:fields.password'), { exact: true }).fill(`${curator.password}-wrong`);
  await page.getByRole('button', { name: t('ru', 'auth:login.submit'), exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(t('ru', 'auth:problems.wrongCredentials'), HASHING);
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('a user without the permission reaches not-authorized', async ({ page }) => {
  const operator = demoAccount(ROLES.queueOperator);
  await signIn(page, operator);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/access/users/list');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expectRoutePage(page, 'not-authorized');
  await expect(mainHeading(page)).toHaveText(t('ru', 'misc:notAuthorized.title'));
  await expectAccessible(page);
  await page.getByRole('link', { name: t('ru', 'misc:notAuthorized.home') }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a new account is forced to change its password, then works with the new one', async ({ page, adminApi, baseURL }) => {
  const newcomer = await createColleague(adminApi, baseURL as string, { role: ROLES.curator, activate: false, tag: 'forced' });

  await signIn(page, newcomer);
  await expect(page).toHaveURL(/\/access\/pages\/edit-password$/);
  await expectRoutePage(page, 'access-pages-edit-password');
  await expect(page.getByRole('note')).toContainText(t('ru', 'auth:edit.forcedTitle'));
  await screenshot(page, 'edit-password-forced');
  await expectAccessible(page);

  // Every other page keeps sending the account back here until the password is changed.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/access\/pages\/edit-password$/);

  const password = 'Осенний-ветер-над-рекой-7';
  await changePasswordWithForm(page, newcomer.password, password);
  await expect(page).toHaveURL(/\/home$/, HASHING);
  await expectRoutePage(page, 'home');

  await signOut(page);
  await signInWithForm(page, { login: newcomer.login, password });
  await expect(page).toHaveURL(/\/home$/);
});

test('a suspended account lands on not-actions and can only sign out', async ({ page }) => {
  const suspended = demoAccount(ROLES.callOperator, 'suspended');
  await signIn(page, suspended);
  await expect(page).toHaveURL(/\/access\/pages\/not-actions$/);
  await expectRoutePage(page, 'access-pages-not-actions');
  await expect(mainHeading(page)).toHaveText(t('ru', 'misc:notActions.title'));
  await expectAccessible(page);

  await page.goto('/home');
  await expect(page).toHaveURL(/\/access\/pages\/not-actions$/);

  await page.getByRole('button', { name: t('ru', 'misc:notActions.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a session an administrator ends elsewhere sends the page to /login (TOKEN_INACTIVE)', async ({ page, adminApi, baseURL }) => {
  const colleague = await createColleague(adminApi, baseURL as string, { role: ROLES.curator, activate: true, tag: 'revoked' });
  await signIn(page, colleague);
  await expect(page).toHaveURL(/\/home$/);
  await expectRoutePage(page, 'home');

  // The administrator, signed in at another computer, ends every session of this colleague.
  const sessions = await adminApi.call<unknown[]>('User/ListSessions', { userId: colleague.id });
  expect(sessions.length).toBeGreaterThan(0);
  const { revoked } = await adminApi.call<{ revoked: number }>('User/RevokeSessions', { userId: colleague.id });
  expect(revoked).toBeGreaterThan(0);

  // The server closes the page's live connection; its next exchange is answered TOKEN_INACTIVE
  // and the SDK signs out: session gone, the browser on /login, nothing else to do for the person.
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
});
