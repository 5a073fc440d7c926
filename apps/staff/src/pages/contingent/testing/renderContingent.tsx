/**
 * Renders the staff app with the working list at an address, signed in with the given ability;
 * the reference lists, the schools and the curators always answer.
 */
import type { UiPrefs } from '@abitura/ui';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { contingentPages } from '../index.js';
import { CONTINGENT_ABILITY, referenceHandlers } from './fixtures.js';

export function renderContingent(path: string, handlers: Handlers, ability: Record<string, boolean> = CONTINGENT_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: contingentPages, ability, handlers: { ...referenceHandlers, ...handlers } as Handlers, prefs });
}
