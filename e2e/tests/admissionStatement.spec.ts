/**
 * The admission committee's register (/admission/statement): filing a statement for an applicant
 * of the contingent (found in the dialog, a group picked, the average typed), seeing it in the
 * register, accepting it and printing it as a PDF; and the season tab, where a group's places are
 * changed and saved. In Russian, and both tabs once more in Arabic (right to left).
 */
import { applicantWithoutApplications, applications, currentSeasonId, plainGroup, expectAccessibleLive } from '../src/admission.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { dismissNotices, expectDocumentLanguage, expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

const ROUTE = 'admission-statement';

test('files a statement for an applicant of the contingent, finds it in the register, accepts it and prints it', async ({ page, adminApi }) => {
  const seasonId = await currentSeasonId(adminApi);
  const person = await applicantWithoutApplications(adminApi, seasonId, ['Соколов', 'Морозова', 'Волков', 'Павлова', 'Сергеев']);
  const group = await plainGroup(adminApi, seasonId, 3);

  await page.goto('/admission/statement');
  await expectRoutePage(page, ROUTE);
  await expect(mainHeading(page)).toHaveText(t('ru', 'admissionStatement:page.title'));
  await expect(page.getByRole('table', { name: new RegExp(t('ru', 'admissionStatement:table.caption_many', { count: '\\d+' }).replace(/[()]/g, '\\$&')) })).toBeVisible();
  await screenshot(page, 'admission-register');
  await expectAccessibleLive(page, 'the register of applications');

  await page.getByRole('button', { name: t('ru', 'admissionStatement:page.file'), exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'admissionStatement:dialog.fileTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: t('ru', 'admissionStatement:dialog.findApplicant') }).fill(person.fullname);
  await page.getByRole('option', { name: new RegExp(person.fullname) }).first().click();
  await expect(dialog.getByText(person.fullname, { exact: true })).toBeVisible();

  const groupField = dialog.getByRole('combobox', { name: t('ru', 'admissionStatement:fields.group') });
  await groupField.fill(group.program.code);
  await page.getByRole('option', { name: new RegExp(`${group.program.code}.*${escapeRegExp(group.college.name)}`) }).first().click();
  await dialog.getByRole('textbox', { name: t('ru', 'admissionStatement:fields.average_mark') }).fill('4,35');
  await screenshot(page, 'admission-statement-dialog');
  await expectAccessibleLive(page, 'the statement dialog');
  await dialog.getByRole('button', { name: t('ru', 'admissionStatement:dialog.file'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The register shows it: searched by the applicant's name.
  await page.getByRole('searchbox', { name: t('ru', 'admissionStatement:filters.search'), exact: true }).fill(person.fullname);
  await expect(page).toHaveURL(/search=/);
  await expectLoaded(page);
  const menu = page.getByRole('button', { name: t('ru', 'admissionStatement:actions.menuFor', { name: person.fullname, program: group.program.name }) });
  await expect(menu).toBeVisible();
  const row = page.getByRole('row').filter({ has: menu });
  await expect(row).toContainText(t('ru', 'admissionTerms:state.submitted'));
  await expect(row).toContainText('4,35');
  const [filed] = await applications(adminApi, seasonId, { search: person.fullname });
  expect(filed?.group.id).toBe(group.id);

  // Accept it: the state machine offers the move in the row's menu.
  await menu.click();
  await page.getByRole('menuitem', { name: t('ru', 'admissionTerms:move.accept'), exact: true }).click();
  await expect(row).toContainText(t('ru', 'admissionTerms:state.accepted'));
  await expect.poll(async () => (await applications(adminApi, seasonId, { search: person.fullname }))[0]?.state).toBe('accepted');

  // Printing frames the statement's PDF, made in the browser, and opens the print dialog on it:
  // the PDF is read as the page hands it to the frame.
  await page.evaluate(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      (window as unknown as { printedBlob?: Blob | MediaSource }).printedBlob = blob;
      return create(blob);
    };
  });
  await menu.click();
  await page.getByRole('menuitem', { name: t('ru', 'admissionStatement:actions.printStatement'), exact: true }).click();
  await expect(page.locator('iframe[src^="blob:"]')).toHaveCount(1);
  const printed = await page.evaluate(async () => {
    const blob = (window as unknown as { printedBlob?: Blob }).printedBlob as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return { type: blob.type, start: String.fromCharCode(...bytes.subarray(0, 5)), size: bytes.length };
  });
  expect(printed).toMatchObject({ type: 'application/pdf', start: '%PDF-' });
  expect(printed.size).toBeGreaterThan(1000);
});

test('changes the places of a competitive group on the season tab and saves them', async ({ page, adminApi }) => {
  const seasonId = await currentSeasonId(adminApi);
  const group = await plainGroup(adminApi, seasonId, 40);
  const places = (group.places ?? 0) + 7;
  await page.goto('/admission/statement?tab=season');
  await expectRoutePage(page, ROUTE);
  await expect(page.getByRole('tab', { name: t('ru', 'admissionStatement:tabs.season') })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: t('ru', 'admissionSeason:filters.search'), exact: true }).fill(group.program.code);
  await expectLoaded(page);
  const field = page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t('ru', 'admissionSeason:grid.placesOf', { group: `${group.program.code} ${group.program.name}, ${group.college.name}, ${t('ru', 'admissionTerms:funding.budget')}` }))}`) });
  await expect(field).toBeVisible();
  await screenshot(page, 'admission-season');
  await expectAccessibleLive(page, 'the season tab');
  await field.fill(String(places));
  await expect(page.getByText(t('ru', 'admissionSeason:grid.unsaved', { count: 1 }))).toBeVisible();
  await screenshot(page, 'admission-season-places');
  await page.getByRole('button', { name: t('ru', 'admissionSeason:grid.save'), exact: true }).click();
  await expect(page.getByText(t('ru', 'admissionSeason:grid.saved')).first()).toBeVisible();
  await expect.poll(async () => (await adminApi.call<{ items: Array<{ id: number; places: number | null }> }>('Admission/ListGroups', { season_id: seasonId, search: group.program.code })).items.find((item) => item.id === group.id)?.places).toBe(places);
  await dismissNotices(page);
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('shows the register and the season tab right to left', async ({ page }) => {
    await page.goto('/admission/statement');
    await expectRoutePage(page, ROUTE, 'ar');
    await expectDocumentLanguage(page, 'ar');
    await expect(mainHeading(page)).toHaveText(t('ar', 'admissionStatement:page.title'));
    await expectAccessibleLive(page, 'the register in Arabic');
    await page.getByRole('tab', { name: t('ar', 'admissionStatement:tabs.season') }).click();
    await expect(page).toHaveURL(/tab=season/);
    await expectLoaded(page, 'ar');
    await expectAccessibleLive(page, 'the season tab in Arabic');
    await page.getByRole('button', { name: t('ar', 'admissionStatement:page.file'), exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: t('ar', 'admissionStatement:dialog.fileTitle') })).toBeVisible();
    await expectAccessibleLive(page, 'the statement dialog in Arabic');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
