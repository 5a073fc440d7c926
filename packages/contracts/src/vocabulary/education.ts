/**
 * How and on what basis an applicant studies: the lists of the admission forms and filters.
 */
import type { Option } from './types.js';

/** Study forms as the admission rules name them (ФЗ «Об образовании», ст. 17). */
export const STUDY_FORMS = [
  { value: 'Очная', label: 'Очная' },
  { value: 'Очно-заочная', label: 'Очно-заочная' },
  { value: 'Заочная', label: 'Заочная' },
] as const satisfies readonly Option<string>[];

export type StudyForm = (typeof STUDY_FORMS)[number]['value'];

/**
 * The same three forms under the keys the call centre stores, so its records translate to the
 * admission wording without a lookup table of its own.
 */
export const CALL_CENTER_EDUCATION_FORMS = [
  { value: 'full-time', label: 'Очная', studyForm: 'Очная' },
  { value: 'part-time', label: 'Очно-заочная', studyForm: 'Очно-заочная' },
  { value: 'correspondence', label: 'Заочная', studyForm: 'Заочная' },
] as const satisfies readonly (Option<string> & { readonly studyForm: StudyForm })[];

export type CallCenterEducationForm = (typeof CALL_CENTER_EDUCATION_FORMS)[number]['value'];

/** What the applicant studied before: the basis on which a college admits to a programme. */
export const EDUCATION_BASES = [
  { value: 'SCH9', label: 'На базе 9 классов' },
  { value: 'SCH11', label: 'На базе 11 классов' },
  { value: 'PROF', label: 'На базе профессионального образования' },
] as const satisfies readonly Option<string>[];

export type EducationBase = (typeof EDUCATION_BASES)[number]['value'];

/**
 * Education forms 1–9: each is a study form crossed with an admission basis, which is how the
 * Moscow admission plan counts places (очная после 9 классов is a different quota from очная
 * после 11). Ids run study form first, so 1–3 are all full-time.
 */
export const EDUCATION_FORMS = [
  { id: 1, label: 'Очная, на базе 9 классов', studyForm: 'Очная', base: 'SCH9' },
  { id: 2, label: 'Очная, на базе 11 классов', studyForm: 'Очная', base: 'SCH11' },
  { id: 3, label: 'Очная, на базе профессионального образования', studyForm: 'Очная', base: 'PROF' },
  { id: 4, label: 'Очно-заочная, на базе 9 классов', studyForm: 'Очно-заочная', base: 'SCH9' },
  { id: 5, label: 'Очно-заочная, на базе 11 классов', studyForm: 'Очно-заочная', base: 'SCH11' },
  { id: 6, label: 'Очно-заочная, на базе профессионального образования', studyForm: 'Очно-заочная', base: 'PROF' },
  { id: 7, label: 'Заочная, на базе 9 классов', studyForm: 'Заочная', base: 'SCH9' },
  { id: 8, label: 'Заочная, на базе 11 классов', studyForm: 'Заочная', base: 'SCH11' },
  { id: 9, label: 'Заочная, на базе профессионального образования', studyForm: 'Заочная', base: 'PROF' },
] as const satisfies readonly {
  readonly id: number;
  readonly label: string;
  readonly studyForm: StudyForm;
  readonly base: EducationBase;
}[];

export type EducationFormId = (typeof EDUCATION_FORMS)[number]['id'];

/**
 * Education levels. The ids are those of the upstream admission dictionary, which is why 13 sits
 * apart: profession training was added to it long after the three levels of the general ladder.
 */
export const EDUCATION_LEVELS = [
  { value: 1, label: 'Основное общее образование' },
  { value: 2, label: 'Среднее общее образование' },
  { value: 3, label: 'Среднее профессиональное образование' },
  { value: 13, label: 'Профессиональное обучение' },
] as const satisfies readonly Option<number>[];

export type EducationLevel = (typeof EDUCATION_LEVELS)[number]['value'];

/** Programme types; the «(2014)» marks programmes built on the 2014 federal standards. */
export const PROGRAMME_TYPES = [
  {
    value: 'ППКРС (2014)',
    label: 'ППКРС (2014)',
    fullName: 'Программа подготовки квалифицированных рабочих, служащих',
  },
  {
    value: 'ППССЗ (2014)',
    label: 'ППССЗ (2014)',
    fullName: 'Программа подготовки специалистов среднего звена',
  },
  {
    value: 'ПП',
    label: 'ПП',
    fullName: 'Программа профессиональной подготовки по профессиям рабочих, должностям служащих',
  },
] as const satisfies readonly (Option<string> & { readonly fullName: string })[];

export type ProgrammeType = (typeof PROGRAMME_TYPES)[number]['value'];

/** The school grade an applicant finishes: the two entry points of college admission. */
export const GRADE_OPTIONS = [
  { value: 'SCH9', label: '9 класс' },
  { value: 'SCH11', label: '11 класс' },
] as const satisfies readonly Option<string>[];

export type GradeOption = (typeof GRADE_OPTIONS)[number]['value'];
