import { z } from 'zod';
import { FUNDING_KINDS } from './vocabulary/applicationTransitions.js';
import { ENTRANCE_TEST_TYPE_IDS } from './vocabulary/entranceTests.js';
import { defineAction } from './defineAction.js';
import { entityId, enumValues, noParams } from './fields.js';
import { grade } from './contingent.js';

/**
 * The admission season and its competitive groups (issue 24): one season per admission year,
 * with its calendar; a group is a college's programme with a funding and a base grade, and its
 * places. Everything the committee does belongs to one season; past seasons stay readable.
 */

const isoDate = z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' });
const isoDateTime = z.iso.datetime({ offset: true });

export const admissionYear = z.number({ error: 'Год приёмной кампании: число' }).int().min(2000, 'Год приёмной кампании не раньше 2000').max(2100, 'Год приёмной кампании не позже 2100');
export const funding = z.enum(enumValues(FUNDING_KINDS), { error: 'Финансирование: budget или paid' });
export const entranceTestType = z.union(ENTRANCE_TEST_TYPE_IDS.map((id) => z.literal(id)) as unknown as [z.ZodLiteral<5400000>, z.ZodLiteral<5399582>, z.ZodLiteral<5399584>], { error: 'Тип вступительного испытания из справочника' });
/** Places of a group: 0 to 10,000, or null while not set. */
export const places = z.number({ error: 'Число мест: целое число' }).int('Число мест: целое число').min(0, 'Число мест не может быть отрицательным').max(10_000, 'Не больше 10 000 мест в группе').nullable();

/** The season's calendar; each date within the admission year, in this order. */
const seasonCalendar = {
  filing_starts: isoDate,
  filing_ends: isoDate,
  tests_start: isoDate,
  tests_end: isoDate,
  lists_date: isoDate,
  enrolment_date: isoDate,
};
/** The calendar's dates in the order the season lives them. */
export const CALENDAR_FIELDS = ['filing_starts', 'filing_ends', 'tests_start', 'tests_end', 'lists_date', 'enrolment_date'] as const;
export type CalendarField = (typeof CALENDAR_FIELDS)[number];
const CALENDAR_LABELS: Record<CalendarField, string> = {
  filing_starts: 'начало приёма документов',
  filing_ends: 'окончание приёма документов',
  tests_start: 'начало испытаний',
  tests_end: 'окончание испытаний',
  lists_date: 'публикация списков',
  enrolment_date: 'зачисление',
};

/**
 * Which date may not fall before which: tests run while documents are still being taken (from
 * July, filing until mid-August), so the tests follow only the start of filing; the lists follow
 * both the end of filing and the end of the tests, and enrolment the lists.
 */
export const CALENDAR_RULES: ReadonlyArray<readonly [CalendarField, CalendarField]> = [
  ['filing_ends', 'filing_starts'],
  ['tests_start', 'filing_starts'],
  ['tests_end', 'tests_start'],
  ['lists_date', 'filing_ends'],
  ['lists_date', 'tests_end'],
  ['enrolment_date', 'lists_date'],
];

/** The calendar's problems: a date outside the year, or before a date it must follow (the first such). */
export function seasonCalendarProblems(values: { year: number } & Record<CalendarField, string>): Array<{ field: CalendarField; message: string; follows?: CalendarField }> {
  const problems: Array<{ field: CalendarField; message: string; follows?: CalendarField }> = [];
  for (const field of CALENDAR_FIELDS) {
    if (!values[field].startsWith(`${values.year}-`)) {
      problems.push({ field, message: `Дата «${CALENDAR_LABELS[field]}» должна быть в ${values.year} году` });
      continue;
    }
    const broken = CALENDAR_RULES.find(([later, earlier]) => later === field && values[field] < values[earlier]);
    if (broken) problems.push({ field, follows: broken[1], message: `Дата «${CALENDAR_LABELS[field]}» не может быть раньше даты «${CALENDAR_LABELS[broken[1]]}»` });
  }
  return problems;
}

export const admissionSeason = z.object({
  id: entityId,
  year: admissionYear,
  ...seasonCalendar,
  groupCount: z.number().int().nonnegative(),
  applicationCount: z.number().int().nonnegative(),
  updated_at: isoDateTime,
});
export type AdmissionSeason = z.infer<typeof admissionSeason>;

export const listSeasons = defineAction({
  name: 'Admission/ListSeasons',
  permission: 'viewAdmission',
  kind: 'read',
  params: noParams,
  result: z.array(admissionSeason),
  summary: 'Every admission season, newest first, with its calendar and how many groups and applications it holds.',
});

export const saveSeason = defineAction({
  name: 'Admission/SaveSeason',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({ id: entityId.optional(), year: admissionYear, ...seasonCalendar })
    .strict()
    .superRefine((value, ctx) => {
      for (const problem of seasonCalendarProblems(value)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  result: admissionSeason,
  summary: 'Creates a season (no id) or changes its calendar; one season per year (CONFLICT otherwise). Audited.',
});

export const competitiveGroup = z.object({
  id: entityId,
  season_id: entityId,
  college: z.object({ id: entityId, name: z.string() }),
  program: z.object({ id: entityId, code: z.string(), name: z.string(), speciality_code: z.string().nullable() }),
  funding,
  base: grade,
  places: places,
  /** The entrance test the group holds, or null when admission is by the certificate alone. */
  test_type: entranceTestType.nullable(),
  /** Live applications (draft, submitted, accepted, enrolled) to the group. */
  applications: z.number().int().nonnegative(),
});
export type CompetitiveGroup = z.infer<typeof competitiveGroup>;

export const MAX_GROUPS_PAGE = 500;

export const listGroups = defineAction({
  name: 'Admission/ListGroups',
  permission: 'viewAdmission',
  kind: 'read',
  params: z
    .object({
      season_id: entityId,
      college_id: entityId.optional(),
      /** Words of the programme's name or code, or the college's name. */
      search: z.string().trim().max(100).optional(),
      funding: funding.optional(),
      /** Only groups that hold an entrance test. */
      with_tests: z.boolean().optional(),
      page: z.number().int().min(1).max(10_000).default(1),
      page_size: z.number().int().min(1).max(MAX_GROUPS_PAGE).default(100),
    })
    .strict(),
  result: z.object({ items: z.array(competitiveGroup), total: z.number().int().nonnegative(), places_total: z.number().int().nonnegative(), unset: z.number().int().nonnegative() }),
  summary: 'A season\'s competitive groups by college and programme, with their places and live application counts; the totals of places and of groups without places.',
});

export const createGroupsFromPrograms = defineAction({
  name: 'Admission/CreateGroupsFromPrograms',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ season_id: entityId, college_ids: z.array(entityId).max(500).optional() }).strict(),
  result: z.object({ created: z.number().int().nonnegative(), existing: z.number().int().nonnegative() }),
  summary: "Creates the season's groups from the registry's programmes in one step: a budget and a paid group per programme with places (a programme's places as its starting value, its entrance test); groups that exist are kept. Audited.",
});

export const MAX_PLACE_EDITS = 500;

export const setGroupPlaces = defineAction({
  name: 'Admission/SetGroupPlaces',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({ items: z.array(z.object({ group_id: entityId, places }).strict()).min(1).max(MAX_PLACE_EDITS) })
    .strict()
    .refine((value) => new Set(value.items.map((item) => item.group_id)).size === value.items.length, { message: 'Каждая группа указывается один раз', path: ['items'] }),
  result: z.object({ updated: z.number().int().nonnegative() }),
  summary: 'Sets the places of several groups at once (the grid saves its edits together); all or nothing. Audited.',
});

export const copyPlaces = defineAction({
  name: 'Admission/CopyPlaces',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({ season_id: entityId, from_season_id: entityId, overwrite: z.boolean().default(false) })
    .strict()
    .refine((value) => value.season_id !== value.from_season_id, { message: 'Выберите другой сезон, из которого копировать места', path: ['from_season_id'] }),
  result: z.object({ copied: z.number().int().nonnegative(), skipped: z.number().int().nonnegative() }),
  summary: "Copies places from another season's groups of the same programme, funding and base; groups with places set keep them unless overwrite. Audited.",
});

export const admissionSeasonContracts = [listSeasons, saveSeason, listGroups, createGroupsFromPrograms, setGroupPlaces, copyPlaces] as const;
