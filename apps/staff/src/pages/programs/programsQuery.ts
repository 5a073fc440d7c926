/**
 * The programmes list's filters as they live in the address query (besides search, sort and
 * page): college, speciality, industry, level, education form, study form, programme type, base
 * grade and entrance tests. `?organization=<id>` is how an organization's page links here, and
 * `?speciality=<code>` how the specialities list does.
 */
import type { ActionParams } from '@abitura/sdk';
import { GRADE_OPTIONS, PROGRAMME_TYPES, STUDY_FORMS } from '@abitura/contracts/vocabulary';
import type { GradeOption, ProgrammeType, StudyForm } from '@abitura/contracts/vocabulary';
import { oneOf, positiveInt } from '../../models/queryValues.js';
import { oneOfNumbers, pagedParams, referenceCodeValue, chosenFilters, yesNo, yesNoText, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';

export const PROGRAM_SORTS = ['code', 'name', 'organization', 'speciality', 'duration_months', 'budget_places', 'paid_places'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];

/** The level codes of the contract (SPEC section 3: 1, 2, 3, 13). */
export const PROGRAM_LEVELS = [1, 2, 3, 13] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];
export const EDUCATION_FORM_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export const STUDY_FORM_VALUES: readonly StudyForm[] = STUDY_FORMS.map((form) => form.value);
export const PROGRAMME_TYPE_VALUES: readonly ProgrammeType[] = PROGRAMME_TYPES.map((type) => type.value);
export const BASE_GRADES: readonly GradeOption[] = GRADE_OPTIONS.map((grade) => grade.value);

/** A speciality code of the federal list (09.02.07) or a five-digit profession code. */
export const SPECIALITY_CODE = /^(\d{2}\.\d{2}\.\d{2}|\d{5})$/;

export interface ProgramsFilter extends PagedFilter<ProgramSort> {
  organization: number | null;
  speciality: string | null;
  industry: string | null;
  level: ProgramLevel | null;
  educationForm: number | null;
  studyForm: StudyForm | null;
  programmeType: ProgrammeType | null;
  baseGrade: GradeOption | null;
  /** Only programmes with entrance tests (true), only those without (false), or both. */
  hasTests: boolean | null;
}

export const DEFAULT_PROGRAMS_FILTER: ProgramsFilter = Object.freeze({
  search: '',
  organization: null,
  speciality: null,
  industry: null,
  level: null,
  educationForm: null,
  studyForm: null,
  programmeType: null,
  baseGrade: null,
  hasTests: null,
  sort: 'code',
  dir: 'asc',
  page: 1,
  pageSize: 25,
});

export const programsQuery: ListQueryCodec<ProgramsFilter> = {
  defaults: DEFAULT_PROGRAMS_FILTER,
  sorts: PROGRAM_SORTS,
  read(query) {
    const speciality = query.get('speciality')?.trim() ?? null;
    return {
      organization: positiveInt(query.get('organization'), 2_147_483_647),
      speciality: speciality !== null && SPECIALITY_CODE.test(speciality) ? speciality : null,
      industry: referenceCodeValue(query.get('industry')),
      level: oneOfNumbers(query.get('level'), PROGRAM_LEVELS),
      educationForm: oneOfNumbers(query.get('form'), EDUCATION_FORM_IDS),
      studyForm: oneOf(query.get('studyForm'), STUDY_FORM_VALUES),
      programmeType: oneOf(query.get('type'), PROGRAMME_TYPE_VALUES),
      baseGrade: oneOf(query.get('grade'), BASE_GRADES),
      hasTests: yesNo(query.get('tests')),
    };
  },
  write(query, filter) {
    if (filter.organization !== null) query.set('organization', String(filter.organization));
    if (filter.speciality !== null) query.set('speciality', filter.speciality);
    if (filter.industry !== null) query.set('industry', filter.industry);
    if (filter.level !== null) query.set('level', String(filter.level));
    if (filter.educationForm !== null) query.set('form', String(filter.educationForm));
    if (filter.studyForm !== null) query.set('studyForm', filter.studyForm);
    if (filter.programmeType !== null) query.set('type', filter.programmeType);
    if (filter.baseGrade !== null) query.set('grade', filter.baseGrade);
    if (filter.hasTests !== null) query.set('tests', yesNoText(filter.hasTests));
  },
};

/** The Program/List params for a filter. */
export function programListParams(filter: ProgramsFilter): ActionParams<'Program/List'> {
  return {
    ...pagedParams(filter),
    ...chosenFilters({
      organization: filter.organization,
      speciality: filter.speciality,
      industry: filter.industry,
      level: filter.level,
      education_form: filter.educationForm,
      study_form: filter.studyForm,
      programme_type: filter.programmeType,
      base_grade: filter.baseGrade,
      has_tests: filter.hasTests,
    }),
  };
}
