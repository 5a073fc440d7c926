import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { entityId, trimmedString } from './fields.js';
import { direction, page, pageOf, pageSize } from './paging.js';

/**
 * Education programmes and the specialities they teach (SPEC sections 2 and 3): the catalogue
 * career guidance recommends from and admission counts places by.
 */

/** A speciality code of the federal list: `09.02.07` (СПО) or a five-digit profession code. */
export const specialityCode = trimmedString(5, 20).regex(/^(\d{2}\.\d{2}\.\d{2}|\d{5})$/, 'Код специальности: вида 09.02.07 или 5 цифр профессии');

const studyFormName = z.enum(['Очная', 'Очно-заочная', 'Заочная']);
const programmeTypeName = z.enum(['ППКРС (2014)', 'ППССЗ (2014)', 'ПП']);
const baseGrade = z.enum(['SCH9', 'SCH11']);
const levelCode = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(13)]);

/** An entrance test a programme sets, by the type ids of SPEC section 9. */
export const entranceTest = z.object({ type: z.number().int(), name: z.string() });

export const programListItem = z.object({
  id: entityId,
  code: z.string(),
  name: z.string(),
  organization: z.object({ id: entityId, name: z.string(), short_name: z.string().nullable() }),
  speciality: z.object({ code: z.string(), name: z.string(), industry: z.string() }),
  level: z.number().int(),
  education_form: z.number().int().min(1).max(9),
  study_form: studyFormName,
  programme_type: programmeTypeName,
  base_grade: baseGrade,
  /** Length of study in months (e.g. 46 for 3 years 10 months). */
  duration_months: z.number().int().positive(),
  budget_places: z.number().int().nonnegative(),
  paid_places: z.number().int().nonnegative(),
  entrance_tests: z.array(entranceTest),
  year: z.number().int(),
});

export const listPrograms = defineAction({
  name: 'Program/List',
  permission: 'viewEducationPrograms',
  kind: 'read',
  params: z
    .object({
      /** Words matched in the programme's code and name, the speciality and the college (ё and е alike). */
      search: z.string().trim().max(100).optional(),
      organization: entityId.optional(),
      speciality: specialityCode.optional(),
      industry: trimmedString(1, 40).optional(),
      level: levelCode.optional(),
      education_form: z.number().int().min(1).max(9).optional(),
      study_form: studyFormName.optional(),
      programme_type: programmeTypeName.optional(),
      base_grade: baseGrade.optional(),
      /** Only programmes that set entrance tests (true) or that set none (false). */
      has_tests: z.boolean().optional(),
      sort: z.enum(['code', 'name', 'organization', 'speciality', 'duration_months', 'budget_places', 'paid_places']).default('code'),
      direction,
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(programListItem),
  summary: 'Lists education programmes a page at a time: search, filters (college, speciality, industry, level, forms, type, base grade, tests), sorting.',
});

/** The same programme list for career guidance, where staff need it without the registry's permission. */
export const profnavigationPrograms = defineAction({
  ...listPrograms,
  name: 'Profnavigation/Programs',
  permission: 'viewProfnavigation',
  summary: 'The programmes an industry leads to (the programme list of Program/List for career-guidance staff): the industry recommendations.',
});

export const specialityListItem = z.object({
  code: specialityCode,
  name: z.string(),
  industry: z.string(),
  level: z.number().int(),
  qualification: z.string().nullable(),
  /** How many programmes teach it, and at how many colleges. */
  programs: z.number().int().nonnegative(),
  colleges: z.number().int().nonnegative(),
  budget_places: z.number().int().nonnegative(),
});

export const listSpecialities = defineAction({
  name: 'Speciality/List',
  permission: 'viewSpecialities',
  kind: 'read',
  params: z
    .object({
      /** Words matched in the code and name (ё and е alike). */
      search: z.string().trim().max(100).optional(),
      industry: trimmedString(1, 40).optional(),
      level: levelCode.optional(),
      /** Only those some programme teaches (true) or none does (false). */
      offered: z.boolean().optional(),
      sort: z.enum(['code', 'name', 'industry', 'programs', 'colleges', 'budget_places']).default('code'),
      direction,
      page,
      pageSize,
    })
    .strict(),
  result: pageOf(specialityListItem),
  summary: 'Lists specialities a page at a time with how many programmes and colleges offer each: search, industry, level, sorting.',
});

export const getSpeciality = defineAction({
  name: 'Speciality/Get',
  permission: 'viewSpecialities',
  kind: 'read',
  params: z.object({ code: specialityCode }).strict(),
  result: specialityListItem.extend({
    /** The colleges that offer it, by name, with their programmes of it. */
    offered_by: z.array(
      z.object({
        id: entityId,
        name: z.string(),
        short_name: z.string().nullable(),
        okrug: z.string().nullable(),
        programs: z.array(programListItem.omit({ organization: true, speciality: true })),
      }),
    ),
  }),
  summary: 'A speciality with the colleges that offer it and their programmes of it.',
});

/** The programme and speciality actions, in catalogue order. */
export const programContracts = [listPrograms, profnavigationPrograms, listSpecialities, getSpeciality] as const;

export type ProgramListItem = z.infer<typeof programListItem>;
export type SpecialityListItem = z.infer<typeof specialityListItem>;
