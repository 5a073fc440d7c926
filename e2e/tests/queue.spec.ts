/**
 * The electronic queue of issue 8 as the hall lives it: a visitor takes a ticket at the kiosk,
 * follows it on the phone through the ticket's QR code, sees the call on the TV board and on the
 * phone, and is served at the desk an operator works at; the scanner at the door of an event
 * checks a ticket in once and refuses it the second time. Every device page in Russian and in
 * Arabic (right to left) with axe-core, and the pictures of the user guide's queue section.
 *
 * What an administrator prepares elsewhere goes through the API: a service open around the clock
 * (the demo's keep office hours, and the journeys may run at night in Moscow) and a desk serving
 * it, a career event of today with a registered applicant.
 */
import type { BrowserContext, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../src/axe.js';
import { demoAccount, ROLES, type DemoAccount } from '../src/demoAccounts.js';
import { dt } from '../src/deviceTexts.js';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { readQrCode } from '../src/qrDecode.js';
import {
  boardAddress,
  cancelTicketAsHolder,
  createDesk,
  createOpenService,
  eventTicketOfToday,
  issueTicketAtKiosk,
  kioskAddress,
  UUID,
  type QueueDesk,
  type QueueService,
} from '../src/queue.js';
import { queueScreenshot, screenOptions } from '../src/queueScreenshots.js';
import { t, type Language } from '../src/texts.js';
import { expectDocumentLanguage, expectLoaded, expectRoutePage, HASHING, signIn } from '../src/ui.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first ticket of a service of the day: its prefix, a dash, the number in three digits. */
const firstCode = (service: QueueService) => `${service.prefix}-001`;

/** Who checks tickets at the door: a curator (the role holds checkInTickets). */
const doorKeeper = (): DemoAccount => demoAccount(ROLES.curator);

type OpenContext = (options?: BrowserContextOptions & { language?: Language }) => Promise<BrowserContext>;

/** A page in a browser context of its own: another device, another person. */
async function openPage(openContext: OpenContext, options: BrowserContextOptions & { language?: Language }): Promise<Page> {
  return (await openContext(options)).newPage();
}

// --- the kiosk ---

/** The kiosk's start screen with `service` among the services, open. */
async function kioskServiceButton(kiosk: Page, service: QueueService, lng: Language = 'ru'): Promise<Locator> {
  await expect(kiosk.getByRole('heading', { level: 1, name: dt(lng, 'kiosk:title') })).toBeVisible();
  const button = kiosk.getByRole('region', { name: dt(lng, 'kiosk:services.heading') }).getByRole('button', { name: new RegExp(`^${service.prefix} ${escapeRegExp(service.name)}`) });
  await expect(button).toBeEnabled();
  return button;
}

/** Taps the service; the ticket screen shows the ticket's code. Returns the address its QR code holds. */
async function takeTicket(kiosk: Page, button: Locator, code: string, lng: Language = 'ru'): Promise<string> {
  await button.click();
  const ticket = kiosk.getByRole('article', { name: dt(lng, 'kiosk:ticket.title') });
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(`${dt(lng, 'kiosk:ticket.code')}: ${code}`);
  return readQrCode(ticket.getByRole('img', { name: dt(lng, 'kiosk:ticket.qrAlt', { code }) }));
}

// --- the TV board ---

/** A service's row in the board's waiting strip (found by its prefix, which no other service has). */
const waitingCount = (tv: Page, service: QueueService) => tv.getByRole('contentinfo').getByRole('listitem').filter({ has: tv.getByText(service.prefix, { exact: true }) });

// --- the operator console ---

/** Chooses the desk in the console's desk field: from the active desks, each named with who works there. */
async function chooseDesk(page: Page, scope: Locator, desk: QueueDesk): Promise<void> {
  await scope.getByRole('combobox', { name: t('ru', 'queueAdmin:console.signIn.desk') }).click();
  await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(desk.name)} — `) }).click();
}

/** Starts working at `desk`: from the sign-in form, or by changing the desk the operator was at. */
async function workAtDesk(page: Page, desk: QueueDesk): Promise<void> {
  const change = page.getByRole('button', { name: t('ru', 'queueAdmin:console.desk.change') });
  const signInForm = page.getByRole('region', { name: t('ru', 'queueAdmin:console.signIn.title') });
  await expect(change.or(signInForm)).toBeVisible();
  if (await change.isVisible()) {
    await change.click();
    const dialog = page.getByRole('dialog', { name: t('ru', 'queueAdmin:console.desk.changeTitle') });
    await chooseDesk(page, dialog, desk);
    await dialog.getByRole('button', { name: t('ru', 'queueAdmin:console.desk.changeSubmit') }).click();
    await expect(dialog).toBeHidden();
  } else {
    await chooseDesk(page, signInForm, desk);
    await signInForm.getByRole('button', { name: t('ru', 'queueAdmin:console.signIn.submit') }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: t('ru', 'queueAdmin:console.desk.title', { name: desk.name }) })).toBeVisible();
}

// --- the scanner ---

async function signInToScanner(scanner: Page, account: DemoAccount, lng: Language = 'ru'): Promise<void> {
  const form = scanner.getByRole('form', { name: dt(lng, 'scanner:signIn.title') });
  await form.getByLabel(dt(lng, 'scanner:signIn.login'), { exact: true }).fill(account.login);
  await form.getByLabel(dt(lng, 'scanner:signIn.password'), { exact: true }).fill(account.password);
  await form.getByRole('button', { name: dt(lng, 'scanner:signIn.submit') }).click();
  await expect(scanner.getByRole('heading', { name: dt(lng, 'scanner:manual.title') })).toBeVisible(HASHING);
}

/** Types or pastes a ticket's link or token into the manual entry and checks it. */
async function checkManually(scanner: Page, text: string, lng: Language = 'ru'): Promise<void> {
  const field = scanner.getByRole('textbox', { name: dt(lng, 'scanner:manual.label') });
  await expect(field).toHaveValue('');
  await field.fill(text);
  await scanner.getByRole('button', { name: dt(lng, 'scanner:manual.submit') }).click();
}

/** The full-screen answer of a check-in, named by its heading. */
const scanResult = (scanner: Page, outcome: 'checked_in' | 'already_used' | 'refused', lng: Language = 'ru') =>
  scanner.getByRole('alertdialog', { name: dt(lng, `scanner:result.${outcome}`) });

/** Back to scanning from a result, as a person taps "Continue scanning": the manual field is there again. */
async function continueScanning(scanner: Page, result: Locator, lng: Language = 'ru'): Promise<void> {
  await result.getByRole('button', { name: dt(lng, 'scanner:result.continue') }).click();
  await expect(result).toBeHidden();
  await expect(scanner.getByRole('textbox', { name: dt(lng, 'scanner:manual.label') })).toBeEditable();
}

const MOSCOW_DATE = (lng: Language) => new Intl.DateTimeFormat(lng === 'ar' ? 'ar-u-nu-latn' : 'ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' });

/** "Checked in on <today> at <hh:mm>, by <name>." as a pattern (the minute is the server's). */
function usedByPattern(name: string, lng: Language = 'ru'): RegExp {
  // Without values the placeholders stay in the text: {{date}}, {{time}}, {{name}}.
  const template = dt(lng, 'scanner:result.usedBy');
  const fill: Record<string, string> = { date: escapeRegExp(MOSCOW_DATE(lng).format(new Date())), time: '\\d{2}:\\d{2}', name: escapeRegExp(name) };
  const source = template
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part) => {
      const placeholder = /^\{\{\s*(\w+)\s*\}\}$/.exec(part)?.[1];
      return placeholder === undefined ? escapeRegExp(part) : (fill[placeholder] ?? escapeRegExp(part));
    })
    .join('');
  return new RegExp(source);
}

test('a visitor takes a ticket at the kiosk, follows it on the phone, is called on the board and the phone, and is served', async ({ openContext, adminApi, baseURL }) => {
  const service = await createOpenService(adminApi, 'Консультация по общежитию');
  const desk = await createDesk(adminApi, `Окно ${service.prefix}`, [service]);
  const code = firstCode(service);

  // The kiosk: the key is taken from the address and kept; the service is offered, nobody waits.
  const kiosk = await openPage(openContext, screenOptions('kiosk'));
  await kiosk.goto(kioskAddress());
  await expect(kiosk).toHaveURL(/\/queue\/kiosk$/);
  const serviceButton = await kioskServiceButton(kiosk, service);
  await expect(serviceButton).toContainText(dt('ru', 'kiosk:services.noQueue'));
  await queueScreenshot(kiosk, 'queue-kiosk-start');

  // The ticket: its code, and a QR code that holds the ticket page's address.
  const address = await takeTicket(kiosk, serviceButton, code);
  expect(address).toMatch(new RegExp(`^${escapeRegExp(baseURL as string)}/tickets/${UUID.source}/qr$`));
  await queueScreenshot(kiosk, 'queue-kiosk-ticket');

  // The phone opens what the QR code holds: the ticket, waiting, next in line.
  const phone = await openPage(openContext, screenOptions('phone'));
  await phone.goto(address);
  const card = phone.getByRole('article', { name: `${dt('ru', 'ticket:label')} ${code}` });
  await expect(card).toContainText(dt('ru', 'ticket:state.waiting'));
  await expect(card).toContainText(dt('ru', 'ticket:waiting.next'));
  await expect(card).toContainText(service.name);
  await queueScreenshot(phone, 'queue-ticket-waiting');

  // The TV board in the hall: the service's waiting count.
  const tv = await openPage(openContext, screenOptions('tv'));
  await tv.goto(boardAddress());
  await expect(tv).toHaveURL(/\/queue\/tv$/);
  const calls = tv.getByRole('region', { name: dt('ru', 'tv:calls.title') });
  const recent = tv.getByRole('region', { name: dt('ru', 'tv:recent.title') });
  await expect(waitingCount(tv, service)).toContainText(dt('ru', 'tv:waiting.count', { count: 1 }));

  // The operator signs in, moves to the new desk and sees the ticket waiting there.
  const operator = await openPage(openContext, {});
  await signIn(operator, demoAccount(ROLES.queueOperator));
  await operator.goto('/qms/operator');
  await expectRoutePage(operator, 'qms-operator');
  await workAtDesk(operator, desk);
  await expect(operator.getByRole('region', { name: t('ru', 'queueAdmin:console.waiting.title') })).toContainText(code);

  // Call next: the console, the board and the phone show the call, none of them reloaded.
  await operator.getByRole('button', { name: t('ru', 'queueAdmin:console.callNext') }).click();
  const current = operator.getByRole('group', { name: t('ru', 'queueAdmin:console.current.label', { code }) });
  await expect(current).toContainText(t('ru', 'queueAdmin:console.states.called'));
  await expect(operator.getByRole('status').filter({ hasText: t('ru', 'queueAdmin:console.notes.called', { code }) })).toBeVisible();

  const call = calls.getByRole('listitem').filter({ hasText: code });
  await expect(call).toContainText(desk.name);
  await expect(tv.getByRole('status').filter({ hasText: dt('ru', 'tv:calls.announce', { code, desk: desk.name }) })).toBeAttached();
  await expect(card).toContainText(dt('ru', 'ticket:state.called'));
  await expect(card.getByRole('alert')).toContainText(desk.name);
  await expect(phone).toHaveTitle(dt('ru', 'ticket:title.called', { code, desk: desk.name }));
  // A browser that plays sound only after a gesture asks for one on the board (headless Chromium
  // does); whoever set the board up allows it, so the picture shows the board as the hall sees it.
  const allowSound = tv.getByRole('button', { name: dt('ru', 'tv:sound.allow') });
  if (await allowSound.isVisible()) {
    await allowSound.click();
    await expect(allowSound).toBeHidden();
  }
  await queueScreenshot(tv, 'queue-tv-board');
  await queueScreenshot(phone, 'queue-ticket-called');
  await queueScreenshot(operator, 'queue-operator-console');

  // The visitor comes: start, then finish. The phone follows to the end.
  await current.getByRole('button', { name: t('ru', 'queueAdmin:console.moves.start') }).click();
  await expect(current).toContainText(t('ru', 'queueAdmin:console.states.serving'));
  await expect(card).toContainText(dt('ru', 'ticket:state.serving'));
  await expect(card).toContainText(dt('ru', 'ticket:serving.atDesk', { desk: desk.name }));

  await current.getByRole('button', { name: t('ru', 'queueAdmin:console.moves.finish') }).click();
  await expect(operator.getByText(t('ru', 'queueAdmin:console.current.none'))).toBeVisible();
  await expect(operator.getByRole('status').filter({ hasText: t('ru', 'queueAdmin:console.notes.finish', { code }) })).toBeVisible();
  await expect(card).toContainText(dt('ru', 'ticket:state.done'));
  await expect(card).toContainText(dt('ru', 'ticket:closed.done'));

  // The board no longer calls the ticket; it stays among the last calls.
  await expect(call).toHaveCount(0);
  await expect(recent.getByRole('listitem').filter({ hasText: code })).toContainText(desk.name);
});

test('the scanner at the door checks an event ticket in once, then shows it used, and refuses a cancelled queue ticket', async ({ openContext, adminApi, baseURL }) => {
  const ticket = await eventTicketOfToday(adminApi, 'День открытых дверей колледжа');
  // A queue ticket the visitor took and then cancelled on the phone.
  const service = await createOpenService(adminApi, 'Справки для родителей');
  const cancelled = await issueTicketAtKiosk(service);
  await cancelTicketAsHolder(cancelled.token);
  const keeper = doorKeeper();

  const scanner = await openPage(openContext, screenOptions('phone'));
  await scanner.goto('/qr');
  await expect(scanner.getByRole('heading', { level: 1, name: dt('ru', 'scanner:title') })).toBeVisible();
  await signInToScanner(scanner, keeper);
  await expect(scanner.getByRole('banner')).toContainText(keeper.fullName);

  // The ticket's link, as its QR code holds it: green, checked in, the event and its holder.
  await checkManually(scanner, `${baseURL}/tickets/${ticket.token}/qr`);
  const green = scanResult(scanner, 'checked_in');
  await expect(green).toContainText(`${ticket.title} — ${ticket.holder}`);
  await queueScreenshot(scanner, 'queue-scanner-green');
  await expect(green).toContainText(dt('ru', 'scanner:result.welcome'));
  await continueScanning(scanner, green);

  // The same ticket again, by its bare token: red, used, with when and by whom.
  await checkManually(scanner, ticket.token);
  const red = scanResult(scanner, 'already_used');
  await expect(red).toContainText(`${ticket.title} — ${ticket.holder}`);
  await expect(red).toContainText(usedByPattern(keeper.fullName));
  await queueScreenshot(scanner, 'queue-scanner-red');
  await continueScanning(scanner, red);

  // The cancelled queue ticket: yellow, with the reason.
  await checkManually(scanner, cancelled.token);
  const yellow = scanResult(scanner, 'refused');
  await expect(yellow).toContainText(dt('ru', 'scanner:result.queueCode', { code: cancelled.code }));
  await expect(yellow).toContainText(dt('ru', 'scanner:reason.cancelled'));
  await continueScanning(scanner, yellow);

  // The last checks, newest first, in this session's history.
  const history = scanner.getByRole('region', { name: dt('ru', 'scanner:history.title') }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText(dt('ru', 'scanner:result.refused'));
  await expect(history.nth(1)).toContainText(dt('ru', 'scanner:result.already_used'));
  await expect(history.nth(2)).toContainText(dt('ru', 'scanner:result.checked_in'));
});

for (const lng of ['ru', 'ar'] as const satisfies readonly Language[]) {
  test(`every device page in ${lng === 'ru' ? 'Russian' : 'Arabic'}: its language and direction, and no serious accessibility problem`, async ({ openContext, adminApi }) => {
    const service = await createOpenService(adminApi, 'Запись на экскурсию');
    const code = firstCode(service);
    const check = async (page: Page, what: string) => {
      await expectDocumentLanguage(page, lng);
      await expectAccessible(page, `${what} (${lng})`);
    };

    // The ticket screen's countdown bar slides on every second (a 1 s transition restarted each
    // second), so some animation always runs and axe (src/axe.ts) would wait for it in vain; with
    // reduced motion, as a visitor may ask for, it jumps instead.
    const kiosk = await openPage(openContext, { language: lng, reducedMotion: 'reduce', ...screenOptions('kiosk') });
    await kiosk.goto(kioskAddress());
    const serviceButton = await kioskServiceButton(kiosk, service, lng);
    await check(kiosk, 'the kiosk start screen');
    const address = await takeTicket(kiosk, serviceButton, code, lng);
    await check(kiosk, 'the kiosk ticket');

    const tv = await openPage(openContext, { language: lng, ...screenOptions('tv') });
    await tv.goto(boardAddress());
    await expect(waitingCount(tv, service)).toContainText(dt(lng, 'tv:waiting.count', { count: 1 }));
    await expect(tv.getByRole('heading', { level: 1, name: dt(lng, 'tv:title') })).toBeVisible();
    await check(tv, 'the TV board');

    const phone = await openPage(openContext, { language: lng, ...screenOptions('phone') });
    await phone.goto(address);
    await expect(phone.getByRole('article', { name: `${dt(lng, 'ticket:label')} ${code}` })).toContainText(dt(lng, 'ticket:state.waiting'));
    await check(phone, 'the ticket page');

    await phone.goto('/front-pages/tickets/qr');
    await expect(phone.getByRole('heading', { level: 1, name: dt(lng, 'ticket:link.title') })).toBeVisible();
    await expect(phone.getByRole('textbox', { name: dt(lng, 'ticket:link.label') })).toBeEditable();
    await check(phone, 'the ticket page without a ticket (the link form)');

    // A damaged address: said at once, and nothing is asked of the server.
    const ticketReads: string[] = [];
    phone.on('request', (request) => {
      if (request.url().endsWith('/api/rpc') && (request.postData() ?? '').includes('Ticket/')) ticketReads.push(request.postData() ?? '');
    });
    phone.on('websocket', (socket) => socket.on('framesent', ({ payload }) => (String(payload).includes('Ticket/') ? ticketReads.push(String(payload)) : undefined)));
    await phone.goto('/tickets/not-a-ticket/qr');
    await expect(phone.getByRole('heading', { level: 1, name: dt(lng, 'ticket:invalid.title') })).toBeVisible();
    await expect(phone.getByRole('link', { name: dt(lng, 'ticket:invalid.paste') })).toBeVisible();
    await check(phone, 'a damaged ticket address');
    expect(ticketReads, 'ticket reads for a damaged address').toEqual([]);

    const scanner = await openPage(openContext, { language: lng, ...screenOptions('phone') });
    await scanner.goto('/qr');
    await expect(scanner.getByRole('form', { name: dt(lng, 'scanner:signIn.title') })).toBeVisible();
    await check(scanner, 'the scanner sign-in');
    await signInToScanner(scanner, doorKeeper(), lng);
    await check(scanner, 'the scanner, ready');
    // The kiosk ticket, checked in at the door, then shown again: the red answer has the most to read.
    await checkManually(scanner, address, lng);
    const green = scanResult(scanner, 'checked_in', lng);
    await expect(green).toContainText(dt(lng, 'scanner:result.welcomeQueue'));
    await continueScanning(scanner, green, lng);
    await checkManually(scanner, address, lng);
    const red = scanResult(scanner, 'already_used', lng);
    await expect(red).toContainText(dt(lng, 'scanner:result.queueCode', { code }));
    await check(scanner, 'a check-in result');
  });
}

test.describe('the queue administrator', () => {
  test.use(signedInAsAdmin);

  test("reads the week's waits and service times by hour on the statistics tab", async ({ page }) => {
    await page.goto('/qms/admin?tab=stats');
    await expectRoutePage(page, 'qms-admin');
    await page.getByRole('button', { name: t('ru', 'queueAdmin:stats.quicks.week') }).click();
    await expect(page.getByRole('button', { name: t('ru', 'queueAdmin:stats.quicks.week') })).toHaveAttribute('aria-pressed', 'true');
    await expectLoaded(page);
    await expect(page.getByRole('table', { name: t('ru', 'queueAdmin:stats.totals.caption') })).toBeVisible();
    await expect(page.getByRole('table', { name: t('ru', 'queueAdmin:stats.table.caption') })).toBeVisible();
    await queueScreenshot(page, 'queue-stats');
    await expectAccessible(page, 'the queue statistics');
  });
});
