/**
 * The header's search (issue 22): from any page, Ctrl+K or "/" and a few letters find an
 * applicant (two typos in a long surname too), an organization by its phone typed the way it is
 * dictated, or a colleague; the arrows and Enter open the hit, Escape closes the list. In Russian,
 * and once more in Arabic (right to left).
 */
import type { Page } from '@playwright/test';
import type { ApiSession, ListedApplicant } from '../src/api.js';
import { firstOrganizationId } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { t, type Language } from '../src/texts.js';
import { expectDocumentLanguage, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

/** A demo applicant with a surname of eight letters or more whose full name no one else has. */
async function longNamedApplicant(adminApi: ApiSession): Promise<ListedApplicant> {
  const page = await adminApi.call<{ items: ListedApplicant[] }>('Abiturient/List', { pageSize: 100 });
  for (const person of page.items.filter((item) => [...item.last_name].length >= 8)) {
    const namesakes = await adminApi.call<{ total: number }>('Abiturient/List', { search: person.fullname, pageSize: 5 });
    if (namesakes.total === 1) return person;
  }
  throw new Error('the demo data has no applicant with a long surname of their own');
}

/** The word with its third and sixth letters swapped for «ы»: two typos, apart from each other. */
function twoTypos(word: string): string {
  const letters = [...word.toLowerCase()];
  for (const at of [2, 5]) letters[at] = letters[at] === 'ы' ? 'э' : 'ы';
  return letters.join('');
}

const searchBox = (page: Page, lng: Language) => page.getByRole('combobox', { name: t(lng, 'globalSearch:label') });

/** Moves the highlight down to the option named `name` and opens it with Enter. */
async function openWithKeys(page: Page, lng: Language, name: RegExp): Promise<void> {
  const box = searchBox(page, lng);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: name }).first()).toBeVisible();
  const texts = await options.allTextContents();
  const at = texts.findIndex((text) => name.test(text));
  // The first option comes highlighted.
  for (let step = 0; step < at; step += 1) await box.press('ArrowDown');
  await expect(options.nth(at)).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
}

test('finds an applicant by a surname with two typos from the header and opens the record with the keyboard', async ({ page, adminApi }) => {
  const person = await longNamedApplicant(adminApi);
  await page.goto('/newcontingent/list');
  await expectRoutePage(page, 'newcontingent-list');
  await page.keyboard.press('Control+k');
  const box = searchBox(page, 'ru');
  await expect(box).toBeFocused();
  await page.keyboard.type(`${twoTypos(person.last_name)} ${person.first_name}`);
  const list = page.getByRole('listbox', { name: t('ru', 'globalSearch:listLabel', { query: `${twoTypos(person.last_name)} ${person.first_name}` }) });
  await expect(list.getByRole('group', { name: t('ru', 'globalSearch:kinds.applicants') }).getByRole('option', { name: new RegExp(person.fullname) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'the header search with hits');
  await openWithKeys(page, 'ru', new RegExp(person.fullname));
  await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${person.id}`));
  await expectRoutePage(page, 'newcontingent-view');
  await expect(mainHeading(page)).toContainText(person.last_name);
  await expect(box).toHaveValue('');
});

test('finds an organization by its phone dictated with 8, and a colleague by name; Escape closes the list', async ({ page, adminApi }) => {
  const schoolId = await firstOrganizationId(adminApi, 'school');
  const school = await adminApi.call<{ name: string; phone: string | null }>('Organization/GetOrganization', { id: schoolId });
  if (school.phone === null) throw new Error('the first demo school has no phone');
  const digits = school.phone.replace(/\D/g, '').slice(1);
  await page.goto('/home');
  await expectRoutePage(page, 'home');
  const box = searchBox(page, 'ru');
  // "/" outside a text field brings the focus to the search too.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await page.keyboard.type(`8 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}`);
  const organizations = page.getByRole('group', { name: t('ru', 'globalSearch:kinds.organizations') });
  await expect(organizations.getByRole('option', { name: school.name })).toBeVisible();

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Escape');
  await expect(box).toHaveValue('');

  const colleague = demoAccount(ROLES.curator);
  await box.fill(colleague.fullName);
  await expect(page.getByRole('group', { name: t('ru', 'globalSearch:kinds.users') }).getByRole('option', { name: new RegExp(colleague.login) })).toBeVisible();
  await openWithKeys(page, 'ru', new RegExp(colleague.login));
  await expect(page).toHaveURL(/\/access\/users\/view\/\d+/);
  await expectRoutePage(page, 'access-users-view');
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('finds an applicant from the header, right to left', async ({ page, adminApi }) => {
    const person = await longNamedApplicant(adminApi);
    await page.goto('/home');
    await expectRoutePage(page, 'home', 'ar');
    await expectDocumentLanguage(page, 'ar');
    await page.keyboard.press('Control+k');
    await expect(searchBox(page, 'ar')).toBeFocused();
    await page.keyboard.type(person.fullname);
    await expect(page.getByRole('group', { name: t('ar', 'globalSearch:kinds.applicants') }).getByRole('option', { name: new RegExp(person.fullname) })).toBeVisible();
    await expectAccessible(page, 'the header search in Arabic');
    await openWithKeys(page, 'ar', new RegExp(person.fullname));
    await expect(page).toHaveURL(new RegExp(`/newcontingent/view/${person.id}`));
  });
});
