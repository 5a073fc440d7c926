/**
 * Renders the register page (or a part of it) inside the app's providers, with a real SDK client
 * whose `admission` door is the stand-in service of the tests (the test client's fetch stub reads
 * JSON envelopes only) and whose other actions (references, applicant records) answer `respond`.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createMemoryConfigStore } from '@abitura/sdk';
import { AbituraUiProvider, ClientProvider, createNoticeCenter, createPrefs, NoticeHost, NotifyContext } from '@abitura/ui';
import { createTestClient, type Responder } from '@abitura/ui/testing';
import { createStaffI18n } from '../../../app/i18n.js';
import { allResources } from '../../../testing/allTranslations.js';
import { sessionWith } from '../../../testing/replies.js';
import type { admissionStub } from '../../../components/admission/testing/admissionFixtures.js';

export interface RenderStatementOptions {
  stub: ReturnType<typeof admissionStub>;
  respond?: Responder;
  path?: string;
  language?: string;
  ability?: Record<string, boolean>;
}

export function renderStatement(ui: ReactElement, { stub, respond, path = '/admission/statement', language = 'ru', ability = { viewAdmission: true, manageAdmission: true } }: RenderStatementOptions) {
  const test = createTestClient({ session: sessionWith(ability), respond: respond ?? (() => ({ success: true, message: '', data: [] })) });
  (test.client as { admission: unknown }).admission = stub.admission;
  const location = memoryLocation({ path, record: true });
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language })), logger: { error: () => {} } });
  const i18n = createStaffI18n(language, { resources: allResources });
  const notices = createNoticeCenter();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AbituraUiProvider i18n={i18n} prefs={prefs}>
      <ClientProvider client={test.client}>
        <NotifyContext value={notices.notify}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {children}
          </Router>
        </NotifyContext>
        <NoticeHost center={notices} />
      </ClientProvider>
    </AbituraUiProvider>
  );
  const view = render(ui, { wrapper });
  return { ...test, ...view, location, user: userEvent.setup() };
}
