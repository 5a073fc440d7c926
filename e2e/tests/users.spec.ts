/**
 * Users in the access area, as an administrator works them: the list, creating a colleague (the
 * one-time password handed over, the colleague's first sign-in), the user page's tabs, ending a
 * colleague's session from the sessions tab, and suspending a colleague from the list.
 */
import type { BrowserContext } from '@playwright/test';
import { createColleague, userIdOf, type ApiSession } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, test } from '../src/fixtures.js';
import { USER_TABS } from '../src/routes.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { HASHING, dismissNotices, expectLoaded, expectRoutePage, mainHeading, signIn } from '../src/ui.js';

const admin = () => demoAccount(ROLES.admin);

/** A colleague of the journey's own, signed in at another computer (a context of its own), at home. */
async function colleagueAtWork(fixtures: { adminApi: ApiSession; baseURL: string | undefined; openContext: () => Promise<BrowserContext> }, tag: string) {
  const colleague = await createColleague(fixtures.adminApi, fixtures.baseURL as string, { role: ROLES.curator, activate: true, tag });
  const theirs = await (await fixtures.openContext()).newPage();
  await signIn(theirs, colleague);
  await expect(theirs).toHaveURL(/\/home$/);
  return { colleague, theirs };
}

test('an administrator creates a colleague, who signs in with the one-time password and must change it', async ({ page, openContext }) => {
  await signIn(page, admin());
  await page.goto('/access/users/list');
  await expectRoutePage(page, 'access-users-list');
  await expect(mainHeading(page)).toHaveText(t('ru', 'users:list.title'));
  await expect(page.getByRole('table')).toBeVisible();
  await screenshot(page, 'users-list');
  await expectAccessible(page);

  await page.getByRole('button', { name: t('ru', 'users:list.create'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'users:create.title') });
  await expect(dialog).toBeVisible();
  // Every run has a fresh database, so a plain login is free (and reads well in the guide's picture).
  const login = 'o.novikova';
  await dialog.getByLabel(t('ru', 'users:create.fields.login')).fill(login);
  await dialog.getByLabel(t('ru', 'users:create.fields.fullName')).fill('Новикова Ольга Петровна');
  await dialog.getByLabel(t('ru', 'users:create.fields.email')).fill(`${login}@college.example`);
  await dialog.getByRole('group', { name: t('ru', 'users:create.fields.roles') }).getByRole('checkbox', { name: /^Куратор/ }).check();
  await screenshot(page, 'users-create');
  await expectAccessible(page, 'the create-user dialog');
  await dialog.getByRole('button', { name: t('ru', 'users:create.submit'), exact: true }).click();

  const done = page.getByRole('dialog', { name: t('ru', 'users:create.doneTitle') });
  await expect(done).toBeVisible(HASHING);
  const password = (await done.getByLabel(t('ru', 'users:create.passwordLabel'), { exact: true }).textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await expectAccessible(page, 'the one-time password dialog');
  await done.getByRole('link', { name: t('ru', 'users:create.openUser') }).click();
  await expect(page).toHaveURL(/\/access\/users\/view\/\d+$/);
  await expect(mainHeading(page)).toHaveText('Новикова Ольга Петровна');
  await expect(page.getByText(t('ru', 'users:status.new'), { exact: true }).first()).toBeVisible();

  // The colleague, at their own computer, signs in with the password they were handed.
  const colleague = await (await openContext()).newPage();
  await signIn(colleague, { login, password });
  await expect(colleague).toHaveURL(/\/access\/pages\/edit-password$/);
  await expectRoutePage(colleague, 'access-pages-edit-password');
});

test('the user page shows its four tabs, each at its own address', async ({ page, adminApi }) => {
  const analyst = demoAccount(ROLES.analyst);
  const id = await userIdOf(adminApi, analyst.login);
  await signIn(page, admin());
  await expectRoutePage(page, 'home');
  await expect(page.locator('[data-tile][aria-busy="true"]')).toHaveCount(0);
  await dismissNotices(page);
  await screenshot(page, 'home');
  await page.goto(`/access/users/view/${id}`);
  await expectRoutePage(page, 'access-users-view');
  await expect(mainHeading(page)).toHaveText(analyst.fullName);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: t('ru', 'users:tabs.profile') })).toHaveAttribute('aria-selected', 'true');

  await screenshot(page, 'user-profile');
  await expectAccessible(page, 'the profile tab');
  // Round the tabs and back to the profile: each click puts the tab in the address.
  for (const tab of [...USER_TABS.slice(1), USER_TABS[0]]) {
    await tabs.getByRole('tab', { name: t('ru', `users:tabs.${tab}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/access/users/${id}/${tab}$`));
    await expect(tabs.getByRole('tab', { name: t('ru', `users:tabs.${tab}`) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectLoaded(page);
    await screenshot(page, `user-${tab}`);
    await expectAccessible(page, `the ${tab} tab`);
  }

  // An address with a tab the page does not have opens the profile and says why.
  await page.goto(`/access/users/${id}/nonsense`);
  await expect(page.getByRole('status').filter({ hasText: t('ru', 'users:user.unknownTab', { tab: 'nonsense' }) })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: t('ru', 'users:tabs.profile') })).toHaveAttribute('aria-selected', 'true');
});

test('an administrator ends a colleague\'s session from the sessions tab; the colleague\'s page goes to /login', async ({ page, adminApi, baseURL, openContext }) => {
  const { colleague, theirs } = await colleagueAtWork({ adminApi, baseURL, openContext }, 'sessions');

  await signIn(page, admin());
  await page.goto(`/access/users/${colleague.id}/sessions`);
  await expectRoutePage(page, 'access-users-tab');
  const live = page.getByRole('table', { name: t('ru', 'users:sessions.caption') }).getByRole('row').filter({ hasText: t('ru', 'users:sessions.live') });
  await expect(live).toHaveCount(1);
  await live.getByRole('button', { name: t('ru', 'users:sessions.end') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('ru', 'users:sessions.confirmOne.title') });
  await expectAccessible(page, 'the end-session confirmation');
  await confirm.getByRole('button', { name: t('ru', 'users:sessions.confirmOne.confirm') }).click();
  await expect(confirm).toBeHidden();
  await expect(live).toHaveCount(0);

  await expect(theirs).toHaveURL(/\/login$/, { timeout: 30_000 });
});

test('suspending a colleague from the list ends their session, and they then see only not-actions', async ({ page, adminApi, baseURL, openContext }) => {
  const { colleague, theirs } = await colleagueAtWork({ adminApi, baseURL, openContext }, 'suspend');

  await signIn(page, admin());
  await page.goto('/access/users/list');
  await page.getByRole('searchbox', { name: t('ru', 'users:list.search'), exact: true }).fill(colleague.login);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: t('ru', 'users:actions.menuFor', { name: colleague.fullName }) }).click();
  await page.getByRole('menuitem', { name: t('ru', 'users:actions.to.suspended') }).click();
  const confirm = page.getByRole('alertdialog', { name: t('ru', 'users:confirm.status.title.suspended', { name: colleague.fullName }) });
  await expect(confirm).toContainText(t('ru', 'users:confirm.status.endsSessions'));
  await confirm.getByRole('button', { name: t('ru', 'users:actions.to.suspended') }).click();
  await expect(page.getByText(t('ru', 'users:feedback.status', { name: colleague.fullName, status: t('ru', 'users:status.suspended') }))).toBeVisible();

  await expect(theirs).toHaveURL(/\/login$/, { timeout: 30_000 });
  await signIn(theirs, colleague);
  await expect(theirs).toHaveURL(/\/access\/pages\/not-actions$/);
});
