import type { ApplicantListItem, applicantFields, PreferentialFlags, StatusFlags } from '@abitura/contracts';
import { PREFERENTIAL_FLAGS, STATUS_FLAGS } from '@abitura/contracts/vocabulary';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/open.js';
import { abiturients, organizations, users } from '../../db/schema/index.js';

/**
 * How applicant rows become the wire's shapes and how the wire's fields become columns: the one
 * place the contingent's handlers (list, record, search, create, update, merge) share.
 */

type Row = typeof abiturients.$inferSelect;
type Insert = typeof abiturients.$inferInsert;
/** The fields a person may set, as the contracts parse them. */
export type ApplicantData = { [K in keyof typeof applicantFields]: z.output<(typeof applicantFields)[K]> };

/** 'Фамилия Имя Отчество', without the patronymic when there is none. */
export function fullName(row: Pick<Row, 'lastName' | 'firstName' | 'middleName'>): string {
  return [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ');
}

/** All 13 status flags, false unless stored true. */
export function allStatusFlags(stored: Record<string, boolean> | null | undefined): StatusFlags {
  return Object.fromEntries(STATUS_FLAGS.map((flag) => [flag.value, stored?.[flag.value] === true])) as StatusFlags;
}

/** All 6 preferential flags, false unless stored true. */
export function allPreferentialFlags(stored: Record<string, boolean> | null | undefined): PreferentialFlags {
  return Object.fromEntries(PREFERENTIAL_FLAGS.map((flag) => [flag.value, stored?.[flag.value] === true])) as PreferentialFlags;
}

/**
 * The text the quick lookup matches phones, e-mails and id numbers in: phone digits (with and
 * without the leading 7, so '916...' and '7916...' both match), the lower-cased e-mail and the
 * id number's digits.
 */
export function contactText(value: { phones?: readonly string[] | null | undefined; email?: string | null | undefined; idNumber?: string | null | undefined }): string {
  const parts: string[] = [];
  for (const phone of value.phones ?? []) {
    const digits = phone.replace(/\D/g, '');
    parts.push(digits, digits.replace(/^7/, '8'));
  }
  if (value.email) parts.push(value.email.toLowerCase());
  if (value.idNumber) parts.push(value.idNumber);
  return parts.join(' ');
}

const school = alias(organizations, 'applicant_school');
const curator = alias(users, 'applicant_curator');

/** The list's columns: the applicant's row with the school's and the curator's names. */
export const listSelection = {
  row: abiturients,
  schoolName: sql<string | null>`coalesce(${school.shortName}, ${school.name})`,
  curatorName: curator.fullName,
};

/** `select … from abiturients` with the joins `listSelection` reads, ready for where/order/limit. */
export function selectListRows(db: Db) {
  return db.select(listSelection).from(abiturients).leftJoin(school, eq(school.id, abiturients.schoolId)).leftJoin(curator, eq(curator.id, abiturients.curatorId)).$dynamic();
}

/**
 * One page of a filtered, ordered list with the joins `listSelection` reads: the page's rows are
 * found first over abiturients alone (filter, order, limit and offset), and only those 25 are
 * joined to their school and curator, then put in the same order again. Joining every match
 * before the sort cost more than the sort itself on a list of thousands of matches. The page is
 * named "abiturients" and has the table's columns, so the selection and the order, written
 * against the table, read the page's rows (and no second lookup of the table is needed).
 */
export function selectListPage(db: Db, where: SQL | undefined, order: readonly SQL[], limit: number, offset: number) {
  const page = db
    .select()
    .from(abiturients)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as(getTableName(abiturients));
  return db
    .select(listSelection)
    .from(page)
    .leftJoin(school, eq(school.id, abiturients.schoolId))
    .leftJoin(curator, eq(curator.id, abiturients.curatorId))
    .orderBy(...order);
}

export interface ListRow {
  row: Row;
  schoolName: string | null;
  curatorName: string | null;
}

/** A row as the working list shows it. */
export function toListItem({ row, schoolName, curatorName }: ListRow): ApplicantListItem {
  return {
    id: row.id,
    fullname: fullName(row),
    last_name: row.lastName,
    first_name: row.firstName,
    middle_name: row.middleName,
    birth_date: row.birthDate,
    gender: row.gender as ApplicantListItem['gender'],
    phones: row.phones,
    email: row.email,
    id_number: row.idNumber,
    school: row.schoolId !== null && schoolName !== null ? { id: row.schoolId, name: schoolName } : null,
    grade: row.grade as ApplicantListItem['grade'],
    graduation_year: row.graduationYear,
    okrug: row.okrug,
    district: row.district,
    category: row.category as ApplicantListItem['category'],
    flags: allStatusFlags(row.flags),
    tags: row.tags as ApplicantListItem['tags'],
    preferential: allPreferentialFlags(row.preferential),
    readiness: row.readiness as ApplicantListItem['readiness'],
    processing_status: row.processingStatus as ApplicantListItem['processing_status'],
    tracking_stage: row.trackingStage as ApplicantListItem['tracking_stage'],
    consent_status: row.consent?.status ?? null,
    information_source: row.informationSource as ApplicantListItem['information_source'],
    curator: row.curatorId !== null && curatorName !== null ? { id: row.curatorId, name: curatorName } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Wire field -> column key, for the fields stored as they arrive. */
export const FIELD_COLUMNS = {
  last_name: 'lastName',
  first_name: 'firstName',
  middle_name: 'middleName',
  birth_date: 'birthDate',
  gender: 'gender',
  phones: 'phones',
  email: 'email',
  id_number: 'idNumber',
  school_id: 'schoolId',
  grade: 'grade',
  graduation_year: 'graduationYear',
  okrug: 'okrug',
  district: 'district',
  metro_station_1: 'metroStation1',
  metro_station_2: 'metroStation2',
  metro_station_3: 'metroStation3',
  category: 'category',
  flags: 'flags',
  tags: 'tags',
  achievements: 'achievements',
  exams: 'exams',
  gia: 'gia',
  preferential: 'preferential',
  check_results: 'checkResults',
  readiness: 'readiness',
  tracking_stage: 'trackingStage',
  refusal_reasons: 'refusalReasons',
  consent: 'consent',
  information_source: 'informationSource',
  intents: 'intents',
  industries: 'industries',
  curator_id: 'curatorId',
} as const satisfies Record<keyof ApplicantData, keyof Row>;

/**
 * The columns to write for the given fields (create: all of them; update: those sent). Consent
 * gains who recorded it; the contact text follows the phones, e-mail and id
 * number, read from `current` for the ones not being changed.
 */
export function columnsOf(data: Partial<ApplicantData>, actorId: number | null, current?: Pick<Row, 'phones' | 'email' | 'idNumber'>): Partial<Insert> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    const column = FIELD_COLUMNS[field as keyof ApplicantData];
    if (column === undefined || value === undefined) continue;
    if (field === 'consent' && value !== null) {
      const consent = value as NonNullable<ApplicantData['consent']>;
      columns[column] = { status: consent.status, at: consent.at, by: consent.by, representative: consent.representative, recordedBy: actorId };
    } else {
      columns[column] = value;
    }
  }
  if ('phones' in data || 'email' in data || 'id_number' in data) {
    const phones = data.phones ?? current?.phones ?? [];
    columns.contactText = contactText({ phones, email: 'email' in data ? data.email : current?.email, idNumber: 'id_number' in data ? data.id_number : current?.idNumber });
  }
  return columns as Partial<Insert>;
}
