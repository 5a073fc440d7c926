/**
 * The home page as the day's starting point: a curator sees their applicants by what is left to
 * do, and each count opens the working list filtered to exactly those applicants; their callbacks
 * lead to the calendar's day; a queue operator sees their desk, the queue's administrator its day.
 * In Russian, and in Arabic.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t, type Language } from '../src/texts.js';
import { dismissNotices, expectRoutePage, signIn } from '../src/ui.js';

/** The digits of a count as the page writes it ("1 234" with a narrow space). */
const countIn = (text: string | null): number => Number((text ?? '').replace(/\D/g, ''));

async function openHome(page: Page, lng: Language): Promise<void> {
  await page.goto('/home');
  await expectRoutePage(page, 'home', lng);
  await expect(page.getByRole('region', { name: t(lng, 'home:contingent.title') })).toHaveAttribute('aria-busy', 'false');
}

test('a curator starts the day on the home page: their applicants by what is left to do, each count opening the list filtered to it', async ({ page }) => {
  await signIn(page, demoAccount(ROLES.curator));
  await expectRoutePage(page, 'home');
  const tile = page.getByRole('region', { name: t('ru', 'home:contingent.title') });
  const callbacks = page.getByRole('region', { name: t('ru', 'home:callbacks.title') });
  await expect(tile.getByText(t('ru', 'home:contingent.mine'), { exact: true })).toBeVisible();
  await expect(callbacks.getByText(t('ru', 'home:callbacks.overdue'), { exact: true })).toBeVisible();
  await expect(page.locator('[data-tile][aria-busy="true"]')).toHaveCount(0);
  await dismissNotices(page);
  await screenshot(page, 'home-curator');
  await expectAccessible(page, 'the curator home page');

  // Other journeys may call one of this curator's applicants meanwhile: read and follow again until both agree.
  const recall = tile.getByRole('link', { name: new RegExp(`^${t('ru', 'applicantTerms:flag.recall')}`) }).first();
  await expect(async () => {
    await openHome(page, 'ru');
    const shown = countIn(await recall.locator('span').last().textContent());
    await recall.click();
    await expect(page).toHaveURL(/\/newcontingent\/list\?curator=me&flags=recall$/);
    await expectRoutePage(page, 'newcontingent-list');
    const found = page.getByText(/^Найден/);
    await expect(found).toBeVisible();
    expect(countIn(await found.textContent())).toBe(shown);
  }).toPass({ timeout: 30_000 });

  await openHome(page, 'ru');
  await callbacks.getByRole('link', { name: t('ru', 'home:callbacks.calendar') }).click();
  await expect(page).toHaveURL(/\/interactions\/calendar\?view=day&date=\d{4}-\d{2}-\d{2}&kinds=callback$/);
  await expectRoutePage(page, 'interactions-calendar');
});

test('a queue operator sees their desk on the home page, and the way to the console', async ({ page }) => {
  await signIn(page, demoAccount(ROLES.queueOperator));
  await expectRoutePage(page, 'home');
  const tile = page.getByRole('region', { name: t('ru', 'home:queueDesk.title') });
  await expect(tile).toHaveAttribute('aria-busy', 'false');
  // At a desk or not (the queue journeys sign operators in and out), the console is one click away.
  await tile.getByRole('link', { name: t('ru', 'home:queueDesk.console') }).click();
  await expectRoutePage(page, 'qms-operator');
});

test("the queue's administrator sees the queue's day on the home page and opens its statistics", async ({ page }) => {
  await signIn(page, demoAccount(ROLES.admin));
  await expectRoutePage(page, 'home');
  const tile = page.getByRole('region', { name: t('ru', 'home:queueToday.title') });
  await expect(tile.getByRole('table', { name: t('ru', 'home:queueToday.byService') })).toBeVisible();
  await tile.getByRole('link', { name: t('ru', 'home:queueToday.stats') }).click();
  await expect(page).toHaveURL(/\/qms\/admin\?tab=stats$/);
  await expectRoutePage(page, 'qms-admin');
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('the curator home page reads right to left', async ({ page }) => {
    await signIn(page, demoAccount(ROLES.curator), 'ar');
    await expectRoutePage(page, 'home', 'ar');
    const tile = page.getByRole('region', { name: t('ar', 'home:contingent.title') });
    await expect(tile.getByText(t('ar', 'home:contingent.mine'), { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'the curator home page in Arabic');
  });
});
