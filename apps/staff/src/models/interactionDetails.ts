/**
 * An interaction's result and data in words, wherever a timeline shows one. The server keeps them
 * as the wire names them: a call's result is a talk-status code ('5'), its theme a code, its
 * callback an instant, a letter's template a code; here each goes through its reference list or
 * its format, so nobody reads «Итог: 5». A result typed by a person stays as written.
 */
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@abitura/contracts/validation';
import type { Interaction } from '@abitura/contracts';
import { WORKEND_RESULTS } from '@abitura/contracts/vocabulary';
import { formatDisplayDateTime } from '@abitura/ui';
import { useReferenceList } from './referenceLists.js';

/** The data fields a timeline names, in the order it shows them. */
export const DETAIL_FIELDS = ['result', 'theme', 'callbackAt', 'template', 'subject', 'email', 'phone', 'industry', 'programName', 'colleges', 'answers'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface DetailLine {
  field: DetailField;
  text: string;
  /** Read left to right whatever the language (an address, a phone). */
  ltr?: boolean;
}

/** How each kind of code reads; supplied by the page in its language. */
export interface DetailNames {
  /** A call's result code ('1'..'7') by the talk statuses. */
  talkStatus(code: string): string;
  /** What a finished piece of work came to (success, fail, not_needed). */
  workend(code: string): string;
  /** A talk theme, in the season of the interaction's date. */
  theme(code: string, at: string): string;
  template(code: string): string;
  industry(code: string): string;
  dateTime(instant: string): string;
}

const CALL_TYPES: ReadonlySet<string> = new Set(['incall', 'outcall', 'noAnswer']);
const WORKEND: ReadonlySet<string> = new Set(WORKEND_RESULTS);

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
}

/** The result as a person reads it: a call's code and a finished work's outcome in words, anything typed as written. */
export function resultText(item: Pick<Interaction, 'type' | 'result'>, names: Pick<DetailNames, 'talkStatus' | 'workend'>): string | null {
  const result = text(item.result);
  if (result === null) return null;
  if (CALL_TYPES.has(item.type) && /^\d+$/.test(result)) return names.talkStatus(result);
  if (item.type === 'workend' && WORKEND.has(result)) return names.workend(result);
  return result;
}

/** The lines a timeline entry shows under its type: the result, then the data it knows, each in words. */
export function interactionDetails(item: Pick<Interaction, 'type' | 'result' | 'action_data' | 'date'>, names: DetailNames): DetailLine[] {
  const data = item.action_data;
  const lines: DetailLine[] = [];
  const add = (field: DetailField, value: string | null, ltr = false) => {
    if (value !== null) lines.push(ltr ? { field, text: value, ltr } : { field, text: value });
  };
  add('result', resultText(item, names));
  const theme = text(data.theme);
  add('theme', theme === null ? null : names.theme(theme, item.date));
  const callbackAt = text(data.callbackAt);
  add('callbackAt', callbackAt === null || Number.isNaN(Date.parse(callbackAt)) ? callbackAt : names.dateTime(callbackAt));
  const template = text(data.template);
  add('template', template === null ? null : names.template(template));
  add('subject', text(data.subject));
  add('email', text(data.email), true);
  const phone = text(data.phone);
  add('phone', phone === null ? null : formatPhone(phone), true);
  const industry = text(data.industry);
  add('industry', industry === null ? null : names.industry(industry));
  add('programName', text(data.programName));
  add('colleges', text(data.colleges));
  add('answers', text(data.answers));
  return lines;
}

/** `interactionDetails` with the reference lists and words of the interface language. */
export function useInteractionDetails(): { details: (item: Pick<Interaction, 'type' | 'result' | 'action_data' | 'date'>) => DetailLine[]; fieldName: (field: DetailField) => string } {
  const { t } = useTranslation('applicantTerms');
  const talkStatuses = useReferenceList('talkStatuses', { withArchived: true });
  const themes = useReferenceList('talkThemes', { withArchived: true });
  const templates = useReferenceList('formTemplates', { withArchived: true });
  const industries = useReferenceList('industries', { withArchived: true });
  const names: DetailNames = {
    talkStatus: (code) => talkStatuses.labelOf(code),
    workend: (code) => t(`workendResult.${code}`),
    theme: (code, at) => themes.labelOf(code, at),
    template: (code) => templates.labelOf(code),
    industry: (code) => industries.labelOf(code),
    dateTime: (instant) => formatDisplayDateTime(instant),
  };
  return { details: (item) => interactionDetails(item, names), fieldName: (field) => t(`interactionDetail.${field}`) };
}
