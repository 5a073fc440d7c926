/**
 * Renders the staff app with an area's pages at an address, signed in with the given ability,
 * against a server made of handlers (the route check and the token check always allow), and the
 * patience of a first wait.
 */
import type { Notice } from '@abitura/sdk';
import type { Envelope } from '@abitura/contracts/wire';
import type { NoticeCenter, UiPrefs } from '@abitura/ui';
import { ok, respondWith } from '@abitura/ui/testing';
import type { PageRegistry } from '../app/pageRegistry.js';
import { staffPages } from '../app/pages.js';
import { sessionWith } from './replies.js';
import { renderStaff } from './renderStaff.js';

export type Handler = (params: never, envelope: Envelope) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;
export type Handlers = Record<string, Handler>;

export interface RenderSignedInOptions {
  path: string;
  /** The area's pages, added to the app's own. */
  pages: PageRegistry;
  ability: Record<string, boolean>;
  handlers: Handlers;
  prefs?: Partial<UiPrefs>;
  /**
   * The SDK's own notices (the clipboard's) go to the app's notice center, as in the real app,
   * so a test reads them on screen. @default false
   */
  sdkNotices?: boolean;
}

export function renderSignedIn({ path, pages, ability, handlers, prefs = {}, sdkNotices = false }: RenderSignedInOptions) {
  const session = sessionWith(ability);
  let center: NoticeCenter | null = null;
  const view = renderStaff({
    path,
    prefs,
    pages: { ...staffPages, ...pages },
    session,
    ...(sdkNotices ? { notify: (notice: Notice) => center?.notify(notice) } : {}),
    respond: respondWith({
      'User/CheckAccess': () => ok(true, 'true'),
      'User/CheckToken': () => ok(session),
      ...handlers,
    }),
  });
  center = view.notices;
  return view;
}

/**
 * For the first wait of a test: the page's lazy chunk is transformed on first use, which under
 * the parallel load of a full run can take longer than testing-library's one second.
 */
export const FIRST_LOAD = { timeout: 15_000 } as const;
