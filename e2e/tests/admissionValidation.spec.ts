/**
 * The validation worklist (/admission/validation): one check shown through its count chip, a
 * certificate average outside 3..5 fixed on the spot, and the finding leaving the list without a
 * reload while the check's count goes down by one. The page once more in Arabic (right to left).
 */
import { currentSeasonId, findings, expectAccessibleLive } from '../src/admission.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { dismissNotices, expectDocumentLanguage, expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

const ROUTE = 'admission-validation';
const CHECK = 'AVERAGE_OUT_OF_RANGE';

test('fixes an average outside 3..5 from the worklist and the finding leaves without a reload', async ({ page, adminApi }) => {
  const seasonId = await currentSeasonId(adminApi);
  const { items, counts } = await findings(adminApi, seasonId, CHECK);
  // Not the first: a reader of the worklist elsewhere keeps to the top.
  const finding = items[2];
  if (!finding?.applicant || !finding.group) throw new Error(`the demo worklist has fewer than 3 ${CHECK} findings`);
  const before = counts.find((entry) => entry.check === CHECK)?.count as number;
  const chip = (count: number) => page.getByRole('button', { name: t('ru', 'admissionValidation:counts.chip', { check: t('ru', `admissionTerms:check.${CHECK}`), count }), exact: true });

  await page.goto('/admission/validation');
  await expectRoutePage(page, ROUTE);
  await expect(mainHeading(page)).toHaveText(t('ru', 'admissionValidation:title'));
  await expect(chip(before)).toBeVisible();
  await screenshot(page, 'admission-validation');
  await expectAccessibleLive(page, 'the worklist');

  await chip(before).click();
  await expect(chip(before)).toHaveAttribute('aria-pressed', 'true');
  await expectLoaded(page);
  // The button says whose finding it fixes (a hidden ": <name>" after its word).
  const fix = page.getByRole('button', { name: new RegExp(`^${t('ru', 'admissionValidation:fixButton.application')}: ${finding.applicant.fullname}$`) });
  const row = page.getByRole('row').filter({ has: fix }).filter({ hasText: finding.group.name });
  // The check's findings fit the first page (25 a page).
  await expect(row).toBeVisible();
  await row.getByRole('button').click();

  const dialog = page.getByRole('dialog', { name: t('ru', `admissionValidation:checkTitle.${CHECK}`) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t('ru', 'admissionValidation:fix.average'), exact: true }).fill('4,10');
  await screenshot(page, 'admission-validation-fix');
  await expectAccessibleLive(page, 'the fix dialog');
  await dialog.getByRole('button', { name: t('ru', 'admissionValidation:fix.save'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ru', 'admissionValidation:fix.done'))).toBeVisible();

  // Gone without a reload; the check counts one less.
  await expect(row).toHaveCount(0);
  await expect(chip(before - 1)).toBeVisible();
  const after = await findings(adminApi, seasonId, CHECK);
  expect(after.items.map((item) => item.key)).not.toContain(finding.key);
  await dismissNotices(page);
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('shows the worklist and a fix dialog right to left', async ({ page }) => {
    await page.goto('/admission/validation');
    await expectRoutePage(page, ROUTE, 'ar');
    await expectDocumentLanguage(page, 'ar');
    await expect(mainHeading(page)).toHaveText(t('ar', 'admissionValidation:title'));
    await expectAccessibleLive(page, 'the worklist in Arabic');
    await page.getByRole('button', { name: new RegExp(`^${t('ar', 'admissionValidation:fixButton.application')}`) }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectLoaded(page, 'ar');
    await expectAccessibleLive(page, 'a fix dialog in Arabic');
  });
});
