/**
 * The add and rename forms of a reference entry: the contract's rules (a Latin code of up to 64
 * characters, new to the list; a label of 1 to 200), checked before sending so a person sees the
 * problem at once, and the server's objections put back on their fields.
 */
import type { Failure } from '../../models/failure.js';

export const CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const ENTRY_LIMITS = { code: 64, label: 200 } as const;

export type EntryField = 'code' | 'label';
/** A problem as a key of the `references` namespace's `form.errors`, or the server's own sentence. */
export type EntryError = { key: 'required' | 'codeChars' | 'codeLength' | 'labelLength' | 'codeTaken' } | { text: string };
export type EntryErrors = Partial<Record<EntryField, EntryError>>;

export interface EntryValues {
  code: string;
  label: string;
}

/** The fields' problems; `code` is only checked when adding (a rename keeps the code). */
export function checkEntry(values: EntryValues, mode: 'create' | 'rename'): EntryErrors {
  const errors: EntryErrors = {};
  if (mode === 'create') {
    const code = values.code.trim();
    if (code === '') errors.code = { key: 'required' };
    else if (code.length > ENTRY_LIMITS.code) errors.code = { key: 'codeLength' };
    else if (!CODE_PATTERN.test(code)) errors.code = { key: 'codeChars' };
  }
  const label = values.label.trim();
  if (label === '') errors.label = { key: 'required' };
  else if (label.length > ENTRY_LIMITS.label) errors.label = { key: 'labelLength' };
  return errors;
}

/**
 * A refusal onto the fields: param issues go to the field their path starts with, a CONFLICT is
 * the code already in the list. What names no field stays for the form as a whole.
 */
export function failureToFields(failure: Failure): { fields: EntryErrors; rest: Failure | null } {
  if (failure.code === 'CONFLICT') return { fields: { code: { key: 'codeTaken' } }, rest: null };
  const fields: EntryErrors = {};
  for (const issue of failure.issues) {
    const head = issue.path.split('.')[0];
    if ((head === 'code' || head === 'label') && !fields[head]) fields[head] = { text: issue.message };
  }
  return Object.keys(fields).length > 0 ? { fields, rest: null } : { fields, rest: failure };
}
