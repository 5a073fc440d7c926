/**
 * The contingent as staff work it: finding an applicant (quick search, the working list with a
 * typo in the name and its CSV export), the 360 view with every tab, recording an interaction and
 * moving the processing status, and entering an applicant who turns out to be a duplicate and
 * merging them. In Russian, and the lookup and the tabs once more in Arabic (right to left).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ApiSession, ListedApplicant } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { APPLICANT_TABS } from '../src/routes.js';
import { screenshot } from '../src/screenshots.js';
import { t, type Language } from '../src/texts.js';
import { expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);


/** A demo applicant with an e-mail and a timeline, waiting to be worked (the first of the list in name order). */
async function demoApplicant(adminApi: ApiSession, filter: Record<string, unknown> = {}): Promise<ListedApplicant> {
  const page = await adminApi.call<{ items: ListedApplicant[] }>('Abiturient/List', { processing_status: ['not_processed'], pageSize: 50, ...filter });
  const found = page.items.find((item) => item.email !== null && item.phones.length > 0);
  if (!found) throw new Error('the demo data has no applicant with an e-mail and a phone waiting to be worked');
  return found;
}

const tabName = (lng: Language, tab: string) => new RegExp(`^${t(lng, `applicant:tabs.${tab}`)}`);

async function openEveryTab(page: Page, lng: Language, id: number, shots: boolean): Promise<void> {
  // The default tab last: clicking it while it shows already leaves the address as it is.
  for (const tab of [...APPLICANT_TABS.slice(1), APPLICANT_TABS[0]]) {
    await page.getByRole('tab', { name: tabName(lng, tab) }).click();
    await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${id}/${tab}$`));
    await expectLoaded(page);
    await expect(page.getByRole('tab', { name: tabName(lng, tab) })).toHaveAttribute('aria-selected', 'true');
    if (shots) await screenshot(page, `contingent-${tab}`);
    await expectAccessible(page, `the ${tab} tab`);
  }
}

test('finds an applicant by quick search as the name is typed and opens every tab of the 360 view', async ({ page, adminApi }) => {
  const person = await demoApplicant(adminApi);
  await page.goto('/newcontingent/list/search');
  await expectRoutePage(page, 'newcontingent-list-search');
  const field = page.getByLabel(t('ru', 'contingentWork:search.label'), { exact: true });
  await field.fill(`${person.last_name} ${person.first_name}`);
  // The hits are the options of the search field's list (a combobox), best match first.
  const hit = page.getByRole('option', { name: new RegExp(person.fullname) }).first();
  await expect(hit).toBeVisible();
  await screenshot(page, 'contingent-search');
  await expectAccessible(page, 'the quick search with results');

  // By phone, as a person dictates it with a leading 8.
  const digits = person.phones[0]!.replace(/\D/g, '').slice(1);
  await field.fill(`8 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(page.getByText(t('ru', 'contingentWork:search.matched.phone')).first()).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(person.fullname) }).first()).toBeVisible();

  // Arrow down to the hit and Enter, as the hint on the page says.
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${person.id}`));
  await expectRoutePage(page, 'newcontingent-view');
  await expectLoaded(page);
  await expect(mainHeading(page)).toContainText(person.last_name);
  // Proforientation is the default tab.
  await expect(page.getByRole('tab', { name: tabName('ru', 'proforientation') })).toHaveAttribute('aria-selected', 'true');
  await openEveryTab(page, 'ru', person.id, true);
});

test('narrows the working list by a misspelt name and a status, and exports the filter as CSV', async ({ page, adminApi }) => {
  const person = await demoApplicant(adminApi);
  // One letter dropped from the surname, as a hurried operator types it.
  const typo = person.last_name.slice(0, 2) + person.last_name.slice(3);
  await page.goto(`/newcontingent/list?processing_status=not_processed`);
  await expectRoutePage(page, 'newcontingent-list');
  await expect(mainHeading(page)).toHaveText(t('ru', 'contingent:list.title'));
  await page.getByLabel(t('ru', 'contingent:filters.search'), { exact: true }).fill(`${typo} ${person.first_name}`);
  await expect(page).toHaveURL(/search=/);
  await expectLoaded(page);
  await expect(page.getByRole('link', { name: person.fullname }).first()).toBeVisible();
  // No name contains the misspelt one: the list says it shows similar names.
  await expect(page.getByRole('alert').filter({ hasText: t('ru', 'shell:filters.similarNames', { search: `${typo} ${person.first_name}` }) })).toBeVisible();
  await screenshot(page, 'contingent-list');
  await expectAccessible(page, 'the filtered working list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t('ru', 'contingent:export.button') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await file.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.some((line) => line.includes(person.last_name))).toBe(true);
});

test('records an interaction on the timeline and takes the applicant into work', async ({ page, adminApi }) => {
  const person = await demoApplicant(adminApi, { search: 'а' });
  await page.goto(`/newcontingent/view/${person.id}/interactions`);
  await expectRoutePage(page, 'newcontingent-view');
  await expectLoaded(page);

  await page.getByRole('button', { name: t('ru', 'applicant:timeline.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'applicant:timeline.dialogTitle') });
  await dialog.getByRole('combobox', { name: t('ru', 'applicant:timeline.type') }).click();
  await page.getByRole('option', { name: 'Консультация', exact: true }).click();
  const comment = 'Консультация по программам ИТ-колледжей: интересуется 09.02.07, пригласили на день открытых дверей.';
  await dialog.getByRole('textbox', { name: t('ru', 'applicant:timeline.comment'), exact: true }).fill(comment);
  await screenshot(page, 'contingent-interaction-form');
  await expectAccessible(page, 'the interaction dialog');
  await dialog.getByRole('button', { name: t('ru', 'applicant:timeline.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('ru', 'applicant:timeline.recorded', { type: 'Консультация' }))).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();

  // The state machine: an applicant waiting to be worked can only be taken into work.
  await page.getByRole('button', { name: t('ru', 'applicant:moves.work') }).click();
  await expect(page.getByText(t('ru', 'applicant:moves.done', { status: t('ru', 'applicantTerms:processingStatus.in_progress') }))).toBeVisible();
  await expect(page.getByRole('button', { name: t('ru', 'applicant:moves.workend') })).toBeVisible();
  await expect(page.getByRole('button', { name: t('ru', 'applicant:moves.work') })).toHaveCount(0);
  const record = await adminApi.call<{ processing_status: string }>('Abiturient/GetAbiturient', { id: person.id });
  expect(record.processing_status).toBe('in_progress');
});

test('enters an applicant who turns out to be a duplicate and merges the entry into the existing record', async ({ page, adminApi }) => {
  const person = await demoApplicant(adminApi, { search: 'е' });
  const before = await adminApi.call<{ counts: { interactions: number } }>('Abiturient/GetAbiturient', { id: person.id });
  await page.goto('/newcontingent/list/insert');
  await expectRoutePage(page, 'newcontingent-list-insert');
  const field = (key: string) => page.getByRole('textbox', { name: t('ru', `applicant:fields.${key}`), exact: true });
  await field('last_name').fill(person.last_name);
  await field('first_name').fill(person.first_name);
  await field('email').fill(person.email as string);
  // A number the record does not have yet: the merge must add it.
  const newPhone = person.phones.includes('+79160070707') ? '+79160070708' : '+79160070707';
  await page.getByRole('textbox', { name: t('ru', 'applicant:fields.phoneN', { n: 1 }), exact: true }).fill(newPhone.slice(2));

  const merge = page.getByRole('button', { name: t('ru', 'applicant:duplicates.merge') }).first();
  await expect(merge).toBeVisible();
  await expect(page.getByText(person.fullname).first()).toBeVisible();
  await screenshot(page, 'contingent-duplicates');
  await expectAccessible(page, 'the insert page with a likely duplicate');

  await merge.click();
  const confirm = page.getByRole('alertdialog', { name: t('ru', 'applicant:insert.mergeTitle') });
  await confirm.getByRole('button', { name: t('ru', 'applicant:insert.mergeConfirm') }).click();
  await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${person.id}`));
  await expect(page.getByText(t('ru', 'applicant:insert.merged', { name: person.fullname }))).toBeVisible();
  // The record kept every interaction and its phones, and gained the entry's new phone; no new
  // record was made.
  const after = await adminApi.call<{ counts: { interactions: number }; phones: string[] }>('Abiturient/GetAbiturient', { id: person.id });
  expect(after.counts.interactions).toBeGreaterThanOrEqual(before.counts.interactions);
  expect(after.phones).toEqual([...person.phones, newPhone]);
  const found = await adminApi.call<{ items: Array<{ id: number }> }>('Abiturient/Search', { query: newPhone.slice(1) });
  expect(found.items.map((item) => item.id)).toEqual([person.id]);
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('finds an applicant by quick search and opens every tab, right to left', async ({ page, adminApi }) => {
    const person = await demoApplicant(adminApi);
    await page.goto('/newcontingent/list/search');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(t('ar', 'contingentWork:search.label'), { exact: true }).fill(`${person.last_name} ${person.first_name}`);
    await page.getByRole('option', { name: new RegExp(person.fullname) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${person.id}`));
    await expectLoaded(page);
    await openEveryTab(page, 'ar', person.id, false);
  });
});
