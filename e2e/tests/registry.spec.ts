/**
 * The registry as staff work it: finding an organization (tab, search, CSV export of the filter),
 * its card and tabs, the responsible-contact cycle (add, edit, delete with confirmation, restore),
 * the programmes and specialities catalogues, and an administrator editing a year-to-year
 * reference list.
 */
import { readFile } from 'node:fs/promises';
import { expectAccessible } from '../src/axe.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

const org = (key: string, values?: Record<string, string | number>) => t('ru', `organizations:${key}`, values);

test('finds a college by tab and search, exports the filter as CSV and opens its card', async ({ page }) => {
  await page.goto('/registry/organizations/list');
  await expectRoutePage(page, 'registry-organizations-list');
  await expect(mainHeading(page)).toHaveText(org('list.title'));
  await screenshot(page, 'registry-organizations');

  await page.getByRole('tab', { name: new RegExp(`^${org('listTabs.colleges')}`) }).click();
  await expect(page).toHaveURL(/\/registry\/organizations\/list\/colleges/);
  await page.getByLabel(org('filters.search'), { exact: true }).fill('царицыно');
  await expect(page).toHaveURL(/search=/);
  await expectLoaded(page);
  const row = page.getByRole('link', { name: /Царицыно/ }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the filtered organizations list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: org('export.button') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path());
  // UTF-8 with a byte-order mark, semicolons, the filter's rows only.
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toContain(';');
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => /Царицыно/i.test(line))).toBe(true);

  await row.click();
  await expect(page).toHaveURL(/\/registry\/organizations\/viewnew\/\d+/);
  await expectLoaded(page);
  await expect(mainHeading(page)).toContainText('Царицыно');
  await expect(page.getByRole('link', { name: new RegExp(org('main.map')) })).toHaveAttribute('href', /^https:\/\/yandex\.ru\/maps\/\?text=/);
  await screenshot(page, 'registry-organization');
  await expectAccessible(page, 'the organization card');

  for (const tab of ['buildings', 'vacancies', 'programs', 'interactions'] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${org(`tabs.${tab}`)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${tab}$`));
    await expectLoaded(page);
    if (tab === 'buildings') await screenshot(page, 'registry-buildings');
    await expectAccessible(page, `the ${tab} tab`);
  }
});

test('adds, edits, deletes and restores a responsible contact', async ({ page, adminApi }) => {
  const college = await adminApi.call<{ items: Array<{ id: number; name: string }> }>('Organization/List', { type: 'college', search: 'связи', pageSize: 5 });
  const target = college.items[0];
  if (!target) throw new Error('the demo data has no college of communications');
  await page.goto(`/registry/organizations/viewnew/${target.id}/contacts`);
  await expectRoutePage(page, 'registry-organizations-viewnew');
  await expect(page.getByRole('heading', { name: org('contacts.title') })).toBeVisible();

  await page.getByRole('button', { name: org('contacts.add') }).click();
  const dialog = page.getByRole('dialog', { name: org('contacts.createTitle') });
  await dialog.getByRole('textbox', { name: org('contacts.fields.fullname'), exact: true }).fill('Лебедева Ирина Олеговна');
  await dialog.getByRole('textbox', { name: org('contacts.fields.position'), exact: true }).fill('Заместитель директора');
  // A wrong e-mail is refused on its field and nothing is saved.
  await dialog.getByRole('textbox', { name: org('contacts.fields.email'), exact: true }).fill('lebedeva@');
  await dialog.getByRole('button', { name: org('form.add'), exact: true }).click();
  await expect(dialog.getByText(org('errors.email'))).toBeVisible();
  await dialog.getByRole('textbox', { name: org('contacts.fields.email'), exact: true }).fill('i.lebedeva@college.example');
  await dialog.getByRole('textbox', { name: org('contacts.fields.phone'), exact: true }).fill('9161234567');
  await screenshot(page, 'registry-contact-form');
  await expectAccessible(page, 'the contact dialog');
  await dialog.getByRole('button', { name: org('form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(org('contacts.feedback.created', { name: 'Лебедева Ирина Олеговна' }))).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText('i.lebedeva@college.example')).toBeVisible();
  await expect(table.getByText('+7 (916) 123-45-67')).toBeVisible();
  await screenshot(page, 'registry-contacts');

  // The phone is copied with the clipboard notice.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: org('copy.phoneOf', { name: 'Лебедева Ирина Олеговна' }) }).click();
  await expect(page.getByText('Успешно скопировано')).toBeVisible();

  await page.getByRole('button', { name: org('contacts.editOf', { name: 'Лебедева Ирина Олеговна' }) }).click();
  const editing = page.getByRole('dialog', { name: org('contacts.editTitle') });
  await editing.getByRole('textbox', { name: org('contacts.fields.position'), exact: true }).fill('Директор по профориентации');
  await editing.getByRole('textbox', { name: org('contacts.fields.position'), exact: true }).press('Enter');
  await expect(editing).toBeHidden();
  await expect(table.getByText('Директор по профориентации')).toBeVisible();

  await page.getByRole('button', { name: org('contacts.deleteOf', { name: 'Лебедева Ирина Олеговна' }) }).click();
  const confirm = page.getByRole('alertdialog', { name: org('contacts.confirmDelete.title') });
  await expectAccessible(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: org('contacts.confirmDelete.confirm') }).click();
  await expect(page.getByText(org('contacts.feedback.deleted', { name: 'Лебедева Ирина Олеговна' }))).toBeVisible();
  await expect(table.getByText('i.lebedeva@college.example')).toHaveCount(0);

  await page.getByRole('button', { name: org('contacts.restore') }).click();
  await expect(page.getByText(org('contacts.feedback.restored', { name: 'Лебедева Ирина Олеговна' }))).toBeVisible();
  await expect(table.getByText('Директор по профориентации')).toBeVisible();
});

test('finds the programmes of a speciality code and opens the speciality with the colleges that teach it', async ({ page }) => {
  await page.goto('/registry/programs/list');
  await expectRoutePage(page, 'registry-programs-list');
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByLabel(t('ru', 'programs:filters.search'), { exact: true }).fill('09.02.07');
  await expect(page).toHaveURL(/search=09\.02\.07/);
  await expectLoaded(page);
  await expect(page.getByRole('table').getByText(/^09\.02\.07/).first()).toBeVisible();
  await screenshot(page, 'registry-programs');
  await expectAccessible(page, 'the programmes list');

  await page.goto('/registry/specialities/list?search=09.02.07');
  await expectRoutePage(page, 'registry-specialities-list');
  await page.getByRole('table').getByText('Информационные системы и программирование').first().click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeVisible();
  await screenshot(page, 'registry-specialities');
  await expectAccessible(page, 'the speciality panel');
});

test('an administrator adds a talk theme, renames it, and the change stays after a reload', async ({ page }) => {
  const ref = (key: string, values?: Record<string, string | number>) => t('ru', `references:${key}`, values);
  const title = ref('lists.talkThemes');
  await page.goto('/registry/references');
  await expectRoutePage(page, 'registry-references');
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expectLoaded(page);
  await expect(page.getByRole('table', { name: ref('entries.caption', { title }) })).toBeVisible();

  await page.getByRole('button', { name: ref('entries.add') }).click();
  const create = page.getByRole('dialog', { name: ref('form.createTitle', { title }) });
  await create.getByRole('textbox', { name: ref('form.code'), exact: true }).fill('street-fest');
  await create.getByRole('textbox', { name: ref('form.label'), exact: true }).fill('Уличная акция');
  await create.getByRole('textbox', { name: ref('form.label'), exact: true }).press('Enter');
  await expect(create).toBeHidden();
  await expect(page.getByText(ref('feedback.created', { label: 'Уличная акция' }))).toBeVisible();

  await page.getByRole('button', { name: ref('entries.actions.rename', { label: 'Уличная акция' }) }).click();
  const rename = page.getByRole('dialog', { name: ref('form.renameTitle', { code: 'street-fest' }) });
  await rename.getByRole('textbox', { name: ref('form.label'), exact: true }).fill('Уличный фестиваль');
  await rename.getByRole('textbox', { name: ref('form.label'), exact: true }).press('Enter');
  await expect(rename).toBeHidden();
  await screenshot(page, 'registry-references');
  await expectAccessible(page, 'the talk themes list');

  await page.reload();
  await expectRoutePage(page, 'registry-references');
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(page.getByRole('table').getByText('Уличный фестиваль')).toBeVisible();
});
