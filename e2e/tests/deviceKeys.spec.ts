/**
 * A kiosk and a TV board set up in one browser (a demo laptop, a hall PC driving two screens):
 * each keeps the key it was given. They used to share the wsConfig cookie, so opening the board
 * with its key knocked the kiosk back to «Ключ не принят». And a browser upgraded with a key in
 * the old shared cookie keeps working on the surface that key was issued for.
 */
import type { Page } from '@playwright/test';
import { dt } from '../src/deviceTexts.js';
import { expect, test } from '../src/fixtures.js';
import { boardAddress, demoDeviceKey, kioskAddress } from '../src/queue.js';

const kioskReady = (page: Page) => expect(page.getByRole('heading', { level: 1, name: dt('ru', 'kiosk:title') })).toBeVisible();
const boardReady = (page: Page) => expect(page.getByRole('region', { name: dt('ru', 'tv:calls.title') })).toBeVisible();
const keyForm = (page: Page) => page.getByRole('heading', { level: 1, name: dt('ru', 'device:key.title') });

test('a kiosk and a TV board in one browser each keep their own key', async ({ context }) => {
  const kiosk = await context.newPage();
  await kiosk.goto(kioskAddress());
  await expect(kiosk).toHaveURL(/\/queue\/kiosk$/);
  await kioskReady(kiosk);

  const board = await context.newPage();
  await board.goto(boardAddress());
  await expect(board).toHaveURL(/\/queue\/tv$/);
  await boardReady(board);

  // Both reloaded, as a device is after a power cut: each still has its key, neither asks again.
  for (const [page, ready] of [
    [kiosk, kioskReady],
    [board, boardReady],
  ] as const) {
    await page.reload();
    await ready(page);
    await expect(keyForm(page)).toHaveCount(0);
  }
});

test("a board's key kept in the shared settings before the upgrade keeps the board working; the kiosk asks for its own", async ({ context, baseURL }) => {
  const settings = { communicationMode: 'WS_WITH_API_FALLBACK', apiKey: demoDeviceKey('tv') };
  await context.addCookies([{ name: 'wsConfig', value: encodeURIComponent(JSON.stringify(settings)), url: baseURL as string }]);

  const board = await context.newPage();
  await board.goto('/queue/tv');
  await boardReady(board);

  // The kiosk finds the board's key too, which the server refuses it; given its own, it keeps it.
  const kiosk = await context.newPage();
  await kiosk.goto('/queue/kiosk');
  await expect(keyForm(kiosk)).toBeVisible();
  await expect(kiosk.getByRole('alert')).toHaveText(dt('ru', 'device:key.refused'));
  await kiosk.getByLabel(dt('ru', 'device:key.label')).fill(demoDeviceKey('kiosk'));
  await kiosk.getByRole('button', { name: dt('ru', 'device:key.submit') }).click();
  await kioskReady(kiosk);

  await board.reload();
  await boardReady(board);
  await kiosk.reload();
  await kioskReady(kiosk);
});
