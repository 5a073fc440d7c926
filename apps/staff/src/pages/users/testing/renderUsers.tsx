/**
 * Renders the staff app with the users pages at an address, signed in with the given ability,
 * against a server made of handlers (the route check and token check always allow).
 */
import type { Envelope } from '@abitura/sdk';
import type { UiPrefs } from '@abitura/ui';
import { ok, respondWith } from '@abitura/ui/testing';
import { staffPages } from '../../../app/pages.js';
import { renderStaff } from '../../../testing/renderStaff.js';
import { usersPages } from '../index.js';
import { ADMIN_ABILITY, sessionWith } from './fixtures.js';

type Handlers = Record<string, (params: never, envelope: Envelope) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>>;

export function renderUsers(path: string, handlers: Handlers, ability: Record<string, boolean> = ADMIN_ABILITY, prefs: Partial<UiPrefs> = {}) {
  const session = sessionWith(ability);
  return renderStaff({
    path,
    prefs,
    pages: { ...staffPages, ...usersPages },
    session,
    respond: respondWith({
      'User/CheckAccess': () => ok(true, 'true'),
      'User/CheckToken': () => ok(session),
      ...handlers,
    }),
  });
}

/** The params of every request of one action, oldest first. */
export function paramsOf(requests: readonly Envelope[], action: string): Record<string, unknown>[] {
  return requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
}

/**
 * For the first wait of a test: the page's lazy chunk is transformed on first use, which under
 * the parallel load of a full run can take longer than testing-library's one second.
 */
export const FIRST_LOAD = { timeout: 15_000 } as const;
