/**
 * The contracts' field rules as the forms check them before sending, each answering with a
 * translatable problem (a key of the `organizations` namespace's `errors`) or nothing.
 */
import { isEmail, normalizePhone } from '@abitura/contracts/validation';
import type { Reply } from '@abitura/contracts/wire';
import { outcomeOf, type Outcome } from './failure.js';
import type { FieldError } from './formModel.js';

/** Most characters an e-mail address may have (the contracts' optionalEmail). */
export const MAX_EMAIL = 254;

/** A text field: required or not, its length after trimming within min..max. */
export function checkText(value: string, rule: { max: number; min?: number; required?: boolean }): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? { key: 'required' } : undefined;
  if (rule.min !== undefined && trimmed.length < rule.min) return { key: 'tooShort', values: { min: rule.min } };
  if (trimmed.length > rule.max) return { key: 'tooLong', values: { max: rule.max } };
  return undefined;
}

export function checkEmail(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > MAX_EMAIL) return { key: 'tooLong', values: { max: MAX_EMAIL } };
  return isEmail(trimmed) ? undefined : { key: 'email' };
}

/** A stored phone ('+7XXXXXXXXXX' from PhoneInput) or nothing; a half-typed one is reported by the form. */
export function checkPhone(value: string): FieldError | undefined {
  return value === '' || normalizePhone(value) !== null ? undefined : { key: 'phone' };
}

/** A text value for the server: trimmed, null when empty (the contracts store null for "none"). */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A stored value as a form's text: anything that is not a string reads as empty. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The fields whose value differs from the record's (both compared as the server stores them), for
 * an update that sends only what changed.
 */
export function changedFields<T extends Record<string, unknown>>(next: T, before: Partial<Record<keyof T, unknown>>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    const was = before[key] ?? null;
    const now = next[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = next[key];
  }
  return changes;
}

/**
 * Saves a form's payload: a new record whole, an edited one by only what changed (nothing at all,
 * null, when nothing did).
 */
export function saveRecord<P extends Record<string, unknown>, R>(
  record: ({ id: number } & Partial<Record<keyof P, unknown>>) | null,
  payload: P,
  create: (payload: P) => Promise<Reply<R>>,
  update: (id: number, data: Partial<P>) => Promise<Reply<R>>,
): Promise<Outcome<R>> | null {
  if (!record) return create(payload).then(outcomeOf);
  const data = changedFields(payload, record);
  return Object.keys(data).length === 0 ? null : update(record.id, data).then(outcomeOf);
}
