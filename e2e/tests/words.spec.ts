/**
 * Words instead of codes (issue 22, items 2 and 6), as staff meet them: the letters page says why
 * a letter was not sent and keeps the mail server's English reply behind a disclosure; the queue's
 * desks tab names the services a desk serves; /access-control names the permissions of the
 * ability; the call form offers the admission campaign of today's season, not of 2024.
 */
import { expectAccessible } from '../src/axe.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { createDesk, createOpenService } from '../src/queue.js';
import { t } from '../src/texts.js';
import { expectRoutePage } from '../src/ui.js';

const REPLY_KINDS = ['temporarilyRefused', 'mailboxFull', 'mailboxUnknown', 'rejectedAsSpam', 'refused', 'timeout', 'connectionRefused', 'noSuchDomain', 'authFailed', 'other'];

test.describe('words instead of codes', () => {
  test.use(signedInAsAdmin);

  test("the letters page says why a letter was not sent, the mail server's reply on demand", async ({ page }) => {
    // The demo outbox holds letters that failed, wait for a retry or were refused for good.
    await page.goto('/interactions/letters?status=fail&status=wait&status=block');
    await expectRoutePage(page, 'interactions-letters');
    const table = page.getByRole('table');
    const first = table.getByRole('row').nth(1);
    const sentences = REPLY_KINDS.map((kind) => t('ru', `callCentre:letters.replies.${kind}`));
    await expect(first.getByText(new RegExp(sentences.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')))).toBeVisible();
    // The English reply is there, folded away until asked for.
    const reply = first.locator('details code');
    await expect(reply).toBeHidden();
    await first.getByText(t('ru', 'callCentre:letters.replies.show')).click();
    await expect(reply).toBeVisible();
    await expect(reply).toHaveText(/\w/);
    // Off the row, whose hover shade is not what the page is read on.
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'the letters list with a reply open');
  });

  test('the desks tab names the services a desk serves', async ({ page, adminApi }) => {
    const suffix = Date.now().toString(36);
    const service = await createOpenService(adminApi, `Справки для военкомата ${suffix}`);
    const desk = await createDesk(adminApi, `Окно слов ${suffix}`, [service]);
    await page.goto('/qms/admin?tab=desks');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: desk.name }) });
    await expect(row).toContainText(`${service.prefix} — ${service.name}`);
    await expect(page.getByRole('table')).not.toContainText('Услуга №');
  });

  test('/access-control names the permissions of the ability, their codes on demand', async ({ page }) => {
    await page.goto('/access-control');
    await expectRoutePage(page, 'access-control');
    const rules = page.getByRole('region', { name: /Ваш набор прав/ });
    await expect(rules).toContainText(t('ru', 'access:permissions.admin'));
    await expect(rules.locator('code')).toHaveCount(0);
    await page.getByRole('switch', { name: t('ru', 'access:control.showCodes') }).check();
    await expect(rules.locator('code', { hasText: /^admin$/ })).toBeVisible();
  });

  test("the call form offers the admission campaign of today's season", async ({ page }) => {
    await page.goto('/interactions/calls/create');
    await expectRoutePage(page, 'interactions-calls-create');
    // Anyone found will do: the form opens once a person is chosen.
    const search = page.getByRole('combobox', { name: t('ru', 'calls:search.label') });
    await search.fill('ан');
    await page.getByRole('option').first().click();
    await expect(page.getByRole('radio', { name: /^Приёмная кампания \d{4}$/ })).toBeVisible();
    // The campaign staff work towards: this year's, or next year's from September on.
    const label = (await page.getByText(/^Приёмная кампания \d{4}$/).textContent()) ?? '';
    expect(Number(label.slice(-4))).toBeGreaterThanOrEqual(new Date().getFullYear());
  });
});
