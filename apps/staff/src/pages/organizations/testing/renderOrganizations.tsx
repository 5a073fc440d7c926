/**
 * Renders the staff app with the organization pages at an address, signed in with the given
 * ability; the reference lists always answer, and the SDK's own notices (the clipboard's) show
 * on screen as in the real app.
 */
import type { UiPrefs } from '@abitura/ui';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { organizationsPages } from '../index.js';
import { referenceHandlers, REGISTRY_ABILITY } from './fixtures.js';

export function renderOrganizations(path: string, handlers: Handlers, ability: Record<string, boolean> = REGISTRY_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: organizationsPages, ability, handlers: { ...referenceHandlers, ...handlers } as Handlers, prefs, sdkNotices: true });
}
