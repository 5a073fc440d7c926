/**
 * Issue 22, item 9, as staff meet it on an ordinary office screen (1366 × 768): every staff page
 * fits without sideways scrolling by default, in Russian and in Arabic (right to left): neither
 * the document nor any box inside it (a table's frame) is wider than it shows, and the working
 * list's last default column, the curator, is in view. The header's user name, cut when long,
 * keeps its start in Arabic too.
 */
import type { Page } from '@playwright/test';
import { createColleague } from '../src/api.js';
import { expect, test } from '../src/fixtures.js';
import { issueAddresses, resolveAddress, USER_ID } from '../src/routes.js';
import { t, type Language } from '../src/texts.js';
import { expectRoutePage, HASHING, signInWithForm } from '../src/ui.js';

const OFFICE_SCREEN = { width: 1366, height: 768 };

/**
 * The document, and every list's frame on the page, that scrolls sideways now, named for the
 * report. A grid that scrolls both ways by design (the role matrix, whose permission column
 * stays while its roles scroll by) is not a list and is left out.
 */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`the page: ${root.scrollWidth} px in ${root.clientWidth}`);
    for (const table of document.body.querySelectorAll('table')) {
      const frame = table.parentElement;
      if (frame === null || !frame.checkVisibility({ visibilityProperty: true })) continue;
      const { overflowX, overflowY } = getComputedStyle(frame);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (overflowY === 'auto' || overflowY === 'scroll') continue;
      if (frame.scrollWidth <= frame.clientWidth + 1) continue;
      found.push(`«${frame.getAttribute('aria-label') ?? table.getAttribute('aria-label') ?? 'a table'}»: ${frame.scrollWidth} px in ${frame.clientWidth}`);
    }
    return found;
  });
}

for (const lng of ['ru', 'ar'] as const satisfies readonly Language[]) {
  test.describe(`at 1366 × 768 in ${lng === 'ru' ? 'Russian' : 'Arabic'}`, () => {
    test.use({ language: lng, visitor: 'admin' });

    test('every staff page fits the screen without sideways scrolling', async ({ returningPage: page, adminApi }) => {
      test.setTimeout(600_000);
      await page.setViewportSize(OFFICE_SCREEN);
      const overflowing: string[] = [];
      for (const address of issueAddresses(USER_ID).filter((entry) => entry.signedIn)) {
        const path = await resolveAddress(address.path, adminApi);
        await page.goto(path);
        await expectRoutePage(page, address.route, lng);
        for (const box of await sidewaysScrollers(page)) overflowing.push(`${address.path}: ${box}`);
      }
      expect(overflowing, 'pages wider than a 1366 px screen').toEqual([]);
    });

    test("the working list's default columns are all in view, the curator last", async ({ returningPage: page }) => {
      await page.setViewportSize(OFFICE_SCREEN);
      await page.goto('/newcontingent/list');
      await expectRoutePage(page, 'newcontingent-list', lng);
      const curator = page.getByRole('main').getByRole('table').getByRole('columnheader', { name: t(lng, 'contingent:fields.curator') });
      await expect(curator).toBeVisible();
      // The header against the frame that clips the table: wholly inside it, no scrolling needed.
      const { cell, frame } = await curator.evaluate((element) => {
        const box = (rect: DOMRect) => ({ left: rect.left, right: rect.right });
        return { cell: box(element.getBoundingClientRect()), frame: box((element.closest('table')?.parentElement ?? element).getBoundingClientRect()) };
      });
      expect(cell.left).toBeGreaterThanOrEqual(frame.left - 1);
      expect(cell.right).toBeLessThanOrEqual(frame.right + 1);
    });
  });
}

test.describe('the user name in the header', () => {
  test.use({ language: 'ar' });

  test('a long name is cut at its end, its start in view, in Arabic', async ({ page, adminApi, baseURL }) => {
    const fullName = 'Константинопольская-Преображенская Александра Вячеславовна';
    const colleague = await createColleague(adminApi, baseURL as string, { role: 'Куратор', activate: true, tag: 'longname', fullName });
    await page.setViewportSize(OFFICE_SCREEN);
    await page.goto('/login');
    await signInWithForm(page, colleague, 'ar');
    await expect(page).toHaveURL(/\/home$/, HASHING);
    const menu = page.getByRole('button', { name: new RegExp(t('ar', 'shell:user.menu')) });
    const name = menu.getByText(fullName);
    await expect(name).toBeVisible();
    // Where the name's first and last letters are drawn, against the box that clips it.
    const { box, first, last } = await name.evaluate((element) => {
      const text = element.firstChild as Text;
      const letter = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rect = range.getBoundingClientRect();
        return { left: rect.left, right: rect.right };
      };
      const outer = element.getBoundingClientRect();
      return { box: { left: outer.left, right: outer.right }, first: letter(0), last: letter(text.length - 1) };
    });
    // The first letter shows, at the box's left edge (the name reads left to right); the end is cut.
    expect(first.left).toBeGreaterThanOrEqual(box.left - 1);
    expect(first.right).toBeLessThanOrEqual(box.right + 1);
    expect(last.right).toBeGreaterThan(box.right);
  });
});
