/**
 * The add and rename forms of a reference entry: the contract's rules (a Latin code of up to 64
 * characters, new to the list; a label of 1 to 200), checked before sending so a person sees the
 * problem at once; a code already in the list said in the interface language.
 */
import type { FieldErrors } from '../../models/formModel.js';

export const CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const ENTRY_LIMITS = { code: 64, label: 200 } as const;

export interface EntryValues {
  code: string;
  label: string;
}

/** The fields in the dialog's order. */
export const ENTRY_FIELDS = ['code', 'label'] as const;

/** Problems as keys of the `references` namespace's `form.errors`, or the server's own sentences. */
export type EntryErrors = FieldErrors<EntryValues>;

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

/** A CONFLICT is the code already in the list. */
export function entryConflict(): EntryErrors {
  return { code: { key: 'codeTaken' } };
}
