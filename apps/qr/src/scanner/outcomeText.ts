/**
 * The words of a scan's outcome, shared by the full-screen result and the history list: a
 * heading for the colour, what the ticket is, and why it was refused or when it was used.
 */
import type { Locale } from '@abitura/contracts/vocabulary';
import { moscowDateTime } from '@abitura/ui/device';
import type { DeviceText } from '@abitura/ui/device';
import type { ScanOutcome } from './checkInModel.js';

/** Short enough for a history line; a QR code can hold far more. */
const SHOWN_TEXT = 120;

export function outcomeHeading(outcome: ScanOutcome, t: DeviceText): string {
  if (outcome.kind === 'not_ticket') return t('result.notTicket');
  return t(`result.${outcome.result.outcome}`);
}

/** What was scanned: the event or service, and the holder or the queue ticket's code. */
export function outcomeSubject(outcome: ScanOutcome, t: DeviceText): string {
  if (outcome.kind === 'not_ticket') return outcome.text.length > SHOWN_TEXT ? `${outcome.text.slice(0, SHOWN_TEXT)}…` : outcome.text;
  const { title, holder, code } = outcome.result;
  const who = holder ?? (code === null ? null : t('result.queueCode', { code }));
  return [title, who].filter((part): part is string => part !== null && part !== '').join(' — ') || t('result.noTitle');
}

/** The sentence under the heading: when and by whom a used ticket was checked in, why one was refused. */
export function outcomeDetail(outcome: ScanOutcome, t: DeviceText, language: Locale): string {
  if (outcome.kind === 'not_ticket') return t('result.notTicketText');
  const { result } = outcome;
  if (result.outcome === 'checked_in') return t(result.kind === 'queue' ? 'result.welcomeQueue' : 'result.welcome');
  if (result.outcome === 'already_used') {
    const at = moscowDateTime(result.checkedInAt, language);
    if (at === null) return t('result.usedUnknown');
    return result.checkedInBy ? t('result.usedBy', { ...at, name: result.checkedInBy }) : t('result.usedAt', at);
  }
  if (result.reason === 'wrong_day') {
    const valid = moscowDateTime(result.validAt, language);
    return valid === null ? t('reason.wrong_day') : t('reason.wrongDayOn', valid);
  }
  return t(`reason.${result.reason ?? 'unknown'}`);
}
