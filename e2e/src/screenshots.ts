/**
 * The user guide's pictures (docs/user-guide/img/<name>.png), taken by the journeys at the moment
 * the guide describes: 1280x800, light theme, Russian. Only when ABITURA_E2E_SCREENSHOTS=1
 * (`npm run screenshots -w @abitura/e2e`), so an ordinary test run leaves the docs alone.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from '../../scripts/builds.mjs';
import { E2E_ENV } from './env.js';

export const SCREENSHOT_DIR = join(ROOT, 'docs', 'user-guide', 'img');

/** The names the user guide shows; a journey may take only these. */
export const GUIDE_SCREENSHOTS = [
  'login',
  'forgot-password',
  'edit-password',
  'edit-password-forced',
  'home',
  'home-curator',
  'access-panel',
  'access-management',
  'access-permissions',
  'users-list',
  'users-create',
  'user-profile',
  'user-roles',
  'user-sessions',
  'user-activity',
  'registry-organizations',
  'registry-organization',
  'registry-buildings',
  'registry-contacts',
  'registry-contact-form',
  'registry-programs',
  'registry-specialities',
  'registry-references',
  'contingent-list',
  'contingent-search',
  'contingent-proforientation',
  'contingent-profile',
  'contingent-interactions',
  'contingent-applications',
  'contingent-bail',
  'contingent-events',
  'contingent-interaction-form',
  'contingent-duplicates',
  'calls-card',
  'calls-follow-up',
  'calls-letters',
  'calls-calendar',
  'calls-calendar-entry',
  'calls-templates',
  'events-list',
  'events-card',
  'admission-register',
  'admission-statement-dialog',
  'admission-season',
  'admission-season-places',
  'admission-import',
  'admission-import-again',
  'admission-entrance',
  'admission-entrance-assign',
  'admission-entrance-results',
  'admission-validation',
  'admission-validation-fix',
] as const;

export type GuideScreenshot = (typeof GUIDE_SCREENSHOTS)[number];

export function screenshotsEnabled(): boolean {
  return process.env[E2E_ENV.screenshots] === '1';
}

export async function screenshot(page: Page, name: GuideScreenshot): Promise<void> {
  if (!screenshotsEnabled()) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  if (size?.width !== 1280 || size.height !== 800) await page.setViewportSize({ width: 1280, height: 800 });
  // No blinking caret or running animation in the picture.
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
}
