import type { Locale } from '@abitura/contracts/vocabulary';
import { moscowFormat } from '@abitura/contracts/moscowTime';
import { DEVICE_DATE_LOCALES, longWait } from '@abitura/ui/device';
import type { DeviceText } from '@abitura/ui/device';

/**
 * When a ticket was issued, in Moscow time whatever the kiosk's own clock zone, as each language
 * writes dates (Russian d.m.Y). Arabic keeps Latin digits, so the time reads like the ticket
 * number and the board beside it.
 */
export function formatIssuedAt(iso: string, language: Locale): string {
  return moscowFormat(DEVICE_DATE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // The hall's clocks and the board run on 24 hours; Arabic would otherwise show 12 with ص/م.
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The phone page of a ticket (apps/qr), which the ticket's QR code opens. */
export function ticketPageAddress(origin: string, token: string): string {
  return `${origin}/tickets/${encodeURIComponent(token)}/qr`;
}

/** The receipt's waiting time: "any minute now", minutes, or hours and minutes from an hour on. */
export function waitText(minutes: number, t: DeviceText): string {
  if (minutes < 1) return t('ticket.soon');
  const long = longWait(minutes);
  if (long) return long.minutes === 0 ? t('ticket.wholeHours', { hours: long.hours }) : t('ticket.hours', long);
  return t('ticket.minutes', { count: minutes });
}
