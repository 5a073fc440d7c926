import type { ReferenceListName } from '@abitura/contracts';
import {
  APPLICANT_CATEGORIES,
  CALL_CENTER_EDUCATION_FORMS,
  CALL_RESULTS,
  CLASS_PROFILE_TYPES,
  COUNTRIES,
  DISTRICTS,
  EDUCATION_FORMS,
  EDUCATION_LEVELS,
  EMAIL_TEMPLATE_CALL_CENTER_DEFAULT,
  ENTRANCE_TEST_TYPES,
  EVENT_FORMATS,
  GRADE_OPTIONS,
  INDIVIDUAL_ACHIEVEMENTS,
  INDUSTRIES,
  INFORMATION_SOURCE_OPTIONS,
  INFORMATION_SOURCES,
  INTENTS,
  INTERACTION_TYPES,
  METRO_STATIONS,
  MOSCOW_RAYONS,
  MRSDS,
  OKRUGS,
  ORGANIZATION_KINDS,
  ORGANIZATION_TYPES,
  PROGRAMME_TYPES,
  READINESS_CATEGORIES,
  REGIONS,
  STUDY_FORMS,
  TALK_THEMES,
} from '@abitura/contracts/vocabulary';

/** An entry as the vocabulary gives it; its place in the list is its index. */
export interface SourceEntry {
  code: string;
  label: string;
  archived: boolean;
  data: Record<string, unknown>;
}

/**
 * The vocabulary entries under their code and label fields; every other field goes to `data`.
 * Codes are strings (numbers as their digits) because that is what records and URLs carry.
 */
function entries<Entry extends object, CodeKey extends keyof Entry, LabelKey extends keyof Entry>(
  list: readonly Entry[],
  codeKey: CodeKey,
  labelKey: LabelKey,
  archivedIf: (entry: Entry) => boolean = () => false,
): SourceEntry[] {
  return list.map((entry) => {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) if (key !== codeKey && key !== labelKey) data[key] = value;
    return { code: String(entry[codeKey]), label: String(entry[labelKey]), archived: archivedIf(entry), data };
  });
}

const byValue = <Entry extends { value: string | number; label: string }>(list: readonly Entry[]) => entries(list, 'value', 'label');
const byCode = <Entry extends { code: string; label: string }>(list: readonly Entry[]) => entries(list, 'code', 'label');

/**
 * Where every reference list of SPEC section 3 comes from. The SDK vocabulary is the source of
 * truth for the fixed lists; for the editable ones it only supplies the first edition.
 */
export const REFERENCE_SOURCES: Record<ReferenceListName, readonly SourceEntry[]> = {
  okrugs: byCode(OKRUGS),
  districts: byCode(DISTRICTS),
  rayons: byValue(MOSCOW_RAYONS),
  mrsd: byValue(MRSDS),
  countries: byCode(COUNTRIES),
  regions: byCode(REGIONS),
  educationForms: entries(EDUCATION_FORMS, 'id', 'label'),
  educationLevels: byValue(EDUCATION_LEVELS),
  studyForms: byValue(STUDY_FORMS),
  programmeTypes: byValue(PROGRAMME_TYPES),
  gradeOptions: byValue(GRADE_OPTIONS),
  classProfiles: byValue(CLASS_PROFILE_TYPES),
  organizationTypes: byValue(ORGANIZATION_TYPES),
  organizationKinds: byValue(ORGANIZATION_KINDS),
  entranceTests: entries(ENTRANCE_TEST_TYPES, 'id', 'label'),
  achievements: byValue(INDIVIDUAL_ACHIEVEMENTS),
  industries: byValue(INDUSTRIES),
  readiness: byValue(READINESS_CATEGORIES),
  applicantCategories: byValue(APPLICANT_CATEGORIES),
  // An archived interaction type still names old feed entries but leaves the pickers.
  interactionTypes: entries(INTERACTION_TYPES, 'type', 'name', (entry) => (entry.status as string) === 'archived'),
  talkStatuses: byValue(CALL_RESULTS),
  callCenterEducationForms: byValue(CALL_CENTER_EDUCATION_FORMS),
  informationSourceOptions: byValue(INFORMATION_SOURCE_OPTIONS),
  formTemplates: [{ code: EMAIL_TEMPLATE_CALL_CENTER_DEFAULT.name, label: 'Письмо колл-центра по умолчанию', archived: false, data: { actionType: EMAIL_TEMPLATE_CALL_CENTER_DEFAULT.actionType } }],
  metroStations: byValue(METRO_STATIONS),
  intents: byValue(INTENTS),
  talkThemes: byValue(TALK_THEMES),
  informationSources: byValue(INFORMATION_SOURCES),
  eventFormats: byValue(EVENT_FORMATS),
};

/**
 * Labels the vocabulary once shipped for entries of the editable lists. A row still holding one
 * was never renamed by an administrator, so at start it takes the vocabulary's label and data
 * again (upsertReferenceData): the themes that named one campaign year now name none, and the
 * season their `data.season` binds them to is added by whoever reads them.
 */
export const FORMER_LABELS: readonly { list: ReferenceListName; code: string; label: string }[] = [
  { list: 'talkThemes', code: 'prkom24', label: 'Приёмная кампания 2024' },
  { list: 'talkThemes', code: 'MSH2025Survey', label: 'Анкетирование МЭШ 2025' },
];
