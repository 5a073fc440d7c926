/**
 * Renders the register page (or a part of it) inside the app's providers with the tests' stand-in
 * admission service, signed in as a member of the admission committee; the client's other actions
 * (references, applicant records) answer `respond`.
 */
import type { ReactElement } from 'react';
import type { Locale } from '@abitura/contracts/vocabulary';
import type { Responder } from '@abitura/ui/testing';
import type { admissionStub } from '../../../testing/admissionStandIn.js';
import { renderWithAdmission } from '../../../testing/renderWithAdmission.js';
import { sessionWith } from '../../../testing/replies.js';

export interface RenderStatementOptions {
  stub: ReturnType<typeof admissionStub>;
  respond?: Responder;
  path?: string;
  language?: Locale;
  ability?: Record<string, boolean>;
}

export function renderStatement(ui: ReactElement, { stub, respond, path = '/admission/statement', language = 'ru', ability = { viewAdmission: true, manageAdmission: true } }: RenderStatementOptions) {
  return renderWithAdmission(ui, { admission: stub.admission }, { path, prefs: { language }, session: sessionWith(ability), respond: respond ?? (() => ({ success: true, message: '', data: [] })) });
}
