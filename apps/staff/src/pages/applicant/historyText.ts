/**
 * The history's fields and values in words. The server keeps values as the wire names them
 * (codes, ids, 'YYYY-MM-DD') and each status or preferential flag on its own ('flags.recall'),
 * so an entry says which flag changed; here codes become their labels, dates their d.m.Y form,
 * yes/no their words. Nothing is language-bound: the labels come in from the page.
 */
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import type { TermGroup } from '../../components/TermChip.js';
import { auditValueText } from '../../models/auditChanges.js';

export interface HistoryLabels {
  /** A field's name (`fields.*`). */
  field: (field: string) => string;
  term: (group: TermGroup, value: string) => string;
  /** A reference list's label of a code, by the list's field. */
  listed: Partial<Record<string, (code: string) => string>>;
  yes: string;
  no: string;
  date: (stored: string) => string;
  dateTime: (instant: string) => string;
  /** A record known only by its id (a school or a curator that is gone). */
  numbered: (id: string) => string;
}

/** Fields whose codes a term group names. */
const TERMS: Readonly<Record<string, TermGroup>> = {
  processing_status: 'processingStatus',
  tracking_stage: 'trackingStage',
  gender: 'gender',
  grade: 'grade',
  tags: 'tag',
  refusal_reasons: 'refusalReason',
};

const FLAG_GROUPS: Readonly<Record<string, TermGroup>> = { flags: 'flag', preferential: 'preferential' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function historyFieldText(field: string, labels: HistoryLabels): string {
  const [head = field, flag] = field.split('.', 2);
  const group = FLAG_GROUPS[head];
  return group && flag ? `${labels.field(head)}: ${labels.term(group, flag)}` : labels.field(field);
}

/** A value in words; `name` is the current name of the record a reference field's value points at, when the server knows it. */
export function historyValueText(field: string, value: unknown, labels: HistoryLabels, name?: string): string {
  if (typeof value === 'boolean') return value ? labels.yes : labels.no;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '—';
  const group = TERMS[field];
  if (group) return auditValueText(value, (code) => labels.term(group, code));
  const listed = labels.listed[field];
  if (listed) return auditValueText(value, listed);
  switch (field) {
    case 'birth_date':
      return typeof value === 'string' ? labels.date(value) || value : auditValueText(value);
    case 'phones':
      return auditValueText(value, formatPhone);
    case 'id_number':
      return typeof value === 'string' ? formatIdNumber(value) : auditValueText(value);
    case 'school_id':
    case 'curator_id':
      return name ?? labels.numbered(String(value));
    case 'consent':
      if (!isRecord(value)) return auditValueText(value);
      return [
        typeof value.status === 'string' ? labels.term('consent', value.status) : null,
        typeof value.at === 'string' ? labels.dateTime(value.at) : null,
        typeof value.by === 'string' ? labels.term('consentBy', value.by) : null,
        typeof value.representative === 'string' ? value.representative : null,
      ]
        .filter(Boolean)
        .join(', ');
    case 'achievements':
      return Array.isArray(value) ? value.map((entry) => (isRecord(entry) ? `${labels.listed.achievements?.(String(entry.code)) ?? String(entry.code)} (${String(entry.points)})` : auditValueText(entry))).join('; ') : auditValueText(value);
    case 'exams':
    case 'gia':
      return Array.isArray(value) ? value.map((entry) => (isRecord(entry) ? `${String(entry.subject)} ${String(entry.score ?? entry.mark)}` : auditValueText(entry))).join('; ') : auditValueText(value);
    default:
      return auditValueText(value);
  }
}
