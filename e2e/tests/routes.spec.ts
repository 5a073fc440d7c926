/**
 * Every address of the sign-in, access-control and registry issues, in Russian and in Arabic (right to
 * left): the right page shows (its title names the route), the document's language and direction
 * follow the preference, the page has its one main heading, nothing is logged as an error, and
 * axe-core finds no serious or critical WCAG 2.1 A/AA violation.
 *
 * Each address is a direct visit (the whole app loads from it) in a browser the worker keeps
 * between these tests (`returningPage`), as a returning user's: the app's files come from the
 * browser's cache instead of being fetched and compiled afresh for every address (this file, run
 * alone: 6.2 minutes with a new context per visit, 3.4 with the kept ones). The first visits in a
 * fresh browser are the other journeys'.
 */
import { expectAccessible } from '../src/axe.js';
import { expect, test } from '../src/fixtures.js';
import { issueAddresses, resolveAddress, USER_ID } from '../src/routes.js';
import type { Language } from '../src/texts.js';
import { expectDocumentLanguage, expectRoutePage, mainHeading } from '../src/ui.js';

const addresses = issueAddresses(USER_ID);

for (const lng of ['ru', 'ar'] as const satisfies readonly Language[]) {
  test.describe(`in ${lng === 'ru' ? 'Russian' : 'Arabic'}`, () => {
    test.use({ language: lng });

    test.describe('signed out', () => {
      for (const address of addresses.filter((entry) => !entry.signedIn)) {
        test(`${address.path} shows ${address.route}`, async ({ returningPage: page }) => {
          await page.goto(address.path);
          await expect(page).toHaveURL(address.landsOn ?? address.path);
          await expectRoutePage(page, address.route, lng);
          await expectDocumentLanguage(page, lng);
          await expect(mainHeading(page)).toBeVisible();
          await expectAccessible(page);
        });
      }
    });

    test.describe('signed in as the administrator', () => {
      test.use({ visitor: 'admin' });
      for (const address of addresses.filter((entry) => entry.signedIn)) {
        test(`${address.path} shows ${address.route}`, async ({ returningPage: page, adminApi }) => {
          // The user, organization, applicant and event pages show demo records, whose ids the server assigned.
          const path = await resolveAddress(address.path, adminApi);
          await page.goto(path);
          await expect(page).toHaveURL(address.landsOn ?? path);
          await expectRoutePage(page, address.route, lng);
          await expectDocumentLanguage(page, lng);
          await expect(mainHeading(page)).toBeVisible();
          await expectAccessible(page);
        });
      }
    });
  });
}
