/**
 * Renders the staff app, or one page inside the app's providers, against a real SDK client whose
 * server is a function (see @abitura/ui/testing) and a memory location, for tests that read what a
 * person would see.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMemoryConfigStore } from '@abitura/sdk';
import { AbituraUiProvider, ClientProvider, createLoadingBar, createNoticeCenter, createPrefs, NoticeHost, NotifyContext } from '@abitura/ui';
import type { UiPrefs } from '@abitura/ui';
import { createTestClient } from '@abitura/ui/testing';
import type { TestClientOptions } from '@abitura/ui/testing';
import { createStaffI18n } from '../app/i18n.js';
import { allResources } from './allTranslations.js';
import type { PageRegistry } from '../app/pageRegistry.js';
import { staffPages } from '../app/pages.js';
import { StaffApp } from '../app/StaffApp.js';

export interface RenderStaffOptions extends TestClientOptions {
  /** Starting address, with a query if needed. @default '/' */
  path?: string;
  /** @default every page of the app */
  pages?: PageRegistry;
  prefs?: Partial<UiPrefs>;
}

function collaborators(options: RenderStaffOptions) {
  const test = createTestClient(options);
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify(options.prefs ?? {})), logger: { error: () => {} } });
  const i18n = createStaffI18n(prefs.prefs.value.language, { resources: allResources });
  const notices = createNoticeCenter();
  return { ...test, location, prefs, i18n, notices, user: userEvent.setup() };
}

/** The whole app at `options.path`: guard, layouts and pages. */
export function renderStaff(options: RenderStaffOptions = {}) {
  const parts = collaborators(options);
  const loadingBar = createLoadingBar();
  const view = render(
    <StaffApp
      client={parts.client}
      i18n={parts.i18n}
      prefs={parts.prefs}
      notices={parts.notices}
      loadingBar={loadingBar}
      pages={options.pages ?? staffPages}
      location={{ hook: parts.location.hook, searchHook: parts.location.searchHook }}
    />,
  );
  return { ...parts, ...view, loadingBar };
}

/** One component (a page, a dialog) inside the app's providers, without the route gate. */
export function renderInApp(ui: ReactElement, options: RenderStaffOptions = {}) {
  const parts = collaborators(options);
  // A wrapper rather than a wrapping element, so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AbituraUiProvider i18n={parts.i18n} prefs={parts.prefs}>
      <ClientProvider client={parts.client}>
        <NotifyContext value={parts.notices.notify}>
          <Router hook={parts.location.hook} searchHook={parts.location.searchHook}>
            {children}
          </Router>
        </NotifyContext>
        <NoticeHost center={parts.notices} />
      </ClientProvider>
    </AbituraUiProvider>
  );
  const view = render(ui, { wrapper });
  return { ...parts, ...view };
}
