/**
 * The applicant form's values (the insert page and the profile's edit mode share them): one key
 * per field of the contracts' `applicantFields`, so the server's issues (`data.phones.1`) land on
 * the field they name, each held the way its input edits it (text for numbers still being typed,
 * rows for achievements and results, a local date-time for the consent).
 */
import type { ApplicantRecord, PreferentialFlags, StatusFlags } from '@abitura/contracts';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS } from '@abitura/contracts/vocabulary';

/** A record the form names by id and shows by name (the school, the curator). */
export interface NamedRef {
  id: number;
  name: string;
}

export interface AchievementRow {
  /** '' until one is chosen. */
  code: string;
  /** The achievement's points, set when it is chosen. */
  points: number;
  note: string;
}

export interface ExamRow {
  subject: string;
  score: string;
  /** '' for not given. */
  year: string;
}

export interface GiaRow {
  subject: string;
  mark: string;
  /** '' for not given. */
  score: string;
}

/** A contingent check by name; the value is kept as stored (1, true, 0, false or null) until changed. */
export interface CheckRow {
  name: string;
  value: boolean | number | null;
}

export interface ConsentValues {
  /** '' for no consent recorded. */
  status: '' | 'accepted' | 'not_accepted';
  /** 'YYYY-MM-DDTHH:mm' in local time, or '' until both parts are in. */
  at: string;
  by: 'applicant' | 'representative';
  representative: string;
}

export interface ApplicantValues {
  last_name: string;
  first_name: string;
  middle_name: string;
  /** 'YYYY-MM-DD', or '' while empty or not a valid date. */
  birth_date: string;
  gender: string;
  /** '+7XXXXXXXXXX' each, '' for a slot not (fully) typed; at least one slot. */
  phones: string[];
  email: string;
  /** The digits typed so far. */
  id_number: string;
  school_id: NamedRef | null;
  grade: string;
  /** The two digits as typed. */
  graduation_year: string;
  okrug: string;
  district: string;
  metro_station_1: string;
  metro_station_2: string;
  metro_station_3: string;
  category: string;
  flags: StatusFlags;
  tags: string[];
  achievements: AchievementRow[];
  exams: ExamRow[];
  gia: GiaRow[];
  preferential: PreferentialFlags;
  check_results: CheckRow[];
  readiness: string;
  tracking_stage: string;
  refusal_reasons: string[];
  consent: ConsentValues;
  information_source: string;
  intents: string[];
  industries: string[];
  curator_id: NamedRef | null;
}

/** The form's fields in the order the page shows them, for moving the focus to the first problem. */
export const APPLICANT_FIELDS = [
  'last_name',
  'first_name',
  'middle_name',
  'birth_date',
  'gender',
  'phones',
  'email',
  'id_number',
  'school_id',
  'grade',
  'graduation_year',
  'okrug',
  'district',
  'metro_station_1',
  'metro_station_2',
  'metro_station_3',
  'category',
  'flags',
  'tags',
  'preferential',
  'achievements',
  'exams',
  'gia',
  'check_results',
  'readiness',
  'tracking_stage',
  'refusal_reasons',
  'consent',
  'information_source',
  'intents',
  'industries',
  'curator_id',
] as const satisfies readonly (keyof ApplicantValues)[];

function allFalse<K extends string>(keys: readonly { value: K }[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((entry) => [entry.value, false])) as Record<K, boolean>;
}

export const EMPTY_CONSENT: ConsentValues = { status: '', at: '', by: 'applicant', representative: '' };

export function emptyApplicant(): ApplicantValues {
  return {
    last_name: '',
    first_name: '',
    middle_name: '',
    birth_date: '',
    gender: '',
    phones: [''],
    email: '',
    id_number: '',
    school_id: null,
    grade: '',
    graduation_year: '',
    okrug: '',
    district: '',
    metro_station_1: '',
    metro_station_2: '',
    metro_station_3: '',
    category: '',
    flags: allFalse(STATUS_FLAGS),
    tags: [],
    achievements: [],
    exams: [],
    gia: [],
    preferential: allFalse(PREFERENTIAL_FLAGS),
    check_results: [],
    readiness: '',
    tracking_stage: '',
    refusal_reasons: [],
    consent: EMPTY_CONSENT,
    information_source: '',
    intents: [],
    industries: [],
    curator_id: null,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** An instant as the date-time picker holds it: 'YYYY-MM-DDTHH:mm' in local time ('' when unreadable). */
export function instantToLocal(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** A stored record as the edit form starts from it. */
export function valuesFromRecord(record: ApplicantRecord): ApplicantValues {
  return {
    last_name: record.last_name,
    first_name: record.first_name,
    middle_name: record.middle_name ?? '',
    birth_date: record.birth_date ?? '',
    gender: record.gender ?? '',
    phones: record.phones.length > 0 ? [...record.phones] : [''],
    email: record.email ?? '',
    id_number: record.id_number ?? '',
    school_id: record.school,
    grade: record.grade ?? '',
    graduation_year: record.graduation_year === null ? '' : String(record.graduation_year),
    okrug: record.okrug ?? '',
    district: record.district ?? '',
    metro_station_1: record.metro_station_1 ?? '',
    metro_station_2: record.metro_station_2 ?? '',
    metro_station_3: record.metro_station_3 ?? '',
    category: record.category ?? '',
    flags: { ...emptyApplicant().flags, ...record.flags },
    tags: [...record.tags],
    achievements: record.achievements.map((entry) => ({ code: entry.code, points: entry.points, note: entry.note ?? '' })),
    exams: record.exams.map((entry) => ({ subject: entry.subject, score: String(entry.score), year: entry.year === undefined ? '' : String(entry.year) })),
    gia: record.gia.map((entry) => ({ subject: entry.subject, mark: String(entry.mark), score: entry.score === undefined ? '' : String(entry.score) })),
    preferential: { ...emptyApplicant().preferential, ...record.preferential },
    check_results: Object.entries(record.check_results).map(([name, value]) => ({ name, value })),
    readiness: record.readiness ?? '',
    tracking_stage: record.tracking_stage ?? '',
    refusal_reasons: [...record.refusal_reasons],
    consent: record.consent
      ? { status: record.consent.status, at: instantToLocal(record.consent.at), by: record.consent.by, representative: record.consent.representative ?? '' }
      : EMPTY_CONSENT,
    information_source: record.information_source ?? '',
    intents: [...record.intents],
    industries: [...record.industries],
    curator_id: record.curator,
  };
}
