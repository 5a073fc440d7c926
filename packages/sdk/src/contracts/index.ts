export { defineAction } from './defineAction.js';
export type { AccessRule, AccountStatus, ActionContract, ActionDefinition, ActionMapOf } from './defineAction.js';
export { accessRuleProblem, assertAccessRule, isAccessRule } from './accessRule.js';
export { contracts, findContract } from './registry.js';
export type { ActionMap, ActionName, RegisteredContract } from './registry.js';
export {
  MAX_ENTITY_ID,
  PHONE_PROBLEM_MESSAGES,
  accessToken,
  currentPassword,
  entityId,
  loginName,
  newPassword,
  noParams,
  optionalPhone,
  permissionName,
  phoneNumber,
  resetToken,
  trimmedString,
} from './fields.js';
export { ability, abilityRule, accountStatus, sessionPayload, sessionUser } from './session.js';
export type { Ability, AbilityRule, SessionPayload, SessionUser } from './session.js';
export { permissionEntry, permissionKind, permissionNode, privilegeGroup, role, userDetail } from './access.js';
export type { PermissionEntry, PermissionNode, PrivilegeGroup, Role, UserDetail } from './access.js';
export {
  accountLogin,
  accountLogout,
  allExistingFunctions,
  checkAccess,
  checkToken,
  editPassword,
  forgotPassword,
  getAllPrivilegeGroups,
  getInfoAboutUserByID,
  readPermissions,
  readRoles,
  resetPassword,
  userContracts,
} from './user.js';
export {
  MAX_ASSIGNMENTS,
  MAX_PAGE,
  MAX_PERMISSIONS,
  MAX_PERMISSION_HOLDERS,
  MOSCOW_OFFSET,
  PAGE_SIZES,
  accessManagementContracts,
  accessOverview,
  auditItem,
  boundEnd,
  boundStart,
  createPrivilegeGroup,
  createRole,
  createUser,
  deletePrivilegeGroup,
  deleteRole,
  listAudit,
  listUserSessions,
  listUsers,
  newLogin,
  optionalEmail,
  permissionGrantor,
  permissionHolder,
  permissionHolders,
  revokeUserSessions,
  sessionItem,
  setUserGroups,
  setUserRoles,
  setUserStatus,
  settableStatus,
  updatePrivilegeGroup,
  updateRole,
  userListItem,
} from './accessManagement.js';
export type { AuditItem, PermissionGrantor, PermissionHolder, SessionItem, UserListItem } from './accessManagement.js';
export { MAX_TOPICS_PER_CALL, eventContracts, eventTopic, eventsSubscribe, eventsUnsubscribe } from './events.js';
export { PERMISSIONS, PERMISSION_KEYS } from './permissions.js';
export type { PermissionDef, PermissionKey } from './permissions.js';
export { direction, page, pageOf, pageSize } from './paging.js';
export {
  EDITABLE_REFERENCE_LISTS,
  LIST_CODE_META,
  LOOKUP_LISTS,
  MAX_ORGANIZATION_OPTIONS,
  MAX_PROGRAM_OPTIONS,
  MAX_VACANCIES,
  REFERENCE_LISTS,
  building,
  categoryLookup,
  createReferenceItem,
  districtsLookup,
  editableListName,
  eventsFormatLookup,
  flag,
  formTemplatesLookup,
  industryLookup,
  intentsLookup,
  interactionLookup,
  listCode,
  organizationOption,
  programOption,
  referenceCatalogue,
  referenceCode,
  referenceContracts,
  referenceGetAllProgram,
  referenceItem,
  referenceList,
  referenceListName,
  referenceOrganization,
  referenceOrganizationBuilds,
  referenceVacancy,
  talkStatusLookup,
  talkThemeLookup,
  updateReferenceItem,
  vacancy,
} from './reference.js';
export type { Building, EditableListName, OrganizationOption, ProgramOption, ReferenceItem, ReferenceListName, Vacancy } from './reference.js';
export {
  MAX_EXPORT_ROWS,
  MAX_ORGANIZATION_INTERACTIONS,
  ORGANIZATION_INTERACTION_TYPES,
  RESPONSIBLES_GLOBAL,
  RESPONSIBLES_PER_ORGANIZATION,
  createBuild,
  createOrganization,
  createResponsibles,
  deleteResponsibles,
  exportOrganizations,
  getOrganization,
  getVacancy,
  listOrganizations,
  organizationCard,
  organizationContracts,
  organizationInteraction,
  organizationInteractionCreate,
  organizationInteractionsGet,
  organizationListItem,
  organizationStudent,
  organizationStudents,
  organizationType,
  readResponsibles,
  responsible,
  updateBuild,
  updateOrganization,
  updateResponsibles,
} from './organization.js';
export type {
  OrganizationCard,
  OrganizationInteraction,
  OrganizationListItem,
  OrganizationStudent,
  OrganizationTypeName,
  Responsible,
} from './organization.js';
export {
  entranceTest,
  getSpeciality,
  listPrograms,
  listSpecialities,
  profnavigationPrograms,
  programContracts,
  programListItem,
  specialityCode,
  specialityListItem,
} from './programs.js';
export type { ProgramListItem, SpecialityListItem } from './programs.js';
export * from './contingent.js';
export * from './applicantImport.js';
export * from './oneTimePassword.js';
export * from './callService.js';
export * from './calendar.js';
export * from './interaction.js';
export * from './letters.js';
export * from './careerEvents.js';
export * from './emailTemplates.js';
export * from './callInteraction.js';
export {
  DEVICE_KINDS,
  archiveQueueService,
  boardGet,
  boardView,
  dayHours,
  deskChoice,
  deskView,
  deviceKind,
  issueQueueDevice,
  kioskIssueTicket,
  kioskServices,
  listQueueDesks,
  listQueueDevices,
  listQueueServices,
  publicTicket,
  queueCallNext,
  queueCancel,
  queueContracts,
  queueDesk,
  queueDeskDirectory,
  queueDevice,
  queueFinish,
  queueLive,
  queueMyDesk,
  queueNoShow,
  queueRecall,
  queueService,
  queueStart,
  queueStats,
  queueToday,
  queueTransfer,
  revokeQueueDevice,
  saveQueueDesk,
  saveQueueService,
  serviceChoice,
  servicePrefix,
  staffTicket,
  statsRow,
  ticketCancel,
  ticketGet,
  ticketState,
  todayService,
  weekHours,
} from './queue.js';
export {
  CHECK_IN_OUTCOMES,
  CHECK_IN_REFUSALS,
  checkInResult,
  ticketCheckIn,
  ticketCheckInContracts,
} from './ticketCheckIn.js';
export type { CheckInOutcome, CheckInRefusal, CheckInResult } from './ticketCheckIn.js';
export { GLOBAL_SEARCH_LIMIT, globalOrganizationHit, globalSearch, globalUserHit, searchContracts } from './search.js';
export type { GlobalSearchResult } from './search.js';
export { STORED_PHONES_LISTED, checkStoredPhones, phoneHolderKind, storedPhoneContracts, storedPhonesCheck, unreadablePhone } from './storedPhones.js';
export type { PhoneHolderKind, StoredPhonesCheck, UnreadablePhone } from './storedPhones.js';
