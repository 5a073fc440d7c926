import {
  changeEventStatus,
  createEvent,
  getEvent,
  getEventRegistrations,
  getEventsList,
  markEventAttendance,
  registerForEvent,
  unregisterFromEvent,
  updateEvent,
} from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { markEventAttendanceHandler } from './attendance.js';
import { changeEventStatusHandler, createEventHandler, updateEventHandler } from './eventEdits.js';
import { getEventHandler, getEventsListHandler } from './listEvents.js';
import { getEventRegistrationsHandler, registerForEventHandler, unregisterFromEventHandler } from './registrations.js';

/** Career events: the list and card, their approval workflow, registrations and attendance. */
export function registerEventActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(getEventsList, getEventsListHandler)
    .register(getEvent, getEventHandler)
    .register(createEvent, createEventHandler)
    .register(updateEvent, updateEventHandler)
    .register(changeEventStatus, changeEventStatusHandler)
    .register(registerForEvent, registerForEventHandler)
    .register(unregisterFromEvent, unregisterFromEventHandler)
    .register(getEventRegistrations, getEventRegistrationsHandler)
    .register(markEventAttendance, markEventAttendanceHandler);
}
