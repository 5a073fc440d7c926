import { listCalendar } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { listCalendarHandler } from './listCalendar.js';

/** The interaction calendar. */
export function registerCalendarActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(listCalendar, listCalendarHandler);
}
