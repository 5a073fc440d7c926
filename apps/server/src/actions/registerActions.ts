import { contracts } from '@abitura/contracts';
import { accessManagementHandlers, oneTimePasswordHandlers } from '../domain/access/handlers.js';
import { admissionApplicationHandlers, admissionImportHandlers, admissionRankingHandlers, admissionSeasonHandlers } from '../domain/admission/handlers.js';
import { admissionValidationHandlers } from '../domain/admissionValidation/handlers.js';
import { applicantImportHandlers } from '../domain/applicantImport/handlers.js';
import { calendarHandlers } from '../domain/calendar/handlers.js';
import { callInteractionHandlers, callServiceHandlers } from '../domain/calls/handlers.js';
import { careerEventHandlers } from '../domain/careerEvents/handlers.js';
import { contingentHandlers } from '../domain/contingent/handlers.js';
import { emailTemplateHandlers } from '../domain/emailTemplates/handlers.js';
import { entranceTestHandlers } from '../domain/entranceTests/handlers.js';
import { eventHandlers } from '../domain/events/handlers.js';
import { interactionHandlers } from '../domain/interactions/handlers.js';
import { letterHandlers } from '../domain/letters/handlers.js';
import { organizationHandlers } from '../domain/organizations/handlers.js';
import { storedPhoneHandlers } from '../domain/phones/handlers.js';
import { programHandlers } from '../domain/programs/handlers.js';
import { queueHandlers } from '../domain/queue/handlers.js';
import { referenceHandlers } from '../domain/reference/handlers.js';
import { searchHandlers } from '../domain/search/handlers.js';
import { userHandlers } from '../domain/session/handlers.js';
import { ticketCheckInHandlers } from '../domain/ticketCheckIn/handlers.js';
import type { Handlers } from './handlerTypes.js';
import { ActionRegistry } from './registry.js';

/**
 * Every action's handler, by name: each domain's object is typed from its own contracts array,
 * and this one from the whole registry, so a contract left without a handler fails tsc.
 */
const handlers: Handlers<typeof contracts> = {
  ...userHandlers,
  ...accessManagementHandlers,
  ...oneTimePasswordHandlers,
  ...eventHandlers,
  ...referenceHandlers,
  ...organizationHandlers,
  ...programHandlers,
  ...contingentHandlers,
  ...applicantImportHandlers,
  ...interactionHandlers,
  ...callServiceHandlers,
  ...calendarHandlers,
  ...letterHandlers,
  ...emailTemplateHandlers,
  ...callInteractionHandlers,
  ...careerEventHandlers,
  ...queueHandlers,
  ...ticketCheckInHandlers,
  ...searchHandlers,
  ...storedPhoneHandlers,
  ...admissionSeasonHandlers,
  ...admissionApplicationHandlers,
  ...admissionImportHandlers,
  ...entranceTestHandlers,
  ...admissionValidationHandlers,
  ...admissionRankingHandlers,
};

/** The registry of every contract with its handler. */
export function registerActions(registry = new ActionRegistry()): ActionRegistry {
  return registry.registerAll(contracts, handlers);
}
