/**
 * What the applicant form sends: the whole record for Abiturient/Create, only the changed fields
 * for Abiturient/Update, the entered fields for Abiturient/Merge, and the identifying ones for
 * Abiturient/FindDuplicates. Dates go as dd.mm.yyyy (the contracts' birth-date rule reads that
 * form), numbers as numbers, empty texts as null.
 */
import type { ActionParams } from '@abitura/sdk';
import { idNumberDigits, isEmail, normalizePhone, parseGraduationYear, toDisplayDate } from '@abitura/contracts/validation';
import { orNull } from '../../models/fieldChecks.js';
import { localToInstant } from '../../models/localDateTime.js';
import { checkBirthDate, checkIdNumber, checkName } from './applicantChecks.js';
import type { ApplicantValues } from './applicantValues.js';

export type ApplicantData = ActionParams<'Abiturient/Create'>['data'];
export type ApplicantChanges = ActionParams<'Abiturient/Update'>['data'];
export type DuplicateProbe = ActionParams<'Abiturient/FindDuplicates'>;

type Enum<T> = Exclude<T, null | undefined>;

const number = (text: string) => Number(text.trim().replace(',', '.'));
const chosen = <T extends string>(value: string): T | null => (value === '' ? null : (value as T));

/** The phones typed in full, normalized, without repeats. */
export function phonesOf(values: Pick<ApplicantValues, 'phones'>): string[] {
  return [...new Set(values.phones.map((phone) => (phone === '' ? null : normalizePhone(phone))).filter((phone): phone is string => phone !== null))];
}

/** The values as the contracts' `applicantFields` take them (checked values assumed). */
export function applicantPayload(values: ApplicantValues): ApplicantData {
  const consent = values.consent;
  const consentAt = consent.status === '' ? null : localToInstant(consent.at);
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    middle_name: orNull(values.middle_name),
    birth_date: values.birth_date === '' ? null : toDisplayDate(values.birth_date),
    gender: chosen<Enum<ApplicantData['gender']>>(values.gender),
    phones: phonesOf(values),
    email: orNull(values.email),
    id_number: values.id_number === '' ? null : idNumberDigits(values.id_number),
    school_id: values.school_id?.id ?? null,
    grade: chosen<Enum<ApplicantData['grade']>>(values.grade),
    graduation_year: values.graduation_year.trim() === '' ? null : Number(values.graduation_year.trim()),
    okrug: orNull(values.okrug),
    district: orNull(values.district),
    metro_station_1: orNull(values.metro_station_1),
    metro_station_2: orNull(values.metro_station_2),
    metro_station_3: orNull(values.metro_station_3),
    category: chosen<Enum<ApplicantData['category']>>(values.category),
    flags: { ...values.flags },
    tags: [...values.tags] as Enum<ApplicantData['tags']>,
    achievements: values.achievements.map((row) => ({ code: row.code as Enum<ApplicantData['achievements']>[number]['code'], points: row.points, note: orNull(row.note) })),
    exams: values.exams.map((row) => ({ subject: row.subject.trim(), score: number(row.score), ...(row.year.trim() === '' ? {} : { year: number(row.year) }) })),
    gia: values.gia.map((row) => ({ subject: row.subject.trim(), mark: number(row.mark), ...(row.score.trim() === '' ? {} : { score: number(row.score) }) })),
    preferential: { ...values.preferential },
    check_results: Object.fromEntries(values.check_results.map((row) => [row.name.trim(), row.value])),
    readiness: chosen<Enum<ApplicantData['readiness']>>(values.readiness),
    tracking_stage: chosen<Enum<ApplicantData['tracking_stage']>>(values.tracking_stage),
    refusal_reasons: [...values.refusal_reasons] as Enum<ApplicantData['refusal_reasons']>,
    consent:
      consent.status === '' || consentAt === null
        ? null
        : { status: consent.status, at: consentAt.toISOString(), by: consent.by, representative: consent.by === 'representative' ? orNull(consent.representative) : null },
    information_source: chosen<Enum<ApplicantData['information_source']>>(values.information_source),
    intents: [...values.intents] as Enum<ApplicantData['intents']>,
    industries: [...values.industries] as Enum<ApplicantData['industries']>,
    curator_id: values.curator_id?.id ?? null,
  };
}

/** The fields whose payload differs from the one the form started from; empty when nothing changed. */
export function changedData(initial: ApplicantValues, current: ApplicantValues): Partial<ApplicantData> {
  const before = applicantPayload(initial) as Record<string, unknown>;
  const after = applicantPayload(current) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(after).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field]))) as Partial<ApplicantData>;
}

function isEntered(value: unknown): boolean {
  if (value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/**
 * What a merge carries from the insert page: only what was entered (a merge fills the target's
 * empty fields and adds phones, tags and intents, so an untouched field must not travel as
 * "nothing"); of the flag objects only the flags that are set.
 */
export function mergeData(values: ApplicantValues): Partial<ApplicantData> {
  const payload = applicantPayload(values);
  const setOnly = (flags: Record<string, boolean | undefined>) => Object.fromEntries(Object.entries(flags).filter(([, on]) => on === true));
  const entered = { ...payload, flags: setOnly(payload.flags ?? {}), preferential: setOnly(payload.preferential ?? {}) } as Record<string, unknown>;
  return Object.fromEntries(Object.entries(entered).filter(([, value]) => isEntered(value))) as Partial<ApplicantData>;
}

/**
 * What identifies the person being entered, for the duplicate check: the name with the birth
 * date, the phones, the e-mail and the СНИЛС, each only once it is complete and valid; null while
 * none of them is.
 */
export function duplicateProbe(values: ApplicantValues, now: Date): DuplicateProbe | null {
  const named =
    checkName(values.last_name, true) === undefined &&
    checkName(values.first_name, true) === undefined &&
    values.birth_date !== '' &&
    checkBirthDate(values.birth_date, now) === undefined;
  const phones = phonesOf(values);
  const email = values.email.trim();
  const emailOk = email !== '' && isEmail(email);
  const idOk = values.id_number !== '' && checkIdNumber(values.id_number) === undefined;
  if (!named && phones.length === 0 && !emailOk && !idOk) return null;
  const middle = checkName(values.middle_name, false) === undefined ? orNull(values.middle_name) : null;
  return {
    ...(named ? { last_name: values.last_name.trim(), first_name: values.first_name.trim(), middle_name: middle, birth_date: toDisplayDate(values.birth_date) } : {}),
    phones,
    ...(emailOk ? { email } : {}),
    ...(idOk ? { id_number: values.id_number } : {}),
  };
}

/** The school year a typed graduation year stands for ('2024/2025'), or null while it is not one. */
export function schoolYearOf(text: string): string | null {
  const parsed = parseGraduationYear(text);
  return parsed.ok ? parsed.schoolYear : null;
}
