import type { ticketCheckIn } from '@abitura/contracts';
import { fail } from '../../actions/actionFailure.js';
import type { Handler } from '../../actions/handlerTypes.js';
import { refused } from './checkInReply.js';
import { checkInEventTicket, lockedRegistration } from './eventCheckIn.js';
import { checkInQueueTicket, lockedQueueTicket } from './queueCheckIn.js';

const UNKNOWN_TICKET = 'Билет не найден: QR-код не от этой системы, или регистрацию по нему отменили. Попросите посетителя показать другой билет.';

/**
 * Tickets/CheckIn, the scanner at the door: the token of a QR code is an event registration's
 * ticket or a queue ticket (both random UUIDs). Every outcome the person at the door acts on
 * (used now, used before, refused and why) is a successful reply, so the scanner shows it as it
 * is; only a malformed token or a caller without checkInTickets is an error.
 */
export const ticketCheckInHandler: Handler<typeof ticketCheckIn> = async ({ token }, ctx) => {
  const user = ctx.caller.user ?? fail('ACCESS_DENIED');
  const caller = { id: user.id, fullName: user.fullName };
  const registrationId = await lockedRegistration(ctx, token);
  if (registrationId !== undefined) return checkInEventTicket(ctx, registrationId, caller);
  const ticketId = await lockedQueueTicket(ctx, token);
  if (ticketId !== undefined) return checkInQueueTicket(ctx, ticketId, caller);
  return refused(ctx, 'unknown', null, UNKNOWN_TICKET);
};
