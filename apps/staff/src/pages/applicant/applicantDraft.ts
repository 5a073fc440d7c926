/**
 * The insert page's draft: what was typed survives a reload of the tab (sessionStorage, so it
 * goes with the tab and is never shared with another), kept per signed-in user so the next
 * person at a shared desk does not find someone else's applicant half entered. A draft that no
 * longer reads as the form's values is dropped rather than trusted.
 */
import { storedJson, type StorageArea } from '../../models/storedJson.js';
import { emptyApplicant, type ApplicantValues } from './applicantValues.js';

const PREFIX = 'abitura:applicantDraft:';

export interface ApplicantDraft {
  load(): ApplicantValues | null;
  save(values: ApplicantValues): void;
  clear(): void;
}

/** sessionStorage where the host has one (it may throw in sandboxed frames), else none. */
export function tabStorage(): StorageArea | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored text as form values (see draftValues). */
export function readDraft(text: string | null): ApplicantValues | null {
  if (text === null) return null;
  try {
    return draftValues(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A stored value as form values: every key of the empty form, each of the same kind. */
function draftValues(parsed: unknown): ApplicantValues | null {
  if (!isRecord(parsed)) return null;
  const empty = emptyApplicant() as unknown as Record<string, unknown>;
  const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  for (const [key, initial] of Object.entries(empty)) {
    const stored = parsed[key];
    // The school and the curator may be null or a {id, name}; everything else keeps its kind.
    const nullable = key === 'school_id' || key === 'curator_id';
    if (nullable ? stored !== null && !(isRecord(stored) && typeof stored.id === 'number' && typeof stored.name === 'string') : kind(stored) !== kind(initial)) return null;
  }
  const values = { ...empty, ...Object.fromEntries(Object.keys(empty).map((key) => [key, parsed[key]])) } as unknown as ApplicantValues;
  return values.phones.length === 0 ? { ...values, phones: [''] } : values;
}

export function createApplicantDraft(storage: StorageArea | null, userId: number | string | null): ApplicantDraft {
  // A full or refused storage only costs the draft; the form itself is untouched.
  const stored = storedJson(storage, `${PREFIX}${userId ?? 'anonymous'}`, draftValues);
  return { load: stored.read, save: stored.write, clear: stored.clear };
}
