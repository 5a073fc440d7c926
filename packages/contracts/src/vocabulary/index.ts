/**
 * The domain vocabulary: typed constants with Russian labels, and the small readers that
 * interpret the server's loose encodings of them (tags, confirmations, legacy statuses).
 */
export type { Option, ChipColor, SeverityColor, CodeEntry } from './types.js';
export { labelOf } from './labelOf.js';
export type { LabelledEntry } from './labelOf.js';
export { valuesOf } from './valuesOf.js';
export { DISTRICTS, OUTSIDE_MOSCOW, OKRUGS } from './okrugs.js';
export type { DistrictEntry, DistrictCode, OkrugCode } from './okrugs.js';
export { RAYONS_BY_OKRUG, MOSCOW_RAYONS } from './moscowRayons.js';
export type { RayonName, RayonEntry } from './moscowRayons.js';
export { MRSDS } from './mrsd.js';
export type { MrsdNumber } from './mrsd.js';
export { METRO_LINES, METRO_STATIONS } from './metroStations.js';
export type { MetroLine, MetroStation, MetroStationEntry } from './metroStations.js';
export { COUNTRIES } from './countries.js';
export type { CountryCode } from './countries.js';
export { REGIONS, MOSCOW_REGION_CODE, MOSCOW_OBLAST_REGION_CODE } from './regions.js';
export type { RegionCode } from './regions.js';
export {
  STUDY_FORMS,
  CALL_CENTER_EDUCATION_FORMS,
  EDUCATION_BASES,
  EDUCATION_FORMS,
  EDUCATION_LEVELS,
  PROGRAMME_TYPES,
  GRADE_OPTIONS,
} from './education.js';
export type {
  StudyForm,
  CallCenterEducationForm,
  EducationBase,
  EducationFormId,
  EducationLevel,
  ProgrammeType,
  GradeOption,
} from './education.js';
export { CLASS_PROFILE_TYPES } from './classProfiles.js';
export type { ClassProfileType } from './classProfiles.js';
export {
  ORGANIZATION_KINDS,
  ORGANIZATION_TYPES,
  UNKNOWN_ORGANIZATION,
  NO_DATA_LABEL,
} from './organizations.js';
export type { OrganizationKind, OrganizationType } from './organizations.js';
export { DEFAULT_PASS_POINTS, ENTRANCE_TEST_TYPES, ENTRANCE_TEST_TYPE_IDS, MAX_TEST_POINTS, entranceTestScoring, isEntranceTestTypeId } from './entranceTests.js';
export type { EntranceTestTypeId, EntranceTestKind, EntranceTestScoring } from './entranceTests.js';
export {
  APPLICATION_MOVES,
  APPLICATION_MOVE_LABELS,
  APPLICATION_REJECTION_REASONS,
  APPLICATION_STATES,
  FILING_METHODS,
  FUNDING_KINDS,
  LIVE_APPLICATION_STATES,
  allowedApplicationMoves,
  applicationMoveSources,
  applicationStateLabel,
  nextApplicationState,
} from './applicationTransitions.js';
export type { ApplicationMove, ApplicationRejectionReason, ApplicationState, ApplicationStep, FilingMethod, FundingKind } from './applicationTransitions.js';
export { ADMISSION_CHECKS, ADMISSION_CHECK_CODES, CHECK_SEVERITY_COLORS, admissionCheckSeverity } from './admissionChecks.js';
export type { AdmissionCheck, AdmissionCheckSeverity } from './admissionChecks.js';
export { INDIVIDUAL_ACHIEVEMENTS, ACHIEVEMENT_POINTS } from './achievements.js';
export type { AchievementCode } from './achievements.js';
export { INTENTS } from './intents.js';
export type { Intent } from './intents.js';
export { INDUSTRIES } from './industries.js';
export type { Industry } from './industries.js';
export { READINESS_CATEGORIES } from './readiness.js';
export type { ReadinessCategory } from './readiness.js';
export { CALL_INTERACTION_TYPES, HAND_RECORDED_TYPES, INTERACTION_TYPES, SYSTEM_INTERACTION_TYPES, isCallInteractionType, isSystemInteractionType } from './interactionTypes.js';
export type {
  InteractionCategory,
  InteractionStatus,
  InteractionTypeEntry,
  InteractionType,
} from './interactionTypes.js';
export { TALK_THEMES } from './talkThemes.js';
export { MAIL_REPLY_KINDS, mailReplyKind } from './mailReplies.js';
export type { MailReplyKind } from './mailReplies.js';
export { isAdmissionRunning, schoolYearEnd, seasonAt, seasonBindingOf, seasonNameRu, seasonOf, seasonRelation, seasonYears, seasonalLabelRu } from './seasons.js';
export type { Season, SeasonBinding, SeasonBound, SeasonKind, SeasonRelation } from './seasons.js';
export type { TalkTheme } from './talkThemes.js';
export { EVENT_FORMATS, EVENT_STATUSES } from './events.js';
export type { EventFormat, EventStatus } from './events.js';
export { APPLICANT_CATEGORIES } from './applicantCategories.js';
export type { ApplicantCategory } from './applicantCategories.js';
export { TARGET_PRIORITY_REASONS, targetPriorityReason } from './targetPriority.js';
export type { TargetPriorityReason } from './targetPriority.js';
export { INFORMATION_SOURCES, INFORMATION_SOURCE_OPTIONS } from './informationSources.js';
export type { InformationSource, InformationSourceOption } from './informationSources.js';
export { EMAIL_TEMPLATE_CALL_CENTER_DEFAULT } from './emailTemplates.js';
export type { EmailTemplate } from './emailTemplates.js';
export {
  PROCESSING_EVENTS,
  WORKEND_RESULTS,
  allowedProcessingEvents,
  isFinalProcessingStatus,
  nextProcessingStatus,
} from './processingTransitions.js';
export type { ProcessingEvent, ProcessingMove, WorkendResult } from './processingTransitions.js';
export { EVENT_MOVES, allowedEventMoves, eventStatusLabel, eventTakesRegistrations, isEditableEventStatus, nextEventStatus } from './eventTransitions.js';
export type { EventMove, EventStatusMove } from './eventTransitions.js';
export { LETTER_EVENTS, allowedLetterEvents, letterEventSources, nextLetterStatus } from './letterTransitions.js';
export type { LetterEvent, LetterMove } from './letterTransitions.js';
export {
  LETTER_STATUSES,
  PROCESSING_STATUSES,
  CALL_RESULTS,
  COMPETITION_STATUSES,
  CONSENT_STATUSES,
  REFUSAL_REASONS,
  TRACKING_STAGES,
} from './statuses.js';
export type {
  LetterStatus,
  ProcessingStatus,
  CallResultCode,
  CallResultKey,
  CompetitionStatus,
  ConsentStatus,
  RefusalReason,
  TrackingStage,
} from './statuses.js';
export { USER_STATUSES, normalizeUserStatus } from './userStatuses.js';
export type { UserStatus } from './userStatuses.js';
export { STATUS_FLAGS, PREFERENTIAL_FLAGS, GENDERS, isConfirmed } from './abiturientFlags.js';
export type { StatusFlag, PreferentialFlag, Gender } from './abiturientFlags.js';
export { TAGS, isTag, parseTags } from './tags.js';
export type { Tag } from './tags.js';
export {
  MIN_GRADUATION_YEAR,
  MAX_GRADUATION_YEAR,
  INVALID_GRADUATION_YEAR_MESSAGE,
  DEFAULT_BASE_YEAR,
  YEARS_BACK,
  YEARS_FORWARD,
  isGraduationYear,
  graduationYearOption,
  buildYearOptions,
} from './yearOptions.js';
export type { YearOption } from './yearOptions.js';
export {
  TABLE_PAGE_SIZES,
  LOADING_BAR,
  THEME_MODES,
  THEME,
  DATE_FORMATS,
  FONT_LOADING_TIMEOUT_MS,
  RESPONSIBLES_PAGE_SIZE,
  RESPONSIBLES_GLOBAL_LIMIT,
  LOCALES,
  FALLBACK_LOCALE,
  RTL_LOCALES,
  isLocale,
} from './limits.js';
export type { TablePageSize, ThemeMode, Locale } from './limits.js';
export { TICKET_EVENT_KINDS, TICKET_MOVES, TICKET_MOVE_EVENT, TICKET_STATES, allowedTicketMoves, nextTicketState, ticketMoveSources, ticketStateLabel } from './ticketTransitions.js';
export type { TicketEventKind, TicketMove, TicketState, TicketStep } from './ticketTransitions.js';
