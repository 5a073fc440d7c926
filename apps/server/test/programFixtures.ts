import type { Reply } from '@abitura/contracts/wire';
import { educationPrograms, organizations } from '../src/db/schema/index.js';
import type { TestServer } from './harness.js';

/**
 * A small registry for the programme and speciality suites: three colleges and six programmes
 * over real catalogue codes (the server writes the speciality catalogue at start). Each
 * programme's code names it in the assertions.
 */
export const FIXTURE_COLLEGES = [
  { key: 'svyaz', type: 'college', name: 'Колледж связи № 54', shortName: 'КС № 54', organizationId: '100054', address: 'Москва, ул. Ёлочная, д. 3', okrug: 'SVAO' },
  {
    key: 'godovikov',
    type: 'college',
    name: 'Политехнический колледж им. Н. Н. Годовикова',
    shortName: 'ПК им. Годовикова',
    organizationId: '100200',
    address: 'Москва, ул. Связистов, д. 1',
    okrug: 'VAO',
  },
  {
    key: 'tsaritsyno',
    type: 'college',
    name: 'Московский колледж управления, гостиничного бизнеса и информационных технологий «Царицыно»',
    shortName: 'МКУГБИТ «Царицыно»',
    organizationId: '100300',
    address: 'Москва, Шипиловский проезд, д. 37',
    okrug: 'UAO',
  },
] as const;

type CollegeKey = (typeof FIXTURE_COLLEGES)[number]['key'];

const CREATIVE_TEST = { type: 5399582, name: 'Творческое испытание' };

/** The programmes, by college key; codes follow `<speciality>-<organization_id>-<form>`. */
export const FIXTURE_PROGRAMS = [
  { college: 'svyaz', code: '09.02.07-100054-1', name: 'Информационные системы и программирование', specialityCode: '09.02.07', level: 3, educationForm: 1, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH9', durationMonths: 46, budgetPlaces: 50, paidPlaces: 10 },
  { college: 'svyaz', code: '11.02.15-100054-2', name: 'Инфокоммуникационные сети и системы связи', specialityCode: '11.02.15', level: 3, educationForm: 2, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH11', durationMonths: 34, budgetPlaces: 25, paidPlaces: 0 },
  { college: 'godovikov', code: '09.02.07-100200-5', name: 'Информационные системы и программирование', specialityCode: '09.02.07', level: 3, educationForm: 5, studyForm: 'Очно-заочная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH11', durationMonths: 34, budgetPlaces: 0, paidPlaces: 30 },
  { college: 'godovikov', code: '15.01.05-100200-1', name: 'Сварщик (ручной и частично механизированной сварки (наплавки))', specialityCode: '15.01.05', level: 3, educationForm: 1, studyForm: 'Очная', programmeType: 'ППКРС (2014)', baseGrade: 'SCH9', durationMonths: 22, budgetPlaces: 25, paidPlaces: 5 },
  { college: 'godovikov', code: '54.02.01-100200-1', name: 'Графический дизайн', specialityCode: '54.02.01', level: 3, educationForm: 1, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH9', durationMonths: 46, budgetPlaces: 20, paidPlaces: 15, entranceTests: [CREATIVE_TEST] },
  { college: 'tsaritsyno', code: '38.02.01-100300-2', name: 'Экономика и бухгалтерский учёт (по отраслям)', specialityCode: '38.02.01', level: 3, educationForm: 2, studyForm: 'Очная', programmeType: 'ППССЗ (2014)', baseGrade: 'SCH11', durationMonths: 22, budgetPlaces: 40, paidPlaces: 20 },
  { college: 'tsaritsyno', code: '16675-100300-2', name: 'Повар', specialityCode: '16675', level: 13, educationForm: 2, studyForm: 'Очная', programmeType: 'ПП', baseGrade: 'SCH11', durationMonths: 10, budgetPlaces: 0, paidPlaces: 12 },
] as const satisfies ReadonlyArray<{ college: CollegeKey } & Record<string, unknown>>;

/** Inserts the colleges and programmes; the colleges' ids by key. */
export async function insertProgramFixtures(server: TestServer): Promise<Record<CollegeKey, number>> {
  const db = server.database.db;
  const inserted = await db
    .insert(organizations)
    .values(FIXTURE_COLLEGES.map(({ key: _key, ...college }) => college))
    .returning({ id: organizations.id, organizationId: organizations.organizationId });
  const ids = Object.fromEntries(FIXTURE_COLLEGES.map((college) => [college.key, inserted.find((row) => row.organizationId === college.organizationId)?.id as number])) as Record<CollegeKey, number>;
  await db.insert(educationPrograms).values(
    FIXTURE_PROGRAMS.map(({ college, ...program }) => ({ ...program, entranceTests: 'entranceTests' in program ? [...program.entranceTests] : [], organizationId: ids[college], year: 2026 })),
  );
  return ids;
}

/** The page of a list reply. */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
export const pageOf = <T>(reply: Reply): Page<T> => reply.data as Page<T>;
