/**
 * The history's fields and values in words. The server keeps values as the wire names them
 * (codes, ids, 'YYYY-MM-DD') and each status or preferential flag on its own ('flags.recall'),
 * so an entry says which flag changed; here codes become their labels, dates their d.m.Y form,
 * yes/no their words. The admission actions (application.filed, .changed, .moved, .reordered,
 * .test_assigned, .test_result) write an application's fields; their codes (states, rejection
 * reasons, filing methods, consent, test outcomes) are admission terms. Nothing is
 * language-bound: the labels come in from the page.
 */
import { formatIdNumber, formatPhone } from '@abitura/contracts/validation';
import type { TermGroup } from '../../components/TermChip.js';
import { auditValueText } from '../../models/auditChanges.js';
import type { AdmissionTermGroup } from './AdmissionChips.js';

export interface HistoryLabels {
  /** A field's name (`fields.*`). */
  field: (field: string) => string;
  term: (group: TermGroup, value: string) => string;
  /** An admission term's label (admissionTerms). */
  admission: (group: AdmissionTermGroup, value: string) => string;
  /** A certificate average, two decimals in the interface's way. */
  mark: (value: number) => string;
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

/** Application fields whose codes an admission term group names. */
const ADMISSION_TERMS: Readonly<Record<string, AdmissionTermGroup>> = {
  state: 'state',
  rejection_reason: 'rejection',
  filing_method: 'filing',
};

/** Application fields that point at a record (an application, a group, a college, a test session). */
const ADMISSION_REFERENCES = new Set(['application', 'application_id', 'group', 'original_college', 'test_session']);

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
  const admissionGroup = ADMISSION_TERMS[field];
  if (admissionGroup) return auditValueText(value, (code) => labels.admission(admissionGroup, code));
  if (ADMISSION_REFERENCES.has(field)) return admissionReferenceText(value, labels, name);
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
    case 'average_mark':
      return typeof value === 'number' ? labels.mark(value) : auditValueText(value);
    case 'guardian_phone':
      return typeof value === 'string' ? formatPhone(value) : auditValueText(value);
    case 'test_result':
      return testResultText(value, labels);
    case 'consent':
      // An application's consent is a code; the applicant's own is a record of who gave it when.
      if (typeof value === 'string') return labels.admission('consent', value);
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

/**
 * A record an application's field points at: its name as the server knows it now, a name the entry
 * carries ({id, name}, or a group's college and programme), else its number.
 */
function admissionReferenceText(value: unknown, labels: HistoryLabels, name: string | undefined): string {
  if (name) return name;
  if (typeof value === 'number') return labels.numbered(String(value));
  if (!isRecord(value)) return auditValueText(value);
  const program = isRecord(value.program) ? value.program : null;
  const college = isRecord(value.college) ? value.college : null;
  if (program || college) {
    return [
      program ? [program.code, program.name].filter((part) => typeof part === 'string').join(' ') : null,
      college && typeof college.name === 'string' ? college.name : null,
      typeof value.funding === 'string' ? labels.admission('funding', value.funding) : null,
      typeof value.base === 'string' ? labels.admission('base', value.base) : null,
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value.name === 'string') return value.name;
  return typeof value.id === 'number' ? labels.numbered(String(value.id)) : auditValueText(value);
}

/** An entrance test's result: its outcome code, its points, or both. */
function testResultText(value: unknown, labels: HistoryLabels): string {
  if (typeof value === 'string') return labels.admission('testOutcome', value);
  if (!isRecord(value)) return auditValueText(value);
  return [typeof value.outcome === 'string' ? labels.admission('testOutcome', value.outcome) : null, typeof value.points === 'number' ? String(value.points) : null].filter(Boolean).join(', ') || '—';
}
