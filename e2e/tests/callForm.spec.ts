/**
 * Issue 22, as staff would meet it: a call has one form everywhere, so the applicant's page logs
 * one with the call card's form, shows the callbacks still open at the top and closes them; a talk
 * theme an administrator adds is offered and saved at once (an editable list is editable end to
 * end); and the call card is completed with the keyboard alone, the focus always visible and put
 * on the first field a save refuses.
 */
import type { Page } from '@playwright/test';
import type { ApiSession, ListedApplicant } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES } from '../src/demoAccounts.js';
import { expect, test } from '../src/fixtures.js';
import { t } from '../src/texts.js';
import { expectLoaded, expectRoutePage, signIn } from '../src/ui.js';

const MOSCOW_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A working day (not a Sunday) `ahead` days after today in Moscow, as the date field takes it (dd.mm.yyyy). */
function typedWorkingDay(ahead: number): string {
  const day = new Date(Date.now() + ahead * 86_400_000);
  if (new Date(`${MOSCOW_DAY.format(day)}T12:00:00Z`).getUTCDay() === 0) day.setTime(day.getTime() + 86_400_000);
  return MOSCOW_DAY.format(day).split('-').reverse().join('.');
}

/** The `index`-th applicant not yet in work who has a phone: each journey calls its own person. */
async function personToCall(adminApi: ApiSession, index: number): Promise<ListedApplicant> {
  const page = await adminApi.call<{ items: ListedApplicant[] }>('Abiturient/List', { processing_status: ['not_processed'], pageSize: 50 });
  const found = page.items.filter((item) => item.phones.length > 0)[index];
  if (!found) throw new Error('the demo data has too few applicants not yet in work with a phone');
  return found;
}

/**
 * What the focused element looks like: whether the browser shows keyboard focus on it
 * (:focus-visible) and whether a focus ring is painted on it or on the part of the control that
 * draws it (Joy draws an input's ring on its root's ::before, a radio's on the span around it).
 */
async function focusRing(page: Page): Promise<{ element: string; visible: boolean; ring: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { element: 'body', visible: false, ring: false };
    const painted = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== 'none' && style.boxShadow !== '');
    const chain: HTMLElement[] = [];
    for (let node: HTMLElement | null = active; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const ring = chain.some((node) => painted(getComputedStyle(node)) || painted(getComputedStyle(node, '::before')) || painted(getComputedStyle(node, '::after')));
    const name = active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${active.tagName.toLowerCase()} ${name}`, visible: active.matches(':focus-visible'), ring };
  });
}

async function expectFocusVisible(page: Page): Promise<void> {
  const seen = await focusRing(page);
  expect(seen, `the focus is visible on ${seen.element}`).toMatchObject({ visible: true, ring: true });
}

/** Presses Tab until `target` has the focus, checking at every stop that the focus is visible. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, most = 12): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${most} steps`);
}

test('an administrator adds a talk theme; an operator logs a call with it on the applicant’s page, sees the callback open at the top and closes it', async ({ page, adminApi }) => {
  const theme = { code: 'open-house-2026', label: 'День открытых дверей 2026' };
  const added = await adminApi.send('Reference/CreateItem', { list: 'talkThemes', ...theme });
  expect(added.success || added.data === 'CONFLICT', added.message).toBe(true);
  const person = await personToCall(adminApi, 0);
  await signIn(page, demoAccount(ROLES.callOperator, 'active', 2));

  await page.goto(`/newcontingent/view/${person.id}`);
  await expectRoutePage(page, 'newcontingent-view');
  await page.getByRole('button', { name: t('ru', 'applicant:callDialog.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'applicant:callDialog.title', { name: person.fullname }) });
  await expect(dialog).toBeVisible();
  // The call card's form: the theme the administrator added is offered, the result is a closed list with a callback time.
  await dialog.getByRole('radio', { name: theme.label }).check();
  await dialog.getByRole('radio', { name: t('ru', 'calls:results.5') }).check();
  const when = dialog.getByRole('group', { name: t('ru', 'calls:call.callbackAt') });
  await when.getByRole('textbox', { name: t('ru', 'inputs:dateTime.date') }).fill(typedWorkingDay(3));
  await when.getByRole('textbox', { name: t('ru', 'inputs:dateTime.time') }).fill('14:30');
  await expectAccessible(page, 'the call form on the applicant’s page');
  await dialog.getByRole('button', { name: t('ru', 'calls:call.submit') }).click();
  await expect(page.getByText(`тема «${theme.label}»`).first()).toBeVisible();
  await dialog.getByRole('button', { name: t('ru', 'calls:followUp.skip') }).click();
  await expect(dialog).toHaveCount(0);

  // The callback the call booked is among the open ones at the top, named by the new theme.
  const open = page.getByRole('region', { name: new RegExp(`^${t('ru', 'applicant:callbacks.title', { number: 0 }).replace(/\d+$/, '')}\\d+$`) });
  const row = open.getByRole('listitem').filter({ hasText: `тема «${theme.label}»` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('14:30');
  await expectLoaded(page);
  await expectAccessible(page, 'the applicant’s page with an open callback');
  await row.getByRole('button', { name: new RegExp(`^${t('ru', 'applicant:callbacks.complete')}`) }).click();
  await expect(page.getByRole('status').filter({ hasText: /Обратный звонок на .* отмечен выполненным/ })).toBeVisible();
  await expect(open.getByRole('listitem').filter({ hasText: `тема «${theme.label}»` })).toHaveCount(0);
});

test('takes a call on the call card with the keyboard alone, the focus always visible and put on the first field a save refuses', async ({ page, adminApi }) => {
  const person = await personToCall(adminApi, 1);
  await signIn(page, demoAccount(ROLES.callOperator, 'active', 2));
  await page.goto('/interactions/calls/create');
  await expectRoutePage(page, 'interactions-calls-create');
  const search = page.getByRole('combobox', { name: t('ru', 'calls:search.label') });
  await expect(search).toBeFocused();
  await page.keyboard.type(person.fullname);
  await expect(page.getByRole('option').first()).toContainText(person.fullname);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]person=${person.id}(&|$)`));

  // The focus is in the form, visibly; a save with nothing chosen puts it on the first field to fix.
  const form = page.getByRole('form', { name: t('ru', 'calls:call.title') });
  await expect(form.getByRole('radio', { name: t('ru', 'calls:call.directions.incoming') })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Control+Enter');
  const themes = form.getByRole('radiogroup', { name: t('ru', 'calls:call.theme') });
  await expect(themes.getByRole('radio').first()).toBeFocused();
  await expect(form.getByText(t('ru', 'calls:errors.required')).first()).toBeVisible();
  await expectFocusVisible(page);

  await page.keyboard.press('Space');
  await expect(themes.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  // «Перезвонить позже» is the fifth result: the first by Space, then four down.
  await page.keyboard.press('Space');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('radio', { name: t('ru', 'calls:results.5') })).toBeChecked();
  await expectFocusVisible(page);

  // The callback time, reached and typed from the keyboard, then the comment, then Ctrl+Enter.
  const when = form.getByRole('group', { name: t('ru', 'calls:call.callbackAt') });
  const date = when.getByRole('textbox', { name: t('ru', 'inputs:dateTime.date') });
  const time = when.getByRole('textbox', { name: t('ru', 'inputs:dateTime.time') });
  await tabTo(page, date);
  await page.keyboard.type(typedWorkingDay(2));
  await tabTo(page, time);
  await page.keyboard.type('1000');
  const comment = form.getByRole('textbox', { name: t('ru', 'calls:call.comment'), exact: true });
  await tabTo(page, comment);
  await page.keyboard.type('Перезвонить после экзамена');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(/Обратный звонок назначен на .* 10:00 \(МСК\)/)).toBeVisible();

  // The follow-up: the focus is in it, visibly, and the keyboard finishes the call.
  const followUp = page.getByRole('form', { name: t('ru', 'calls:followUp.title') });
  await expect(followUp).toBeVisible();
  await expect.poll(() => followUp.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusVisible(page);
  const skip = followUp.getByRole('button', { name: t('ru', 'calls:followUp.skip') });
  await tabTo(page, skip);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('ru', 'calls:followUp.skipped'))).toBeVisible();
  await expect(search).toBeFocused();
  await expectFocusVisible(page);
  await expectAccessible(page, 'the call card after a call taken from the keyboard');
});
