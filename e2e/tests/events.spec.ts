/**
 * Career events as staff run them: the list of what is coming, an event's card, and an applicant
 * registered to it with the QR ticket the check-in will scan.
 */
import type { ListedApplicant } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { screenshot } from '../src/screenshots.js';
import { t } from '../src/texts.js';
import { dismissNotices, expectLoaded, expectRoutePage, mainHeading } from '../src/ui.js';

test.use(signedInAsAdmin);

interface ListedEvent {
  id: number;
  title: string;
  free_places: number | null;
}


const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test('lists the coming events and registers an applicant to one, who gets a ticket', async ({ page, adminApi }) => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const events = await adminApi.call<{ items: ListedEvent[] }>('EventService/getEventsList', { from: tomorrow, statuses: ['confirmed'], pageSize: 50 });
  const event = events.items.find((item) => item.free_places === null || item.free_places > 0);
  if (!event) throw new Error('the demo data has no confirmed event to come with a free place');
  const applicants = await adminApi.call<{ items: ListedApplicant[] }>('Abiturient/List', { processing_status: ['not_processed'], pageSize: 50 });
  const person = applicants.items.filter((item) => item.phones.length > 0).at(-1);
  if (!person) throw new Error('the demo data has no applicant with a phone waiting to be worked');

  await page.goto('/interactions/events?status=confirmed');
  await expectRoutePage(page, 'interactions-events');
  await expect(mainHeading(page)).toHaveText(t('ru', 'events:list.title'));
  await expect(page.getByRole('link', { name: event.title }).first()).toBeVisible();
  await screenshot(page, 'events-list');
  await expectAccessible(page, 'the coming confirmed events');

  await page.goto(`/interactions/events/${event.id}`);
  await expectRoutePage(page, 'interactions-events-view');
  await expect(mainHeading(page)).toContainText(event.title);
  await page.getByRole('button', { name: t('ru', 'events:register.open') }).click();
  const dialog = page.getByRole('dialog', { name: t('ru', 'events:register.title') });
  const search = dialog.getByRole('combobox', { name: t('ru', 'events:register.search') });
  await search.fill(`#${person.id}`);
  await expect(page.getByRole('option').first()).toContainText(person.fullname);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(dialog.getByText(t('ru', 'events:register.chosen', { name: person.fullname }))).toBeVisible();
  await dialog.getByRole('button', { name: t('ru', 'events:register.submit') }).click();
  // The ticket is a UUID: the token of the QR code the check-in scans.
  const done = page.getByText(new RegExp(`^${person.fullname} записан\\(а\\) на мероприятие\\. Билет: ${UUID.source}$`));
  await expect(done).toBeVisible();
  await page.getByRole('searchbox', { name: t('ru', 'events:registrations.search') }).fill(person.fullname.split(' ')[0]!);
  await expectLoaded(page);
  await expect(page.getByRole('link', { name: person.fullname })).toBeVisible();
  await dismissNotices(page);
  await screenshot(page, 'events-card');
  await expectAccessible(page, "the event's card with its registrations");
});
