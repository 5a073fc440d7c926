import type { Finding } from '@abitura/contracts';
import { ENTRANCE_TEST_TYPES, FUNDING_KINDS } from '@abitura/contracts/vocabulary';
import { moscowWallClock } from '@abitura/contracts/moscowTime';
import type { FindingRow } from './findingsQuery.js';

/**
 * A finding's sentence and values: one Russian sentence naming the specifics (the applicant,
 * the group, the numbers), and the same specifics as values for the words of other languages.
 */

/** Names the statement's ids point at: other applicants (duplicates) and colleges (originals). */
export interface FindingNames {
  applicants: ReadonlyMap<number, string>;
  colleges: ReadonlyMap<number, string>;
}

type Values = Finding['values'];

const FIXES: Record<Finding['check'], Finding['fix']> = {
  NO_GIA: 'application',
  AVERAGE_OUT_OF_RANGE: 'application',
  PRIORITY_GAPS: 'priorities',
  DUPLICATE_PERSON: 'applicant',
  CONSENT_TWICE: 'application',
  ORIGINAL_TWICE: 'application',
  TEST_MISSING: 'test',
  MINOR_WITHOUT_PARENT: 'application',
  GROUP_WITHOUT_PLACES: 'group',
};

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const mark = (value: unknown) => Number(value).toFixed(2).replace('.', ',');
const testLabel = (type: unknown) => ENTRANCE_TEST_TYPES.find((entry) => entry.id === Number(type))?.label ?? 'вступительное испытание';
const years = (n: number) => {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return 'лет';
  if (units === 1) return 'год';
  return units >= 2 && units <= 4 ? 'года' : 'лет';
};

/** The group as people name it: programme code and name, then its funding. */
export function groupName(row: Pick<FindingRow, 'program_code' | 'program_name' | 'funding'>): string {
  const funding = FUNDING_KINDS.find((kind) => kind.value === row.funding)?.label ?? row.funding ?? '';
  return `${row.program_code ?? ''} ${row.program_name ?? ''} · ${funding}`.trim();
}

/** The sentence and its values. */
function words(row: FindingRow, applicant: string, group: string, names: FindingNames): { message: string; values: Values } {
  const vals = row.vals;
  switch (row.check_code) {
    case 'NO_GIA': {
      const missing = String(vals.missing);
      const message =
        missing === 'both'
          ? `У абитуриента ${applicant} нет результатов ГИА, а в заявлении в группу ${group} не указан средний балл аттестата.`
          : missing === 'average'
            ? `В заявлении абитуриента ${applicant} в группу ${group} не указан средний балл аттестата.`
            : `У абитуриента ${applicant} (заявление в группу ${group}) нет результатов ГИА.`;
      return { message, values: { applicant, group, missing } };
    }
    case 'AVERAGE_OUT_OF_RANGE': {
      const average = mark(vals.average);
      return { message: `Средний балл аттестата ${average} в заявлении абитуриента ${applicant} в группу ${group} вне допустимых 3,00–5,00.`, values: { applicant, group, average: Number(vals.average) } };
    }
    case 'PRIORITY_GAPS': {
      const priorities = (vals.priorities as number[]).join(', ');
      const count = Number(vals.count);
      return { message: `Приоритеты заявлений абитуриента ${applicant} (${priorities}) не идут подряд от 1 до ${count}.`, values: { applicant, priorities, count } };
    }
    case 'DUPLICATE_PERSON': {
      const other = names.applicants.get(Number(vals.other_id)) ?? `№ ${vals.other_id}`;
      if (vals.snils) {
        const snils = String(vals.snils);
        return { message: `${applicant} и ${other}, возможно, один человек: у них один СНИЛС ${snils}.`, values: { applicant, other, snils } };
      }
      const birthDate = ddmmyyyy(String(vals.birth_date));
      return { message: `${applicant} и ${other}, возможно, один человек: совпадают ФИО и дата рождения ${birthDate}.`, values: { applicant, other, birth_date: String(vals.birth_date) } };
    }
    case 'CONSENT_TWICE': {
      const count = Number(vals.count);
      return { message: `Абитуриент ${applicant} дал согласие на зачисление по ${count} заявлениям, а оно может быть только одно.`, values: { applicant, count } };
    }
    case 'ORIGINAL_TWICE': {
      const colleges = (vals.college_ids as number[]).map((id) => names.colleges.get(id) ?? `№ ${id}`).join(', ');
      return { message: `Оригинал аттестата абитуриента ${applicant} отмечен сданным в ${Number(vals.count)} места: ${colleges}.`, values: { applicant, count: Number(vals.count), colleges } };
    }
    case 'TEST_MISSING': {
      const test = testLabel(vals.test_type);
      if (vals.state === 'unassigned') {
        return { message: `Абитуриент ${applicant} не назначен на испытание «${test}», которое требует группа ${group}.`, values: { applicant, group, test_type: Number(vals.test_type), state: 'unassigned' } };
      }
      const wall = moscowWallClock(new Date(String(vals.starts_at))).toISOString();
      const startsAt = `${ddmmyyyy(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
      return { message: `У абитуриента ${applicant} нет явки или результата испытания «${test}», прошедшего ${startsAt} (группа ${group}).`, values: { applicant, group, test_type: Number(vals.test_type), state: 'no_result', starts_at: startsAt } };
    }
    case 'MINOR_WITHOUT_PARENT': {
      const age = Number(vals.age);
      const date = ddmmyyyy(String(vals.date));
      return { message: `Абитуриенту ${applicant} на ${date} (конец приёма документов) ${age} ${years(age)}, а ни в одном заявлении нет телефона родителя или законного представителя.`, values: { applicant, age, date } };
    }
    case 'GROUP_WITHOUT_PLACES':
      return { message: `У конкурсной группы ${group} (${row.college_name ?? ''}) не задано число мест.`, values: { group, college: row.college_name ?? '' } };
  }
}

/** The finding as the contracts show it. */
export function findingOf(row: FindingRow, names: FindingNames): Finding {
  const applicantName = [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ');
  const group = row.group_id === null ? '' : groupName(row);
  const { message, values } = words(row, applicantName, group, names);
  return {
    key: row.key,
    check: row.check_code,
    severity: row.severity,
    message,
    values,
    applicant: row.applicant_id === null ? null : { id: row.applicant_id, fullname: applicantName },
    application_id: row.application_id,
    related_application_ids: row.related ?? [],
    group: row.group_id === null ? null : { id: row.group_id, name: group },
    college: row.college_id === null ? null : { id: row.college_id, name: row.college_name ?? '' },
    fix: FIXES[row.check_code],
  };
}
