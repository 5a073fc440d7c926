/**
 * Issue 22, item 10, by keyboard alone on a 1366 × 768 office screen: the working list's bulk
 * action from the skip link to the result (Enter on a row's checkbox selects it; Shift+Tab back
 * up to the "select all" checkbox brings it out from under the sticky top bar), a dialog that
 * asks before Escape throws typed text away, a ticket at the kiosk, and the TV board's sound
 * allowed with Tab then Enter. At every step the focused element shows a focus ring and is in
 * view, not under the top bar.
 */
import type { Page } from '@playwright/test';
import type { ApiSession } from '../src/api.js';
import { dt } from '../src/deviceTexts.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { boardAddress, createOpenService, kioskAddress } from '../src/queue.js';
import { t } from '../src/texts.js';
import { expectRoutePage } from '../src/ui.js';

const OFFICE_SCREEN = { width: 1366, height: 768 };

/** What the person sees of the focused element. */
interface FocusSeen {
  /** Its name for the report (its label or text). */
  name: string;
  /** It, or the control it belongs to, draws a focus ring (an outline). */
  ring: boolean;
  /** Wholly inside the window, below the sticky top bar (if the page has one). */
  inView: boolean;
  /** Nothing else is drawn over its middle. */
  onTop: boolean;
}

function focusSeen(page: Page): Promise<FocusSeen> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (element === null || element === document.body) return { name: '(nothing)', ring: false, inView: false, onTop: false };
    const labelled = element.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
    const name = (element.getAttribute('aria-label') ?? labelled ?? label ?? element.textContent ?? element.tagName).trim().slice(0, 60);
    // A ring on the element or on the control wrapping it: an outline (buttons, links, a checkbox's
    // box around its input), or the inset highlight Joy draws inside a focused text field.
    let ring = false;
    for (let node: HTMLElement | null = element, depth = 0; node !== null && depth < 3; node = node.parentElement, depth += 1) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ring = true;
      const inset = getComputedStyle(node, '::before').boxShadow;
      if (inset.includes('inset') && [...inset.matchAll(/(\d+(?:\.\d+)?)px/g)].some((match) => Number(match[1]) > 0)) ring = true;
    }
    const rect = element.getBoundingClientRect();
    const bar = document.querySelector('header');
    const barBottom = bar && getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().bottom : 0;
    const inView = rect.top >= barBottom - 0.5 && rect.bottom <= window.innerHeight + 0.5 && rect.left >= -0.5 && rect.right <= window.innerWidth + 0.5;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const onTop = hit !== null && (element.contains(hit) || hit.contains(element));
    return { name, ring, inView, onTop };
  });
}

/** The focused element is plain to see: a ring, in view, nothing over it. */
async function expectFocusSeen(page: Page): Promise<void> {
  const seen = await focusSeen(page);
  expect(seen, `the focus on «${seen.name}»`).toEqual({ name: seen.name, ring: true, inView: true, onTop: true });
}

/** Presses `key` until `done` says the focus arrived (at most `limit` presses), checking every stop. */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    await expectFocusSeen(page);
    if (await done()) return;
  }
  throw new Error(`the focus did not arrive after ${limit} presses of ${key}`);
}

const focusedIs = (page: Page, name: string | RegExp, role: 'button' | 'checkbox' | 'textbox' | 'combobox') => () => page.getByRole(role, { name }).evaluate((element) => element === document.activeElement).catch(() => false);

/** Two applicants of their own (a surname no one else has), so the bulk action touches nobody else's. */
async function twoApplicants(api: ApiSession): Promise<string> {
  const letters = 'абвгдежзик';
  const surname = `Клавишева${[...Date.now().toString().slice(-6)].map((digit) => letters[Number(digit)]).join('')}`;
  for (const first of ['Анна', 'Вера']) {
    await api.call('Abiturient/Create', { data: { last_name: surname, first_name: first, phones: [] }, ignore_duplicates: true });
  }
  return surname;
}

test.describe('the working list by keyboard', () => {
  test.use(signedInAsAdmin);

  test('selects rows with Enter, reaches "select all" in view, and adds a tag to the selected', async ({ page, adminApi }) => {
    const surname = await twoApplicants(adminApi);
    await page.setViewportSize(OFFICE_SCREEN);
    await page.goto(`/newcontingent/list?search=${encodeURIComponent(surname)}`);
    await expectRoutePage(page, 'newcontingent-list');
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);

    // The skip link first, then on through the page to the first row's checkbox.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('ru', 'shell:nav.skipToContent') })).toBeFocused();
    await page.keyboard.press('Enter');
    const first = table.getByRole('checkbox', { name: t('ru', 'contingent:selection.row', { name: `${surname} Анна` }) });
    const second = table.getByRole('checkbox', { name: t('ru', 'contingent:selection.row', { name: `${surname} Вера` }) });
    await pressUntil(page, 'Tab', () => first.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(first).toBeChecked();
    await expect(page).toHaveURL(/\/newcontingent\/list\?/);
    await pressUntil(page, 'Tab', () => second.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(second).toBeChecked();
    await expect(page.getByRole('region', { name: t('ru', 'contingent:bulk.label') })).toContainText(t('ru', 'contingent:bulk.selected', { count: 2 }));

    // Back up: "select all" shows clear of the top bar, the page having scrolled down meanwhile.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await second.focus();
    await pressUntil(page, 'Shift+Tab', focusedIs(page, t('ru', 'contingent:selection.page'), 'checkbox'));
    await pressUntil(page, 'Shift+Tab', focusedIs(page, t('ru', 'contingent:bulk.addTag.button'), 'button'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: t('ru', 'contingent:bulk.addTag.title') });
    await expect(dialog).toBeVisible();
    await pressUntil(page, 'Shift+Tab', focusedIs(page, new RegExp(t('ru', 'contingent:bulk.addTag.field')), 'combobox'));
    // The list opens on ArrowDown; ArrowDown walks its options (the highlighted one is marked), Enter takes one.
    await page.keyboard.press('ArrowDown');
    const option = page.getByRole('option', { name: t('ru', 'applicantTerms:tag.prkom2024') });
    await expect(option).toBeVisible();
    for (let presses = 0; presses < 10 && !(await option.evaluate((element) => element.classList.contains('MuiOption-highlighted'))); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(option).toHaveClass(/MuiOption-highlighted/);
    // The option names the tag as the picker shows it: with «past season» once 2024's campaign is over.
    const shown = (await option.textContent())?.trim() ?? '';
    expect(shown.startsWith(t('ru', 'applicantTerms:tag.prkom2024'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(t('ru', 'contingent:bulk.addTag.summary', { value: shown }));
    await pressUntil(page, 'Tab', focusedIs(page, t('ru', 'contingent:bulk.addTag.confirm'), 'button'));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: t('ru', 'contingent:bulk.addTag.done') })).toContainText(t('ru', 'contingent:bulk.result', { changed: 2, unchanged: 0, refused: 0 }));
  });

  test('a dialog asks before Escape throws a typed name away', async ({ page }) => {
    await page.setViewportSize(OFFICE_SCREEN);
    await page.goto('/newcontingent/list');
    await expectRoutePage(page, 'newcontingent-list');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const opener = t('ru', 'contingent:saved.saveCurrent');
    await pressUntil(page, 'Tab', focusedIs(page, opener, 'button'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('ru', 'contingent:saved.saveTitle') });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole('textbox', { name: new RegExp(t('ru', 'contingent:saved.name')) });
    await expect(name).toBeFocused();
    await expectFocusSeen(page);
    await page.keyboard.type('Мои девятиклассники');

    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: t('ru', 'common:discard.title') });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: t('ru', 'common:discard.keep') })).toBeFocused();
    await expectFocusSeen(page);
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(name).toHaveValue('Мои девятиклассники');

    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: t('ru', 'common:discard.discard') })).toBeFocused();
    await expectFocusSeen(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: opener })).toBeFocused();
  });
});

test('the kiosk issues a ticket by keyboard alone, the focus always seen', async ({ openContext, adminApi }) => {
  const service = await createOpenService(adminApi, 'Справка для военкомата');
  const kiosk = await (await openContext({ viewport: { width: 1080, height: 1920 } })).newPage();
  await kiosk.goto(kioskAddress());
  await expect(kiosk.getByRole('heading', { level: 1, name: dt('ru', 'kiosk:title') })).toBeVisible();
  const serviceButton = kiosk.getByRole('region', { name: dt('ru', 'kiosk:services.heading') }).getByRole('button', { name: new RegExp(`^${service.prefix} `) });
  await expect(serviceButton).toBeVisible();

  await pressUntil(kiosk, 'Tab', () => serviceButton.evaluate((element) => element === document.activeElement));
  await kiosk.keyboard.press('Enter');
  const ticket = kiosk.getByRole('article', { name: dt('ru', 'kiosk:ticket.title') });
  await expect(ticket).toContainText(`${service.prefix}-001`);
  const done = kiosk.getByRole('button', { name: dt('ru', 'kiosk:ticket.done') });
  await pressUntil(kiosk, 'Tab', () => done.evaluate((element) => element === document.activeElement), 10);
  await kiosk.keyboard.press('Enter');
  await expect(kiosk.getByRole('heading', { level: 1, name: dt('ru', 'kiosk:title') })).toBeFocused();
  // The next visitor starts from the top again, by keyboard too.
  await pressUntil(kiosk, 'Tab', () => serviceButton.evaluate((element) => element === document.activeElement));
});

test('the TV board: Tab to "allow sound" and Enter allow sound, and the board stays on', async ({ openContext }) => {
  const tv = await (await openContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(boardAddress());
  const allow = tv.getByRole('button', { name: dt('ru', 'tv:sound.allow') });
  const sound = tv.getByRole('button', { name: dt('ru', 'tv:sound.label'), exact: true });
  // Headless Chromium holds sound back until a gesture, as a board's browser does after a reload.
  await expect(allow).toBeVisible();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await pressUntil(tv, 'Tab', () => allow.evaluate((element) => element === document.activeElement), 5);
  await tv.keyboard.press('Enter');
  await expect(allow).toBeHidden();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
});
