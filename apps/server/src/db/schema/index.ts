export { users, permissions, roles, privilegeGroups, rolePermissions, groupPermissions, userRoles, userGroups } from './access.js';
export { sessions, passwordResets } from './sessions.js';
export { signInAttempts } from './signInAttempts.js';
export { auditLog, idempotentReplies, mailOutbox } from './operations.js';
export {
  referenceItems,
  organizations,
  organizationBuildings,
  organizationResponsibles,
  specialities,
  educationPrograms,
  organizationVacancies,
  organizationInteractions,
} from './registry.js';
export {
  abiturients,
  abiturientInteractions,
  abiturientHistory,
  guaranteeLetters,
  careerEvents,
  eventRegistrations,
  savedFilters,
} from './contingent.js';
export { admissionSeasons, competitiveGroups, abiturientApplications, entranceTestSessions, entranceTestAssignments } from './admission.js';
export { nameVocabulary } from './nameVocabulary.js';
export { callbacks } from './callbacks.js';
export { emailTemplates } from './emailTemplates.js';
export { queueServices, queueDesks, queueDeskServices, queueDevices, queueCounters, queueTickets, queueTicketEvents, queueDeskSignIns } from './queue.js';
export type { WeekHours } from './queue.js';
