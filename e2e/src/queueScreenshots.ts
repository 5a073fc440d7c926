/**
 * The queue's pictures for the user guide (docs/user-guide/img/queue-*.png), by the same switch
 * as src/screenshots.ts (ABITURA_E2E_SCREENSHOTS=1, `npm run screenshots -w @abitura/e2e`), but
 * each at the size of the screen it shows: a kiosk stands in portrait, a TV board is Full HD, a
 * ticket page is on a phone. Staff pages keep the guide's 1280x800.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR, screenshotsEnabled } from './screenshots.js';

export const SCREEN_SIZES = Object.freeze({
  /** A kiosk terminal, portrait. */
  kiosk: { width: 1080, height: 1920 },
  /** A Full HD TV board in the hall. */
  tv: { width: 1920, height: 1080 },
  /** A phone (the ticket page, the scanner at the door). */
  phone: { width: 390, height: 844 },
  /** The staff app, as every other picture of the guide. */
  staff: { width: 1280, height: 800 },
});

export type ScreenSize = keyof typeof SCREEN_SIZES;

/** The names the user guide's queue section shows; a journey may take only these. */
export const QUEUE_SCREENSHOTS = {
  'queue-kiosk-start': 'kiosk',
  'queue-kiosk-ticket': 'kiosk',
  'queue-tv-board': 'tv',
  'queue-ticket-waiting': 'phone',
  'queue-ticket-called': 'phone',
  'queue-operator-console': 'staff',
  'queue-stats': 'staff',
  'queue-scanner-green': 'phone',
  'queue-scanner-red': 'phone',
} as const satisfies Record<string, ScreenSize>;

export type QueueScreenshot = keyof typeof QUEUE_SCREENSHOTS;

/** Opening options of a browser context the size of `size`'s screen (a phone also takes touch). */
export function screenOptions(size: ScreenSize) {
  return size === 'phone' ? { viewport: SCREEN_SIZES.phone, isMobile: true, hasTouch: true } : { viewport: SCREEN_SIZES[size] };
}

/** Writes the picture when screenshots are on; the page must already be at its screen's size. */
export async function queueScreenshot(page: Page, name: QueueScreenshot): Promise<void> {
  if (!screenshotsEnabled()) return;
  const wanted = SCREEN_SIZES[QUEUE_SCREENSHOTS[name]];
  const size = page.viewportSize();
  if (size?.width !== wanted.width || size.height !== wanted.height) await page.setViewportSize(wanted);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // No blinking caret or running animation in the picture.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
}
