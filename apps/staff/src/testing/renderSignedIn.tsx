/**
 * Renders the staff app with an area's pages at an address, signed in with the given ability,
 * against a server made of handlers (the route check and the token check always allow), and the
 * small helpers every area's page tests share: one page of a list as the server answers it, the
 * params a test's requests carried, and the patience of a first wait.
 */
import type { Envelope, Notice } from '@abitura/sdk';
import type { NoticeCenter, UiPrefs } from '@abitura/ui';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import type { PageRegistry } from '../app/pageRegistry.js';
import { staffPages } from '../app/pages.js';
import { renderStaff } from './renderStaff.js';

export type Handler = (params: never, envelope: Envelope) => ReturnType<typeof ok> | Promise<ReturnType<typeof ok>>;
export type Handlers = Record<string, Handler>;

/** A signed-in session (user id 1, the administrator) with the given permissions. */
export function sessionWith(ability: Record<string, boolean>) {
  return { token: TEST_SESSION.token, user: { id: 1, login: 'admin', fullName: 'Администратор Системы', email: null, status: 'active', roles: ['Администратор'] }, ability: [ability] };
}

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

/** One page of a list as the contracts' `pageOf` answers it. */
export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 25) {
  return { items, total, page, pageSize };
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
