/**
 * Test data for the call card: a person as CallService/getPersonList finds them, timeline
 * entries, templates, a memory storage for drafts, and a render helper signed in with the card's
 * rights.
 */
import type { CallPerson, EmailTemplate, ReferenceItem } from '@abitura/contracts';
import { TALK_THEMES } from '@abitura/contracts/vocabulary';
import type { UiPrefs } from '@abitura/ui';
import { ok } from '@abitura/ui/testing';
import { memoryStorage } from '../../../testing/memoryStorage.js';
import { interaction } from '../../../testing/records.js';
import { renderSignedIn, type Handlers } from '../../../testing/renderSignedIn.js';
import { callsPages } from '../index.js';

export { interaction, memoryStorage };

/** Every right the card and its actions need. */
export const CALL_ABILITY = { viewCallCard: true, manageInteractions: true, viewAbiturient: true };

export function person(patch: Partial<CallPerson> & { id: number }): CallPerson {
  return {
    fullname: 'Иванова Мария Петровна',
    birth_date: '2009-03-14',
    phones: ['+79991234567'],
    email: 'maria@example.ru',
    id_number: null,
    school: 'Школа № 1234',
    processing_status: 'not_processed',
    matched: 'name',
    ...patch,
  };
}

export function template(patch: Partial<EmailTemplate> & { id: number; code: string }): EmailTemplate {
  return {
    name: 'Не дозвонились',
    action_type: 8,
    subject: 'Мы вам звонили',
    body: 'Здравствуйте, {{fullName}}!',
    active: true,
    updated_at: '2026-11-01T09:00:00.000Z',
    updated_by: null,
    ...patch,
  };
}

/**
 * The talkThemes list as administrators keep it: the vocabulary's first edition, a theme added
 * this year, and last year's theme archived.
 */
export const TALK_THEME_ITEMS: ReferenceItem[] = [
  ...TALK_THEMES.filter((entry) => entry.value !== 'prkom24').map((entry, index) => ({ code: entry.value, label: entry.label, position: index + 1, archived: false, data: {} })),
  { code: 'open_day_2026', label: 'День открытых дверей 2026', position: 6, archived: false, data: {} },
  { code: 'prkom24', label: 'Приёмная кампания 2024', position: 7, archived: true, data: {} },
];

/** Reference/TalkTheme: archived entries only when asked, as the server answers. */
export const talkThemesHandler = (params: { withArchived?: boolean }) => ok(TALK_THEME_ITEMS.filter((item) => params.withArchived === true || !item.archived));

/** The staff app at `path` with the call card, signed in with the ability, against the handlers. */
export function renderCalls(path: string, handlers: Handlers, ability: Record<string, boolean> = CALL_ABILITY, prefs: Partial<UiPrefs> = {}) {
  return renderSignedIn({ path, pages: callsPages, ability, handlers, prefs });
}
