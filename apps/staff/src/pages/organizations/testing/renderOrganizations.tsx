/**
 * Renders the staff app with the organization pages at an address, signed in with the given
 * ability, against a server made of handlers (the route check, the token check and the reference
 * lists always answer). The SDK's own notices (the clipboard's) go to the app's notice center, as
 * in the real app, so a test reads them on screen.
 */
import type { Envelope, Notice } from '@abitura/sdk';
import type { NoticeCenter, UiPrefs } from '@abitura/ui';
import { ok, respondWith } from '@abitura/ui/testing';
import { staffPages } from '../../../app/pages.js';
import { renderStaff } from '../../../testing/renderStaff.js';
import { sessionWith } from '../../users/testing/fixtures.js';
import { organizationsPages } from '../index.js';
import { referenceHandlers, REGISTRY_ABILITY } from './fixtures.js';

type Handlers = Record<string, (params: never, envelope: Envelope) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>>;

export function renderOrganizations(path: string, handlers: Handlers, ability: Record<string, boolean> = REGISTRY_ABILITY, prefs: Partial<UiPrefs> = {}) {
  const session = sessionWith(ability);
  let center: NoticeCenter | null = null;
  const view = renderStaff({
    path,
    prefs,
    pages: { ...staffPages, ...organizationsPages },
    session,
    notify: (notice: Notice) => center?.notify(notice),
    respond: respondWith({
      'User/CheckAccess': () => ok(true, 'true'),
      'User/CheckToken': () => ok(session),
      ...referenceHandlers,
      ...handlers,
    } as Handlers),
  });
  center = view.notices;
  return view;
}

export { FIRST_LOAD, paramsOf } from '../../users/testing/renderUsers.js';
