/** Renders the staff app with the users pages at an address, signed in with the given ability. */
import type { UiPrefs } from '@abitura/ui';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { usersPages } from '../index.js';
import { ADMIN_ABILITY } from './fixtures.js';

export function renderUsers(path: string, handlers: Handlers, ability: Record<string, boolean> = ADMIN_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: usersPages, ability, handlers, prefs });
}
