/**
 * Phone numbers as staff type and paste them (issue 22): the Russian leading 8 is the trunk
 * prefix, so 8 495 111-22-33 is saved as +7 (495) 111-22-33 (it used to become +7 (849) 511-12-23),
 * a pasted text the phone rule cannot read is refused with a message, and an administrator's home
 * page says whether every stored number reads.
 */
import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { t } from '../src/texts.js';
import { expectRoutePage } from '../src/ui.js';

test.use(signedInAsAdmin);

/** Types into the field key by key, as a person does. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.pressSequentially(text);
}

/** Pastes `text` into the focused field through the clipboard, as Ctrl+V does. */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Seven digits no demo number is likely to end with. */
const subscriber = () => String(randomInt(1_000_000, 10_000_000));

test("an organization contact's phone typed with the leading 8 is saved as that number; a foreign paste is refused", async ({ page, adminApi }) => {
  const found = await adminApi.call<{ items: Array<{ id: number }> }>('Organization/List', { type: 'school', pageSize: 5 });
  const school = found.items[2];
  if (!school) throw new Error('the demo data has fewer than three schools');
  await page.goto(`/registry/organizations/viewnew/${school.id}/contacts`);
  await expectRoutePage(page, 'registry-organizations-viewnew');

  await page.getByRole('button', { name: t('ru', 'organizations:contacts.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'organizations:contacts.createTitle') });
  await dialog.getByRole('textbox', { name: t('ru', 'organizations:contacts.fields.fullname'), exact: true }).fill('Восьмёркина Вера Павловна');
  const phone = dialog.getByRole('textbox', { name: t('ru', 'organizations:contacts.fields.phone'), exact: true });
  const digits = subscriber();
  await typeInto(phone, `8495${digits}`);
  const shown = `+7 (495) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  await expect(phone).toHaveValue(shown);

  // A number of another country pasted over it: refused, said so, and the typed number stays.
  await phone.selectText();
  await paste(page, phone, '+1 202 555 0100');
  await expect(dialog.getByText(t('ru', 'inputs:phone.pasteRefused', { text: '+1 202 555 0100' }))).toBeVisible();
  await expect(phone).toHaveValue(shown);

  await dialog.getByRole('button', { name: t('ru', 'organizations:form.add'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table').getByText(shown)).toBeVisible();
  const contacts = await adminApi.call<{ items: Array<{ id: number; fullname: string; phone: string }> }>('Organization/ReadResponsibles', { search: { org_id: school.id, itemsPerPage: 1000, page: 1 } });
  const saved = contacts.items.find((contact) => contact.fullname === 'Восьмёркина Вера Павловна');
  expect(saved?.phone).toBe(`+7495${digits}`);
  if (saved) await adminApi.call('Organization/DeleteResponsibles', { id: saved.id });
});

test('a new applicant\'s phone typed with the leading 8 is saved as that number', async ({ page, adminApi }) => {
  await page.goto('/newcontingent/list/insert');
  await expectRoutePage(page, 'newcontingent-list-insert');
  const field = (key: string, values?: Record<string, string | number>) => page.getByRole('textbox', { name: t('ru', `applicant:fields.${key}`, values), exact: true });
  await field('last_name').fill('Восьмёркин');
  await field('first_name').fill('Пётр');
  const digits = subscriber();
  await typeInto(field('phoneN', { n: 1 }), `8916${digits}`);
  await expect(field('phoneN', { n: 1 })).toHaveValue(`+7 (916) ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
  await page.getByRole('button', { name: t('ru', 'applicant:insert.save') }).click();
  await expect(page).toHaveURL(/\/newcontingent\/view\/\d+/);
  const id = Number(/\/newcontingent\/view\/(\d+)/.exec(page.url())?.[1]);
  const record = await adminApi.call<{ phones: string[] }>('Abiturient/GetAbiturient', { id });
  expect(record.phones).toEqual([`+7916${digits}`]);
});

test("an administrator's home page says whether every stored phone number reads", async ({ page }) => {
  await page.goto('/home');
  await expectRoutePage(page, 'home');
  const tile = page.getByRole('region', { name: t('ru', 'home:storedPhones.title') });
  await expect(tile).toHaveAttribute('aria-busy', 'false');
  // The demo and everything the journeys enter goes through the phone rule: nothing to correct.
  await expect(tile.getByText(t('ru', 'home:storedPhones.allRead'))).toBeVisible();
});
