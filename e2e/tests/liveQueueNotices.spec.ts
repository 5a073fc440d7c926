/**
 * Issue 22 item 7: SPEC section 8's notices 'Обновление данных...' and 'Данные обновлены' are for
 * requests that waited in the queue for a lost connection. Switching the tabs of /qms/admin while
 * the live connection is still starting must not show them; a tab opened while the connection is
 * being won back shows them once its requests go.
 *
 * The page's WebSocket runs through Playwright's socket routing to the real server, which lets
 * the journey answer the token check late (a connection slow to start), drop the connection, and
 * answer the probe's pong late (a connection slow to come back).
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, signedInAsAdmin, test } from '../src/fixtures.js';
import { t } from '../src/texts.js';
import { expectLoaded, expectRoutePage } from '../src/ui.js';

const UPDATING = t('ru', 'notices:queue-drain-updating');
const UPDATED = t('ru', 'notices:queue-drain-updated');

/** Every text a notice of the page showed, in order, however briefly (they hide by themselves). */
async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript((region) => {
    const shown: string[] = [];
    const last = new WeakMap<Element, string>();
    (window as unknown as { shownNotices: string[] }).shownNotices = shown;
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll(`section[aria-label="${region}"] [role=status], section[aria-label="${region}"] [role=alert]`)) {
        const text = notice.textContent ?? '';
        if (last.get(notice) === text) continue;
        last.set(notice, text);
        shown.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, t('ru', 'notices:label-region'));
  return () => page.evaluate(() => (window as unknown as { shownNotices: string[] }).shownNotices);
}

/** How late the routed socket hands the page the server's token-check replies and pongs. */
interface SocketDelays {
  tokenCheckMs: number;
  pongMs: number;
}

/** Routes the page's live connection through to the server, late by `delays`; `current()` is its open route. */
async function routeLiveConnection(page: Page, delays: SocketDelays): Promise<{ current: () => WebSocketRoute }> {
  let current: WebSocketRoute | null = null;
  await page.routeWebSocket(/\/api\/ws/, (ws) => {
    current = ws;
    const server = ws.connectToServer();
    const tokenChecks = new Set<string>();
    ws.onMessage((message) => {
      const text = String(message);
      if (text.includes('"User/CheckToken"')) tokenChecks.add((JSON.parse(text) as { requestId: string }).requestId);
      server.send(message);
    });
    server.onMessage((message) => {
      const text = String(message);
      const requestId = text.startsWith('{') ? (JSON.parse(text) as { requestId?: string }).requestId : undefined;
      const delay = text === 'pong' ? delays.pongMs : requestId !== undefined && tokenChecks.has(requestId) ? delays.tokenCheckMs : 0;
      if (delay === 0) ws.send(message);
      else setTimeout(() => ws.send(message), delay);
    });
  });
  return {
    current: () => {
      if (!current) throw new Error('the page opened no live connection');
      return current;
    },
  };
}

async function openTab(page: Page, tab: 'services' | 'desks' | 'devices'): Promise<void> {
  await page.getByRole('tab', { name: t('ru', `queueAdmin:tabs.${tab}`) }).click();
  await expect(page.getByRole('heading', { name: t('ru', `queueAdmin:${tab}.title`) })).toBeVisible();
  await expectLoaded(page);
}

test.describe('the live connection on /qms/admin', () => {
  test.use(signedInAsAdmin);

  test('switching tabs while the connection starts shows no queued-request notices; a tab opened while it comes back does', async ({ page }) => {
    const shownNotices = await recordNotices(page);
    // The server answers the token check 2 s late: the page's first requests wait for the socket.
    const delays: SocketDelays = { tokenCheckMs: 2_000, pongMs: 0 };
    const socket = await routeLiveConnection(page, delays);

    await page.goto('/qms/admin');
    await openTab(page, 'desks');
    await openTab(page, 'services');
    await expectRoutePage(page, 'qms-admin');
    expect(await shownNotices()).toEqual([]);

    // The connection drops; the probe's pong comes 3 s late (its limit is 7 s), and the devices tab
    // opened meanwhile waits for it.
    delays.tokenCheckMs = 0;
    delays.pongMs = 3_000;
    await socket.current().close({ code: 1001, reason: 'going away' });
    await openTab(page, 'devices');
    await expect.poll(shownNotices).toEqual([UPDATING, UPDATED]);
  });
});
