import type { ticketCheckInContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { ticketCheckInHandler } from './checkInHandler.js';

/** The scanner's check-in of event and queue tickets (issue 8). */
export const ticketCheckInHandlers: Handlers<typeof ticketCheckInContracts> = {
  'Tickets/CheckIn': ticketCheckInHandler,
};
