/**
 * Renders the staff app with the applicant pages at an address, signed in with the given ability;
 * the reference lists, organizations and curators always answer, and the SDK's own notices (the
 * clipboard's) show on screen as in the real app.
 */
import type { UiPrefs } from '@abitura/ui';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { applicantPages } from '../index.js';
import { APPLICANT_ABILITY, referenceHandlers } from './fixtures.js';

export function renderApplicant(path: string, handlers: Handlers, ability: Record<string, boolean> = APPLICANT_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: applicantPages, ability, handlers: { ...referenceHandlers, ...handlers } as Handlers, prefs, sdkNotices: true });
}
