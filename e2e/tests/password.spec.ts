/**
 * A forgotten password: the request from the sign-in page, the mailed link (read from the
 * server's outbox), the new password, signing in with it; a used link and a damaged one.
 */
import { createColleague } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { ROLES } from '../src/demoAccounts.js';
import { expect, test } from '../src/fixtures.js';
import { resetLinkMailedTo } from '../src/outbox.js';
import { MALFORMED_RESET_TOKEN } from '../src/routes.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { HASHING, changePasswordWithForm, expectRoutePage, fillNewPassword, mainHeading, signIn, signInWithForm, signOut } from '../src/ui.js';

test('a forgotten password is replaced through the mailed link, once', async ({ page, adminApi, baseURL, openContext }) => {
  const colleague = await createColleague(adminApi, baseURL as string, { role: ROLES.curator, activate: true, tag: 'forgot' });

  await page.goto('/login');
  await page.getByRole('link', { name: t('ru', 'auth:login.forgot') }).click();
  await expect(page).toHaveURL(/\/access\/forgot-password$/);
  await expectRoutePage(page, 'access-forgot-password');
  await expect(mainHeading(page)).toHaveText(t('ru', 'auth:forgot.title'));
  await page.getByLabel(t('ru', 'auth:fields.loginOrEmail'), { exact: true }).fill(colleague.login);
  await screenshot(page, 'forgot-password');
  await page.getByRole('button', { name: t('ru', 'auth:forgot.submit'), exact: true }).click();
  await expect(page.getByText(t('ru', 'auth:forgot.sentTitle'))).toBeVisible();
  await expectAccessible(page);

  const link = await resetLinkMailedTo(colleague.email);
  await page.goto(link);
  await expectRoutePage(page, 'access-reset-password');
  await expect(mainHeading(page)).toHaveText(t('ru', 'auth:reset.title'));
  const password = 'Весенний-дождь-за-окном-3';
  await fillNewPassword(page, password);
  await page.getByRole('button', { name: t('ru', 'auth:reset.submit'), exact: true }).click();
  await expect(page.getByText(t('ru', 'auth:reset.doneTitle'))).toBeVisible(HASHING);
  await expectAccessible(page);
  await page.getByRole('link', { name: t('ru', 'auth:reset.signIn'), exact: true }).click();
  await signInWithForm(page, { login: colleague.login, password });
  await expect(page).toHaveURL(/\/home$/);

  // The link worked once; opened again in another browser it is refused and a new one offered.
  const other = await (await openContext()).newPage();
  await other.goto(link);
  await fillNewPassword(other, `${password}-2`);
  await other.getByRole('button', { name: t('ru', 'auth:reset.submit'), exact: true }).click();
  await expect(other.getByText(t('ru', 'auth:reset.expiredTitle'))).toBeVisible();
  await other.getByRole('link', { name: t('ru', 'auth:reset.requestNew') }).click();
  await expect(other).toHaveURL(/\/access\/forgot-password$/);
});

test('a damaged reset link says so and offers a new one', async ({ page }) => {
  await page.goto(`/access/reset-password/${MALFORMED_RESET_TOKEN}`);
  await expectRoutePage(page, 'access-reset-password');
  await expect(mainHeading(page)).toHaveText(t('ru', 'auth:reset.malformedTitle'));
  await expectAccessible(page);
  await page.getByRole('link', { name: t('ru', 'auth:reset.requestNew') }).click();
  await expect(page).toHaveURL(/\/access\/forgot-password$/);
});

test('a signed-in user changes their own password from the user menu', async ({ page, adminApi, baseURL }) => {
  const colleague = await createColleague(adminApi, baseURL as string, { role: ROLES.curator, activate: true, tag: 'change' });
  await signIn(page, colleague);
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: t('ru', 'shell:user.menu') }).click();
  await page.getByRole('menuitem', { name: t('ru', 'shell:user.changePassword') }).click();
  await expect(page).toHaveURL(/\/access\/pages\/edit-password(\?|$)/);
  await expectRoutePage(page, 'access-pages-edit-password');
  await expect(mainHeading(page)).toHaveText(t('ru', 'auth:edit.title'));
  await expect(page.getByRole('note')).toHaveCount(0);
  await screenshot(page, 'edit-password');
  await expectAccessible(page);

  const password = 'Летний-полдень-у-моря-5';
  await changePasswordWithForm(page, colleague.password, password);
  await expect(page).toHaveURL(/\/home$/, HASHING);
  await expect(page.getByText(t('ru', 'auth:edit.done'))).toBeVisible();

  await signOut(page);
  await signInWithForm(page, { login: colleague.login, password });
  await expect(page).toHaveURL(/\/home$/);
});
