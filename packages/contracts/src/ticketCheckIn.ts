import { z } from 'zod';
import { defineAction } from './defineAction.js';

/**
 * The scanner's check-in (issue 8): one action for both kinds of QR ticket a visitor may show,
 * an event registration's ticket and a queue ticket, found by the token the QR code carries.
 * The scanner is signed in (a staff member holds the phone), so the reply may name the event
 * ticket's holder; the outcome is a colour on screen: green checked in now, red already used
 * (with when and by whom), yellow refused (with why).
 */

export const CHECK_IN_OUTCOMES = ['checked_in', 'already_used', 'refused'] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/**
 * Why a ticket was refused:
 * - `unknown`: no ticket has that token (not ours, or its registration was cancelled and removed);
 * - `wrong_day`: the event is on another Moscow day, or the queue ticket is of another day;
 * - `cancelled`: the event was cancelled or deleted, or the queue ticket was cancelled;
 * - `not_confirmed`: the event is not confirmed (a draft or under review);
 * - `closed`: the queue ticket is already served or closed as a no-show.
 */
export const CHECK_IN_REFUSALS = ['unknown', 'wrong_day', 'cancelled', 'not_confirmed', 'closed'] as const;
export type CheckInRefusal = (typeof CHECK_IN_REFUSALS)[number];

const isoDateTime = z.iso.datetime({ offset: true });

export const checkInResult = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  /** Set when refused, null otherwise. */
  reason: z.enum(CHECK_IN_REFUSALS).nullable(),
  /** Which kind of ticket the token belongs to; null when unknown. */
  kind: z.enum(['event', 'queue']).nullable(),
  /** The event's title, or the queue service's name. */
  title: z.string().nullable(),
  /** The queue ticket's code (А-007); null for event tickets. */
  code: z.string().nullable(),
  /** The event ticket's holder, as the registrations list names them; null for queue tickets. */
  holder: z.string().nullable(),
  /** When the ticket is for: the event's start, or the queue ticket's issue time. */
  validAt: isoDateTime.nullable(),
  /** The check-in that used the ticket: now (checked_in) or earlier (already_used). */
  checkedInAt: isoDateTime.nullable(),
  /** Who checked it in (a staff member's full name). */
  checkedInBy: z.string().nullable(),
});
export type CheckInResult = z.output<typeof checkInResult>;

export const ticketCheckIn = defineAction({
  name: 'Tickets/CheckIn',
  permission: 'checkInTickets',
  kind: 'write',
  params: z.object({ token: z.uuid({ error: 'QR-код не похож на билет: в нём нет номера билета' }) }).strict(),
  result: checkInResult,
  summary:
    'Checks in the event or queue ticket of a scanned QR token once: checked_in (now), already_used (when and by whom), or refused (unknown, wrong_day, cancelled, not_confirmed, closed). The message is the sentence to show.',
});

export const ticketCheckInContracts = [ticketCheckIn] as const;
