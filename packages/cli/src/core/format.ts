import { usageError } from './exitCodes.js';
import type { Io } from './io.js';

/** Moscow keeps the product's clock (SPEC: dates as d.m.Y, Moscow time); English reads them ISO-like. */
const FORMATS = {
  ru: new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow', dateStyle: 'short', timeStyle: 'short' }),
} as const;

/** An instant as the reader's language writes it, in Moscow time; a dash for none. */
export function moment(io: Io, iso: string | null): string {
  return iso === null ? '—' : FORMATS[io.locale].format(new Date(iso));
}

/**
 * Asks before a change that locks someone out or cannot be undone. Scripts confirm with --yes;
 * without it, and with nobody at a terminal to ask, nothing is changed (exit 2).
 */
export async function confirmChange(io: Io, yes: boolean, question: string): Promise<void> {
  if (yes) return;
  if (!io.canPrompt) throw usageError(io.t('confirm.needYes', { question }));
  if (!(await io.confirm(question))) throw usageError(io.t('confirm.declined'));
}

/** Runs a file write; a file system refusal (no such folder, no permission) is a usage error naming the file. */
export async function writing<T>(io: Io, file: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string') throw error;
    throw usageError(io.t('file.unwritable', { file, reason: code }));
  }
}
