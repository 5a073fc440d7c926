/**
 * @abitura/contracts: every action contract (name, access rule, params and result schemas), the
 * registry of them all and the field rules they share (DESIGN.md section 3). Named re-exports only.
 * Other entries: '@abitura/contracts/wire' (envelope, reply, error codes and catalogue),
 * '/vocabulary' (reference lists and business constants), '/validation' (the input rules both
 * sides apply), '/limits', '/csv' and '/moscowTime' (small helpers client and server share).
 */
export { defineAction } from './defineAction.js';
export type { AccessRule, AccountStatus, ActionContract, ActionDefinition, ActionKind, ActionMapOf } from './defineAction.js';
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
export {
  APPLICANT_SORTS,
  CLAIM_MINUTES,
  MAX_APPLICANT_EXPORT_ROWS,
  MAX_BULK_IDS,
  MAX_SAVED_FILTERS,
  achievement,
  achievementCode,
  applicantCategory,
  applicantFields,
  applicantFilter,
  applicantHistory,
  applicantListItem,
  applicantRecord,
  birthDate,
  bulkApplicants,
  bulkOperation,
  checkResults,
  claimApplicant,
  consent,
  consentStatus,
  contingentContracts,
  contingentOverview,
  createApplicant,
  deleteSavedFilter,
  duplicateCandidate,
  examResult,
  exportApplicants,
  findDuplicates,
  gender,
  getAbiturient,
  giaResult,
  grade,
  graduationYear,
  historyEntry,
  idNumber,
  industry,
  informationSource,
  intent,
  listApplicants,
  listCurators,
  listSavedFilters,
  mergeApplicants,
  preferentialFlag,
  preferentialFlags,
  processingStatus,
  profnavigationApplicants,
  profnavigationSummary,
  quickSearchHit,
  readiness,
  refusalReason,
  releaseApplicant,
  saveFilter,
  savedFilter,
  searchApplicants,
  statusFlag,
  statusFlags,
  surveyItem,
  surveyList,
  tag,
  tagsInput,
  targetItem,
  targetList,
  trackingStage,
  updateApplicant,
} from './contingent.js';
export type {
  ApplicantFilter,
  ApplicantListItem,
  ApplicantRecord,
  BulkOperation,
  PreferentialFlags,
  StatusFlags,
} from './contingent.js';
export {
  CALLBACK_ALLOWED_RESULTS,
  CALLBACK_REQUIRED_RESULTS,
  CALLBACK_STATUSES,
  callDirection,
  callPerson,
  callResultCode,
  callServiceContracts,
  callback,
  callbackStatus,
  cancelCallback,
  completeCallback,
  getInteractionsForPerson,
  getPersonList,
  listPersonCallbacks,
  moveCallback,
  openCallback,
  registerCall,
  talkTheme,
} from './callService.js';
export type {
  CallPerson,
  Callback,
  CallbackStatus,
  OpenCallback,
} from './callService.js';
export {
  CALENDAR_KINDS,
  MAX_CALENDAR_DAYS,
  MAX_CALENDAR_ENTRIES,
  calendarContracts,
  calendarEntry,
  calendarKind,
  listCalendar,
} from './calendar.js';
export type {
  CalendarEntry,
  CalendarKind,
} from './calendar.js';
export {
  CALL_ONLY_BY_CALL_FORM,
  INTERACTION_TYPE_NAMES,
  MAX_ACTION_DATA_CHARS,
  MAX_ACTION_DATA_DEPTH,
  actionData,
  application,
  competitionStatus,
  createInteraction,
  eventRegistration,
  getApplicationsByPerson,
  getBail,
  getInteractions,
  getPersonEvents,
  guaranteeLetter,
  interaction,
  interactionContracts,
  interactionType,
  letterStatus,
} from './interaction.js';
export type {
  Interaction,
} from './interaction.js';
export {
  declineLetter,
  getLetter,
  letterCard,
  letterContracts,
  letterListItem,
  listLetters,
  resendLetter,
} from './letters.js';
export type {
  LetterCard,
  LetterListItem,
} from './letters.js';
export {
  EVENT_SORTS,
  MAX_EVENT_CAPACITY,
  careerEvent,
  careerEventCard,
  careerEventContracts,
  changeEventStatus,
  createEvent,
  eventFormat,
  eventMove,
  eventRegistrant,
  eventStatus,
  getEvent,
  getEventRegistrations,
  getEventsList,
  markEventAttendance,
  registerForEvent,
  unregisterFromEvent,
  updateEvent,
} from './careerEvents.js';
export type {
  CareerEvent,
  CareerEventCard,
  EventRegistrant,
} from './careerEvents.js';
export {
  EMAIL_TEMPLATE_VARIABLES,
  emailAddress,
  emailTemplate,
  emailTemplateCode,
  emailTemplateContracts,
  getEmailTemplate,
  isWholeText,
  listEmailTemplates,
  previewEmailTemplate,
  saveEmailTemplate,
  templateActionType,
  templateBody,
  templateSubject,
  testSendEmailTemplate,
} from './emailTemplates.js';
export type {
  EmailTemplate,
  EmailTemplateVariable,
} from './emailTemplates.js';
export {
  actionTypeId,
  callInteractionContracts,
  createCallInteraction,
} from './callInteraction.js';
export {
  IGNORED_IMPORT_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_PART_LINES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_LINES,
  applicantImportContracts,
  fileSha256,
  importApplicants,
  importColumnOf,
  importHeaderProblems,
  importLineOutcome,
} from './applicantImport.js';
export type { ImportField, ImportLineOutcome } from './applicantImport.js';
export { issueOneTimePassword, oneTimePasswordContracts } from './oneTimePassword.js';
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
export { CALENDAR_FIELDS, CALENDAR_RULES, MAX_GROUPS_PAGE, MAX_PLACE_EDITS, admissionSeason, admissionSeasonContracts, admissionYear, competitiveGroup, copyPlaces, createGroupsFromPrograms, entranceTestType, funding, listGroups, listSeasons, places, saveSeason, seasonCalendarProblems, setGroupPlaces } from './admissionSeasons.js';
export type { AdmissionSeason, CalendarField, CompetitiveGroup } from './admissionSeasons.js';
export { APPLICATION_SORTS, MAX_EXPORT_CHUNK, TEST_OUTCOMES, admissionApplicationContracts, applicantApplications, applicantHit, applicationFilter, applicationItem, applicationMove, applicationState, averageMark, exportApplications, externalNumber, fileApplication, filingMethod, findApplicants, getApplication, listApplications, moveApplication, rejectionReason, reorderPriorities, testOutcome, updateApplication } from './admissionApplications.js';
export type { ApplicationItem } from './admissionApplications.js';
export { MOSRU_COLUMNS, MOSRU_LINE_REASONS, REQUIRED_MOSRU_FIELDS, admissionImportContracts, importMosru, mosruColumnOf, mosruHeaderProblems, mosruLineOutcome, mosruLineReason } from './admissionImport.js';
export type { MosruField, MosruLineOutcome } from './admissionImport.js';
export { assignToSession, autoAssignTests, deleteTestSession, entranceTestContracts, getTestSession, listExaminers, listTestCandidates, listTestSessions, recordTestResults, saveTestSession, sendTestLetters, testAssignment, testCandidate, testSession, unassignFromSession } from './entranceTests.js';
export type { TestAssignment, TestSession } from './entranceTests.js';
export { FINDING_FIXES, VALIDATION_SORTS, admissionCheck, admissionValidationContracts, checkSeverity, finding, validateSeason } from './admissionValidation.js';
export type { Finding } from './admissionValidation.js';
export { admissionRankingContracts, admissionSnapshot } from './admissionRanking.js';
