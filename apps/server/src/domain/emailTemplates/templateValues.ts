import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../actions/context.js';
import { fail } from '../../actions/actionFailure.js';
import type { Db } from '../../db/open.js';
import { users } from '../../db/schema/index.js';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { describeProblems, hasProblems, parseTemplate, renderPieces, type TemplatePiece, type TemplateValues } from './templateText.js';

/** Whose name a letter carries. */
export interface PersonNames {
  lastName: string;
  firstName: string;
  middleName: string | null;
}

/** The person a preview or a test letter is written to when there is no real one. */
export const SAMPLE_PERSON: PersonNames = { lastName: 'Иванова', firstName: 'Анна', middleName: 'Сергеевна' };

/** Today in Moscow as ДД.ММ.ГГГГ. */
export function moscowDate(now: Date): string {
  const [year, month, day] = dayLabel(moscowDay(now.getTime())).split('-');
  return `${day}.${month}.${year}`;
}

/** The entrance-test letters' variables; other letters leave them empty. */
export type TestLetterVariable = 'testName' | 'testCollege' | 'testTime' | 'testPlace' | 'testBring' | 'testResult';
export type TestLetterValues = Record<TestLetterVariable, string>;

/** What a preview or a test send shows for the entrance-test variables. */
export const SAMPLE_TEST: TestLetterValues = {
  testName: 'Творческое испытание',
  testCollege: 'Колледж связи № 54',
  testTime: '15.07.2026 10:00',
  testPlace: 'Москва, ул. Ёлочная, д. 3, аудитория 204',
  testBring: 'паспорт и папку с творческими работами',
  testResult: '72 балла из 100 при проходном 50: испытание сдано',
};

const NO_TEST: TestLetterValues = { testName: '', testCollege: '', testTime: '', testPlace: '', testBring: '', testResult: '' };

/** Every variable's value from what is known already (the demo seed writes letters without a caller). */
export function letterValues(person: PersonNames, operator: { fullName: string; email: string }, now: Date, test: TestLetterValues = NO_TEST): TemplateValues {
  const middleName = person.middleName ?? '';
  return {
    ...test,
    fullName: [person.lastName, person.firstName, middleName].filter((part) => part !== '').join(' '),
    lastName: person.lastName,
    firstName: person.firstName,
    middleName,
    operatorName: operator.fullName,
    operatorEmail: operator.email,
    date: moscowDate(now),
  };
}

/** Every variable's value: the person's names, the operator sending it, today's date. */
export async function templateValues(db: Db, person: PersonNames, caller: ActionContext['caller'], now: Date, test?: TestLetterValues): Promise<TemplateValues> {
  const operatorId = caller.user?.id;
  const [operator] = operatorId === undefined ? [] : await db.select({ email: users.email }).from(users).where(eq(users.id, operatorId)).limit(1);
  return letterValues(person, { fullName: caller.user?.fullName ?? '', email: operator?.email ?? '' }, now, test);
}

/** A subject and body that passed the check, ready to render. */
export interface CheckedDraft {
  subject: TemplatePiece[];
  body: TemplatePiece[];
}

/**
 * The subject and body checked, both at once; INVALID_PARAMS naming every unknown variable and
 * unpaired brace of either otherwise.
 */
export function checkedDraft(draft: { subject: string; body: string }): CheckedDraft {
  const subject = parseTemplate(draft.subject);
  const body = parseTemplate(draft.body);
  const issues = [
    { path: 'subject', problems: subject.problems, label: 'Тема' },
    { path: 'body', problems: body.problems, label: 'Текст' },
  ]
    .filter((field) => hasProblems(field.problems))
    .map((field) => ({ path: field.path, message: describeProblems(field.label, field.problems) }));
  if (issues.length > 0) fail('INVALID_PARAMS', issues.map((issue) => issue.message).join(' '), issues);
  return { subject: subject.pieces, body: body.pieces };
}

/** The letter a checked draft makes; the subject is one line, so a value cannot break the header. */
export function renderDraft(draft: CheckedDraft, values: TemplateValues): { subject: string; body: string } {
  return { subject: renderPieces(draft.subject, values).replace(/\s*[\r\n]+\s*/g, ' ').trim(), body: renderPieces(draft.body, values) };
}
