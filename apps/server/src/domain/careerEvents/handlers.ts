import type { careerEventContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { markEventAttendanceHandler } from './attendance.js';
import { changeEventStatusHandler, createEventHandler, updateEventHandler } from './eventEdits.js';
import { getEventHandler, getEventsListHandler } from './listEvents.js';
import { getEventRegistrationsHandler, registerForEventHandler, unregisterFromEventHandler } from './registrations.js';

/** Career events: the list and card, their approval workflow, registrations and attendance. */
export const careerEventHandlers: Handlers<typeof careerEventContracts> = {
  'EventService/getEventsList': getEventsListHandler,
  'EventService/getEvent': getEventHandler,
  'EventService/createEvent': createEventHandler,
  'EventService/updateEvent': updateEventHandler,
  'EventService/changeStatus': changeEventStatusHandler,
  'EventService/register': registerForEventHandler,
  'EventService/unregister': unregisterFromEventHandler,
  'EventService/getRegistrations': getEventRegistrationsHandler,
  'EventService/markAttendance': markEventAttendanceHandler,
};
