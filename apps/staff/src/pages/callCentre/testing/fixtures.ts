/** Letters and templates as the server answers them, and the abilities of the call-centre tests. */
import type { EmailTemplate, LetterCard, LetterListItem } from '@abitura/contracts';
import type { UiPrefs } from '@abitura/ui';
import { EMAIL_TEMPLATE_VARIABLES } from '@abitura/contracts';
import { mailReplyKind } from '@abitura/contracts/vocabulary';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { callCentrePages } from '../index.js';

/** An operator who reads letters and templates but changes nothing. */
export const READER_ABILITY = { viewLetters: true, viewCallCard: true };
/** A coordinator who also resends letters and edits templates. */
export const MANAGER_ABILITY = { ...READER_ABILITY, manageLetters: true, manageEmailTemplates: true };

/** A letter as Letter/List gives it; the reply's kind read from the reply, as the server reads it. */
export function letter(patch: Partial<LetterListItem> = {}): LetterListItem {
  const item = {
    id: 1,
    to: 'ivanov@example.com',
    subject: 'Приглашение на день открытых дверей',
    kind: 'call-centre',
    status: 'done',
    attempts: 1,
    last_error: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:01:00.000Z',
    sent_at: '2026-11-20T09:01:00.000Z',
    next_attempt_at: null,
    ...patch,
  };
  return { ...item, last_error_kind: patch.last_error_kind ?? mailReplyKind(item.last_error) };
}

export function letterCard(patch: Partial<LetterCard> = {}): LetterCard {
  return { ...letter(), text: 'Здравствуйте, Иван!', abiturient_id: 7, created_by: 1, ...patch };
}

export function template(patch: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 3,
    code: 'CallCenterDefault',
    name: 'Письмо после звонка',
    action_type: 8,
    subject: 'Здравствуйте, {{firstName}}',
    body: 'Спасибо за звонок, {{fullName}}.',
    active: true,
    updated_at: '2026-11-19T10:00:00.000Z',
    updated_by: { id: 1, name: 'Администратор Системы' },
    ...patch,
  };
}

export const VARIABLES = EMAIL_TEMPLATE_VARIABLES.map(({ name, description }) => ({ name, description }));

export function renderCallCentre(path: string, handlers: Handlers, ability: Record<string, boolean> = MANAGER_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: callCentrePages, ability, handlers, prefs });
}

/** A refusal naming the variables the server does not know, on the field that holds them. */
export function unknownVariable(path: 'subject' | 'body', message: string) {
  return { success: false as const, message, data: 'INVALID_PARAMS', issues: [{ path, message }] };
}
