import type { calendarContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { listCalendarHandler } from './listCalendar.js';

/** The interaction calendar. */
export const calendarHandlers: Handlers<typeof calendarContracts> = {
  'Calendar/List': listCalendarHandler,
};
