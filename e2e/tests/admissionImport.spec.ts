/**
 * The mos.ru import on /admission/statement: a small export made here (the header mos.ru gives,
 * two new people for a demo college's programme, a person who already applied to their group, and
 * a line with an unreadable funding), checked without writing, imported, then the same file once
 * more: nothing is added and the dialog says the part was imported before. The dialog once more in
 * Arabic (right to left).
 */
// The header mos.ru gives, as the server reads it.
import { MOSRU_COLUMNS, type MosruField } from '../../packages/contracts/src/admissionImport.js';
import { applications, currentSeasonId, cyrillicTag, plainGroup, type ApplicationRow, expectAccessibleLive } from '../src/admission.js';
import type { ApiSession } from '../src/api.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { expectDocumentLanguage, expectRoutePage } from '../src/ui.js';

test.use(signedInAsAdmin);

const FIELDS = Object.keys(MOSRU_COLUMNS) as MosruField[];

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A mos.ru export as CSV (UTF-8 with a BOM, as Excel saves it): the header, then one line per record. */
function mosruCsv(records: ReadonlyArray<Partial<Record<MosruField, string>>>): Buffer {
  const lines = [FIELDS.map((field) => csvCell(MOSRU_COLUMNS[field])).join(','), ...records.map((record) => FIELDS.map((field) => csvCell(record[field] ?? '')).join(','))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

const russianDate = (iso: string) => iso.split('-').reverse().join('.');
const baseOf = (base: 'SCH9' | 'SCH11') => (base === 'SCH9' ? '9' : '11');

/** A submitted demo application whose applicant has a three-part name and a birth date (a line for it matches). */
async function existingApplication(api: ApiSession, seasonId: number): Promise<ApplicationRow> {
  for (let page = 2; page <= 3; page += 1) {
    const rows = await applications(api, seasonId, { states: ['submitted'], page });
    const found = rows.find((row) => row.applicant.birth_date !== null && row.applicant.fullname.split(' ').length === 3);
    if (found) return found;
  }
  throw new Error('no submitted demo application with a full name and a birth date');
}

/** How many applications of the season a search finds (other journeys file theirs meanwhile, so never the season's total). */
async function countOf(api: ApiSession, seasonId: number, search: string): Promise<number> {
  return (await api.call<{ total: number }>('Admission/ListApplications', { season_id: seasonId, search, pageSize: 10 })).total;
}

test('checks a mos.ru export without writing, imports it, and imports the same file again without adding anything', async ({ page, adminApi }) => {
  const seasonId = await currentSeasonId(adminApi);
  const group = await plainGroup(adminApi, seasonId, 80);
  const known = await existingApplication(adminApi, seasonId);
  const newPeople = `Импортов${cyrillicTag()}`;
  const number = (n: number) => `E2E-${Date.now().toString(36)}-${n}`;
  const line = (n: number, first: string): Partial<Record<MosruField, string>> => ({
    external_number: number(n),
    last_name: newPeople,
    first_name: first,
    middle_name: 'Петрович',
    birth_date: '14.03.2010',
    phone: '',
    college: group.college.name,
    program_code: group.program.code,
    funding: 'бюджет',
    base: baseOf(group.base),
    priority: '1',
    average_mark: '4,2',
    consent: 'нет',
    original_documents: 'нет',
    submitted_at: '01.07.2026',
  });
  const [lastName, firstName, middleName] = known.applicant.fullname.split(' ') as [string, string, string];
  const file = mosruCsv([
    line(1, 'Андрей'),
    { ...line(2, 'Борис'), birth_date: '22.09.2009' },
    {
      ...line(3, firstName),
      last_name: lastName,
      middle_name: middleName,
      birth_date: russianDate(known.applicant.birth_date as string),
      college: known.group.college.name,
      program_code: known.group.program.code,
      funding: known.group.funding === 'budget' ? 'бюджет' : 'платное',
      base: baseOf(known.group.base),
    },
    { ...line(4, 'Виктор'), funding: 'по договорённости' },
  ]);
  const knownBefore = await countOf(adminApi, seasonId, known.applicant.fullname);

  await page.goto('/admission/statement');
  await expectRoutePage(page, 'admission-statement');
  const openDialog = async () => {
    await page.getByRole('button', { name: t('ru', 'admissionStatement:page.import'), exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'admissionStatement:import.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('import-file').setInputFiles({ name: 'mosru.csv', mimeType: 'text/csv', buffer: file });
    await expect(dialog.getByText(t('ru', 'admissionStatement:import.fileInfo_few', { name: 'mosru.csv', count: 4 }))).toBeVisible();
    await dialog.getByRole('button', { name: t('ru', 'admissionStatement:import.dryRun'), exact: true }).click();
    await expect(dialog.getByRole('heading', { name: t('ru', 'admissionStatement:import.dryRunReport') })).toBeVisible();
    return dialog;
  };

  // The dry run: two new, one matched (the person already applied to the group), one refused.
  let dialog = await openDialog();
  const counts = (created: number, matched: number, refused: number) => t('ru', 'admissionStatement:import.counts', { created, matched, refused });
  await expect(dialog.getByText(counts(2, 1, 1))).toBeVisible();
  const report = dialog.getByRole('table', { name: t('ru', 'admissionStatement:import.linesCaption') });
  await expect(report.getByRole('row').filter({ hasText: t('ru', 'admissionStatement:import.reasons.invalid_value') })).toContainText(MOSRU_COLUMNS.funding);
  await expect(report.getByRole('row').filter({ hasText: t('ru', 'admissionStatement:import.reasons.application_exists') })).toContainText(t('ru', 'admissionStatement:import.outcomes.matched'));
  expect(await countOf(adminApi, seasonId, newPeople)).toBe(0);
  await screenshot(page, 'admission-import');
  await expectAccessibleLive(page, 'the import dialog with the dry run report');

  await dialog.getByRole('button', { name: t('ru', 'admissionStatement:import.apply'), exact: true }).click();
  await expect(dialog.getByRole('heading', { name: t('ru', 'admissionStatement:import.finalReport') })).toBeVisible();
  await expect(dialog.getByText(counts(2, 1, 1))).toBeVisible();
  const imported = await applications(adminApi, seasonId, { search: newPeople });
  expect(imported.map((row) => row.group.id)).toEqual([group.id, group.id]);
  await dialog.getByRole('button', { name: t('ru', 'admissionStatement:import.done'), exact: true }).click();
  await expect(dialog).toBeHidden();

  // The same file again: the check already says the part was imported (when, by whom), counts
  // nothing new, and offers no second import: it would add nothing.
  const appliedBefore = new RegExp(`^${t('ru', 'admissionStatement:import.appliedBefore', { part: 1, at: 'AT', by: 'BY' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('AT', '.+').replace('BY', '.+')}$`);
  dialog = await openDialog();
  await expect(dialog.getByText(appliedBefore)).toBeVisible();
  await expect(dialog.getByText(t('ru', 'admissionStatement:import.wholeFileBefore'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: t('ru', 'admissionStatement:import.apply'), exact: true })).toBeDisabled();
  await screenshot(page, 'admission-import-again');
  await expectAccessibleLive(page, 'the import dialog after the same file again');
  expect(await countOf(adminApi, seasonId, newPeople)).toBe(2);
  expect(await countOf(adminApi, seasonId, known.applicant.fullname)).toBe(knownBefore);
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('opens the import dialog right to left', async ({ page }) => {
    await page.goto('/admission/statement');
    await expectRoutePage(page, 'admission-statement', 'ar');
    await expectDocumentLanguage(page, 'ar');
    await page.getByRole('button', { name: t('ar', 'admissionStatement:page.import'), exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: t('ar', 'admissionStatement:import.title') })).toBeVisible();
    await expectAccessibleLive(page, 'the import dialog in Arabic');
  });
});
