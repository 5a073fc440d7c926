// How often each value of an applicant's fields occurs in the bench's data: a campaign in full
// swing, most applicants ninth-graders from Moscow, about half not yet reached by a call. Every
// value of the vocabulary the working list filters on has a weight here; `weightsFor` refuses a
// vocabulary the table does not cover, so a new value cannot silently never occur.

/** Applicant categories (APPLICANT_CATEGORIES). */
export const CATEGORY_WEIGHTS = {
  moscow_9_25: 34,
  moscow_9_24: 10,
  moscow_9_before24: 4,
  region_9: 8,
  moscow_11: 28,
  region_11: 8,
  other: 8,
};

/** Processing status (PROCESSING_STATUSES). */
export const PROCESSING_WEIGHTS = {
  not_processed: 42,
  in_progress: 25,
  work_end: 10,
  work_done: 17,
  process_not_need: 6,
};

/** Readiness (READINESS_CATEGORIES); null: not asked yet. */
export const READINESS_WEIGHTS = {
  null: 30,
  ready: 12,
  interested: 25,
  doubting: 13,
  undecided: 12,
  refused: 8,
};

/** Tracking stage (TRACKING_STAGES); null: no stage yet. */
export const TRACKING_WEIGHTS = {
  null: 55,
  documents_submitted: 10,
  sent_to_guidance: 8,
  sent_to_college: 8,
  not_considering: 5,
  plans_to_apply: 10,
  guarantee_letter: 4,
};

/** What the applicant intends (INTENTS): the first intent named. */
export const INTENT_WEIGHTS = {
  college_after_9: 35,
  college_after_11: 20,
  vocational_training: 4,
  school_10: 10,
  university: 8,
  second_spo: 1,
  part_time: 2,
  transfer: 1,
  reinstate: 0.5,
  additional_education: 4,
  employment: 3,
  military_service: 1,
  undecided: 10,
  other: 0.5,
};

/** Chance of each status flag (STATUS_FLAGS) being set. */
export const FLAG_CHANCES = {
  has_questionnaire: 0.15,
  inactive: 0.05,
  notanswer: 0.12,
  recall: 0.1,
  rejectmoscow: 0.02,
  rejectfull: 0.02,
  rejectcolleges: 0.03,
  rejectperson: 0.04,
  rejectorganization: 0.01,
  organizationnotmoscow: 0.01,
  fullreject: 0.02,
  active_24: 0.25,
  active_25: 0.45,
};

/** Chance of each tag (TAGS). */
export const TAG_CHANCES = {
  priority_ca_1: 0.1,
  priority_ca_2: 0.15,
  prkom2024: 0.2,
  passing2oge: 0.05,
  cbb_not_actions: 0.08,
};

/** Chance of each preferential flag (PREFERENTIAL_FLAGS). */
export const PREFERENTIAL_CHANCES = {
  hasAchievements: 0.12,
  hasExams: 0.08,
  hasGia: 0.3,
  hasPlusBenefit: 0.05,
  hasPriority1: 0.2,
  hasVip: 0.01,
};

/** Other shares, as chances. */
export const SHARES = {
  female: 0.5,
  /** A patronymic left empty (foreign names, records typed in a hurry). */
  noPatronymic: 0.03,
  /** Of the 'other' category, those who live in Moscow. */
  otherInMoscow: 0.6,
  /** Moscow applicants with their school on record. */
  withSchool: 0.95,
  /** Moscow applicants with their own rayon on record (their school's). */
  withDistrict: 0.8,
  withMetro: 0.4,
  withPhone: 0.88,
  /** Of those with a phone, those with a second. */
  secondPhone: 0.15,
  withEmail: 0.55,
  withIdNumber: 0.45,
  consentAccepted: 0.18,
  consentNotAccepted: 0.04,
  consentByApplicant: 0.7,
  withSource: 0.6,
  withIntent: 0.85,
  secondIntent: 0.25,
  /** One, two or three industries of interest. */
  industries: [0.7, 0.35, 0.12],
  withCurator: 0.55,
};

/**
 * [value, weight] pairs in the vocabulary's order ('null' keys become SQL NULL), after checking
 * that the table and the vocabulary name the same values.
 * @param {Record<string, number>} table
 * @param {ReadonlyArray<{ value: string }>} vocabulary
 * @returns {Array<[string | null, number]>}
 */
export function weightsFor(table, vocabulary, name = 'weights') {
  const values = vocabulary.map((entry) => entry.value);
  const missing = values.filter((value) => !(value in table));
  const unknown = Object.keys(table).filter((key) => key !== 'null' && !values.includes(key));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`${name}: the vocabulary has ${missing.join(', ') || 'nothing'} without a weight, the table ${unknown.join(', ') || 'nothing'} the vocabulary lacks`);
  }
  return [...('null' in table ? [[null, table.null]] : []), ...values.map((value) => [value, table[value]])];
}
