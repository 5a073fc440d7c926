/**
 * What an audit entry changed, as field / before / after triples read from its `before` and
 * `after` objects, for the activity tab's "changes" column. Values stay raw here; the tab
 * translates statuses and joins lists.
 */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Fields that differ between before and after (a creation lists what it set, a deletion what it removed). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields
    .filter((field) => !same(left[field], right[field]))
    .map((field) => ({ field, before: field in left ? left[field] : null, after: field in right ? right[field] : null }));
}

/** A raw audit value as short text: lists joined, nothing as an em dash, objects as JSON. */
export function auditValueText(value: unknown, translate: (value: string) => string = (text) => text): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => auditValueText(item, translate)).join(', ');
  if (typeof value === 'string') return translate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
