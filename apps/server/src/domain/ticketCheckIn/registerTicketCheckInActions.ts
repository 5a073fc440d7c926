import { ticketCheckIn } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { ticketCheckInHandler } from './checkInHandler.js';

/** The scanner's check-in of event and queue tickets (issue 8). */
export function registerTicketCheckInActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(ticketCheckIn, ticketCheckInHandler);
}
