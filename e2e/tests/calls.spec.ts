/**
 * The call centre as an operator works it: a call taken from the search to its follow-up with a
 * template letter, done from the keyboard; the letter in the letters list and in the mail outbox;
 * the callback in the calendar, opened there. In Russian, and once more in Arabic (right to left).
 * The administrator's side: the e-mail templates page with its preview.
 */
import type { Page } from '@playwright/test';
import type { ApiSession, ListedApplicant } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { subjectsMailedTo } from '../src/outbox.js';
import { screenshot } from '../src/screenshots.js';
import { t, type Language } from '../src/texts.js';
import { dismissNotices, expectDocumentLanguage, expectLoaded, expectRoutePage, mainHeading, signIn } from '../src/ui.js';


/** The `index`-th demo applicant with an e-mail and a phone, so each journey calls its own person. */
async function callablePerson(adminApi: ApiSession, index: number): Promise<ListedApplicant> {
  const page = await adminApi.call<{ items: ListedApplicant[] }>('Abiturient/List', { processing_status: ['in_progress'], pageSize: 50 });
  const found = page.items.filter((item) => item.email !== null && item.phones.length > 0)[index];
  if (!found) throw new Error('the demo data has too few applicants in work with an e-mail and a phone');
  return found;
}

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A working day (not a Sunday) `ahead` days or more after today in Moscow, as YYYY-MM-DD. */
function workingDayAhead(ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  if (new Date(`${MOSCOW_DAY.format(day)}T12:00:00Z`).getUTCDay() === 0) day.setTime(day.getTime() + 86_400_000);
  return MOSCOW_DAY.format(day);
}

const typedDate = (day: string) => day.split('-').reverse().join('.');

/**
 * Takes the call for `person` from the card's search to its follow-up without the mouse: the name
 * phone number typed, the arrow and Enter, the arrows in each radio group, Tab between them, the callback
 * typed into the picker, Ctrl+Enter; then the suggested follow-up with the template letter.
 */
async function takeCall(page: Page, lng: Language, person: ListedApplicant, callback: { day: string; time: string }, shots: boolean): Promise<void> {
  await page.goto('/interactions/calls/create');
  await expectRoutePage(page, 'interactions-calls-create', lng);
  await expectDocumentLanguage(page, lng);
  const search = page.getByRole('combobox', { name: t(lng, 'calls:search.label') });
  await expect(search).toBeFocused();
  // The caller's number, as a person dictates it with a leading 8.
  const digits = person.phones[0]!.replace(/\D/g, '').slice(1);
  await page.keyboard.type(`8 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(page.getByRole('option').first()).toContainText(person.fullname);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]person=${person.id}(&|$)`));
  await expect(page.getByText(person.email as string).first()).toBeVisible();

  // The focus is on the first direction; each group is one Tab stop, the arrows choose in it.
  const outgoing = page.getByRole('radio', { name: t(lng, 'calls:call.directions.outgoing') });
  await expect(page.getByRole('radio', { name: t(lng, 'calls:call.directions.incoming') })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(outgoing).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  // The first theme of the talkThemes list, as administrators keep it.
  await expect(page.getByRole('radiogroup', { name: t(lng, 'calls:call.theme') }).getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Tab');
  // «Нет ответа» is the sixth result: the first by Space, then five down.
  await page.keyboard.press('Space');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: t(lng, 'calls:results.6') })).toBeChecked();

  // "No answer" may plan a callback: the 24-hour picker, reached with Tab.
  const when = page.getByRole('group', { name: t(lng, 'calls:call.callbackAt') });
  await page.keyboard.press('Tab');
  await expect(when.getByRole('textbox', { name: t(lng, 'inputs:dateTime.date') })).toBeFocused();
  await page.keyboard.type(typedDate(callback.day));
  await when.getByRole('textbox', { name: t(lng, 'inputs:dateTime.time') }).focus();
  await page.keyboard.type(callback.time);
  await page.keyboard.press('Tab');
  if (shots) {
    await dismissNotices(page, lng);
    await screenshot(page, 'calls-card');
  }
  await expectAccessible(page, 'the call card with a call typed in');
  // A reload before saving (a crash, a slip of the hand) keeps what was typed: it is a draft.
  await page.reload();
  await expect(page.getByText(t(lng, 'calls:draft.restored'))).toBeVisible();
  await expect(page.getByRole('radio', { name: t(lng, 'calls:results.6') })).toBeChecked();
  await expect(when.getByRole('textbox', { name: t(lng, 'inputs:dateTime.time') })).toHaveValue(callback.time);
  const comment = page.getByRole('textbox', { name: t(lng, 'calls:call.comment'), exact: true });
  await comment.focus();
  await page.keyboard.type('Не ответил, письмо отправлено');
  await page.keyboard.press('Control+Enter');
  // The server's sentence is the toast: the call and its callback, in Moscow time.
  const [year, month, dayOfMonth] = callback.day.split('-');
  await expect(page.getByText(`Обратный звонок назначен на ${dayOfMonth}.${month}.${year}, ${callback.time} (МСК)`)).toBeVisible();

  // The follow-up: the type the result suggests, a letter from its template to the person's address.
  const followUp = page.getByRole('form', { name: t(lng, 'calls:followUp.title') });
  await expect(followUp).toBeVisible();
  await expect(followUp.getByRole('combobox', { name: t(lng, 'calls:followUp.type') })).toContainText('Не дозвонились');
  const notify = followUp.getByRole('checkbox', { name: t(lng, 'calls:followUp.notify') });
  await notify.focus();
  await page.keyboard.press('Space');
  await expect(notify).toBeChecked();
  await expect(followUp.getByText(t(lng, 'calls:followUp.emailHint', { email: person.email as string }))).toBeVisible();
  if (shots) {
    await dismissNotices(page, lng);
    await screenshot(page, 'calls-follow-up');
  }
  await expectAccessible(page, 'the follow-up form with a template letter');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(t(lng, 'calls:followUp.savedWithLetter', { to: person.email as string }))).toBeVisible();
  // Done: the card is ready for the next caller.
  await expect(search).toBeFocused();
}

/** The letter to `address` in the letters list, found by its recipient. */
async function expectLetterListed(page: Page, lng: Language, address: string, shots: boolean): Promise<void> {
  await page.goto('/interactions/letters');
  await expectRoutePage(page, 'interactions-letters', lng);
  await page.getByRole('searchbox', { name: t(lng, 'callCentre:letters.search') }).or(page.getByRole('textbox', { name: t(lng, 'callCentre:letters.search'), exact: true })).fill(address);
  await expect(page).toHaveURL(/search=/);
  await expectLoaded(page, lng);
  const row = page.getByRole('row').filter({ hasText: address }).filter({ hasText: 'мы не смогли до вас дозвониться' });
  await expect(row).toHaveCount(1);
  if (shots) await screenshot(page, 'calls-letters');
  await expectAccessible(page, 'the letters list');
  // The outbox sends it: no SMTP here, so the server writes it to DATA_DIR/outbox.
  await expect.poll(() => subjectsMailedTo(address), { message: `the template letter to ${address} in the outbox`, timeout: 20_000 }).toContain('Поступление в колледжи Москвы: мы не смогли до вас дозвониться');
}

/** The callback on its day in the week view, opened: the person, the time, planned. */
async function expectCallbackInCalendar(page: Page, lng: Language, person: ListedApplicant, callback: { day: string; time: string }, shots: boolean): Promise<void> {
  await page.goto(`/interactions/calendar?view=week&date=${callback.day}&kinds=callback`);
  await expectRoutePage(page, 'interactions-calendar', lng);
  await expect(mainHeading(page)).toHaveText(t(lng, 'calendar:title'));
  const entry = page.getByRole('button', { name: new RegExp(`${callback.time}.*${person.fullname}`) });
  await expect(entry).toHaveCount(1);
  if (shots) await screenshot(page, 'calls-calendar');
  await expectAccessible(page, 'the week with the callback');
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(person.fullname);
  await expect(dialog).toContainText(t(lng, 'calendar:callbackStatus.open'));
  if (shots) await screenshot(page, 'calls-calendar-entry');
  await expectAccessible(page, 'the callback opened in the calendar');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.describe('an operator of the call centre', () => {
  test('takes a call from the search to a template letter, sees the letter sent and the callback in the calendar', async ({ page, adminApi }) => {
    const person = await callablePerson(adminApi, 0);
    const callback = { day: workingDayAhead(2), time: '11:30' };
    await signIn(page, demoAccount(ROLES.callOperator, 'active', 0));
    await takeCall(page, 'ru', person, callback, true);
    await expectLetterListed(page, 'ru', person.email as string, true);
    await expectCallbackInCalendar(page, 'ru', person, callback, true);
  });

  test.describe('in Arabic', () => {
    test.use({ language: 'ar' });

    test('takes the same call right to left and finds the callback in the calendar', async ({ page, adminApi }) => {
      const person = await callablePerson(adminApi, 1);
      const callback = { day: workingDayAhead(3), time: '15:05' };
      await signIn(page, demoAccount(ROLES.callOperator, 'active', 1), 'ar');
      await takeCall(page, 'ar', person, callback, false);
      await expectLetterListed(page, 'ar', person.email as string, false);
      await expectCallbackInCalendar(page, 'ar', person, callback, false);
    });
  });
});

test.describe('the call centre administrator', () => {
  test.use(signedInAsAdmin);

  test('opens the default template and sees its letter rendered for an applicant', async ({ page, adminApi }) => {
    const person = await callablePerson(adminApi, 2);
    await page.goto('/interactions/templates');
    await expectRoutePage(page, 'interactions-templates');
    await page.getByRole('button', { name: t('ru', 'callCentre:templates.open', { code: 'CallCenterDefault' }) }).click();
    const editor = page.getByRole('dialog', { name: t('ru', 'callCentre:templates.editTitle', { code: 'CallCenterDefault' }) });
    await expect(editor).toBeVisible();
    await editor.getByRole('textbox', { name: t('ru', 'callCentre:templates.previewPerson') }).fill(String(person.id));
    // The preview greets the applicant by first name; the variables list sits beside the text.
    await expect(editor.getByText(`Здравствуйте, ${person.first_name}!`)).toBeVisible();
    await expect(editor.getByRole('button', { name: t('ru', 'callCentre:templates.insert', { name: 'firstName' }) })).toBeVisible();
    await screenshot(page, 'calls-templates');
    await expectAccessible(page, 'the template editor with its preview');
  });
});
