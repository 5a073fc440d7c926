/**
 * The shell and the guard without signing in: public pages, the root's redirect with its query,
 * the intended path kept on the way to /login, and the catch-all.
 */
import { expect, test } from '../src/fixtures.js';
import { expectAccessible } from '../src/axe.js';
import { t } from '../src/texts.js';
import { expectRoutePage, mainHeading } from '../src/ui.js';

test('the root sends a signed-out visitor to /login, keeping the query', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/?from=kiosk');
  await expect(page).toHaveURL(/\/login\?from=kiosk$/);
});

test('a protected address sends a signed-out visitor to /login with the intended path', async ({ page }) => {
  await page.goto('/access/users/list?status=new');
  await expect(page).toHaveURL(`/login?to=${encodeURIComponent('/access/users/list?status=new')}`);
});

test('public message pages show without a session and lead on', async ({ page }) => {
  await page.goto('/access/pages/not-access');
  await expectRoutePage(page, 'access-pages-not-access');
  await expect(mainHeading(page)).toHaveText(t('ru', 'misc:notAccess.title'));
  await expect(mainHeading(page)).toBeFocused();
  await page.getByRole('link', { name: t('ru', 'misc:notAccess.login') }).click();
  await expect(page).toHaveURL(/\/login$/);

  for (const path of ['/access/pages/not-authorized', '/pages/misc/not-authorized', '/not-authorized']) {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(t('ru', 'misc:notAuthorized.title'));
  }
});

test('an unknown address shows the not-found page naming it', async ({ page }) => {
  await page.goto('/no/such/address');
  await expectRoutePage(page, 'error');
  await expect(mainHeading(page)).toHaveText(t('ru', 'misc:notFound.title'));
  await expect(page.getByText('/no/such/address')).toBeVisible();
  await expectAccessible(page);
});

test('the public front page links staff to the sign-in', async ({ page }) => {
  await page.goto('/front-pages/main');
  await expectRoutePage(page, 'front-pages-main');
  await page.getByRole('link', { name: t('ru', 'misc:front.staff') }).click();
  await expect(page).toHaveURL(/\/login$/);
});
