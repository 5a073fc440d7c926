import { normalizePhone } from '@abitura/contracts/validation';
import { EDUCATION_FORMS, METRO_STATIONS, RAYONS_BY_OKRUG, type DistrictCode } from '@abitura/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { isProfession, SPECIALITY_CATALOGUE } from '../../domain/programs/specialityCatalogue.js';
import { createRandom } from '../prng.js';
import { UNIVERSITIES, DEPARTMENTS } from './cityBodies.js';
import { entranceTestsAllowed } from './entranceTestRules.js';
import { METRO_BY_OKRUG, STREETS_BY_OKRUG } from './moscowStreets.js';
import { planInteractions } from './planInteractions.js';
import { COLLEGES_PER_SIZE, planOrganizations, SCHOOLS_PER_SIZE, type OrganizationPlan } from './planOrganizations.js';
import { planPrograms, PROGRAMS_PER_SIZE } from './planPrograms.js';

const STAFF = [
  { id: 7, fullName: 'Иванова Анна Сергеевна' },
  { id: 9, fullName: 'Петров Олег Ильич' },
];
const plansAt = (seed: number, size = 1) => planOrganizations(createRandom(seed), size, STAFF);
const ofType = (plans: OrganizationPlan[], type: string) => plans.filter((plan) => plan.row.type === type);
const collegesOf = (plans: OrganizationPlan[]) => ofType(plans, 'college').map((plan) => ({ organizationId: plan.row.organizationId, industries: plan.industries }));

const STATION_LABELS = new Set<string>(METRO_STATIONS.map((station) => station.label));
const inOkrug = (okrug: unknown, district: unknown) => (RAYONS_BY_OKRUG[okrug as DistrictCode] as readonly string[] | undefined)?.includes(district as string) ?? false;

describe('registry demo data modules', () => {
  it('name only real metro stations and give every okrug streets', () => {
    for (const [okrug, stations] of Object.entries(METRO_BY_OKRUG)) {
      for (const station of stations) expect(STATION_LABELS.has(station), `${okrug}: ${station}`).toBe(true);
      expect(STREETS_BY_OKRUG[okrug as DistrictCode].length).toBeGreaterThan(4);
    }
  });

  it('allow entrance tests only where the rules of admission do', () => {
    expect(entranceTestsAllowed('09.02.07')).toEqual([]);
    expect(entranceTestsAllowed('54.02.01')).toEqual([{ type: 5399582, name: 'Творческое испытание' }]);
    expect(entranceTestsAllowed('40.02.02').map((test) => test.type).sort()).toEqual([5399584, 5400000]);
  });
});

describe('planOrganizations', () => {
  const plans = plansAt(1);

  it('is the same for the same seed and differs for another', () => {
    expect(plansAt(1)).toEqual(plans);
    expect(plansAt(2)).not.toEqual(plans);
  });

  it('plans 600 schools, 140 colleges, the departments and the universities at size 1, and multiplies schools and colleges with the size', () => {
    expect(ofType(plans, 'school')).toHaveLength(SCHOOLS_PER_SIZE);
    expect(ofType(plans, 'college')).toHaveLength(COLLEGES_PER_SIZE);
    expect(ofType(plans, 'deputy')).toHaveLength(DEPARTMENTS.length);
    expect(ofType(plans, 'higher')).toHaveLength(UNIVERSITIES.length);
    const double = plansAt(1, 2);
    expect(ofType(double, 'school')).toHaveLength(2 * SCHOOLS_PER_SIZE);
    expect(ofType(double, 'college')).toHaveLength(2 * COLLEGES_PER_SIZE);
    expect(new Set(ofType(double, 'college').map((plan) => plan.row.name)).size).toBe(2 * COLLEGES_PER_SIZE);
  });

  it('gives unique numeric registry codes, unique school names and the fields a card shows', () => {
    const codes = plans.map((plan) => plan.row.organizationId);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^\d{7}$/.test(code))).toBe(true);
    const schools = ofType(plans, 'school');
    expect(new Set(schools.map((plan) => plan.row.name)).size).toBe(schools.length);
    expect(schools.map((plan) => plan.row.name).filter((name) => /Лицей|Гимназия|Кадетская школа/.test(name)).length).toBeGreaterThan(30);
    for (const { row } of plans) {
      expect(row.name.length).toBeGreaterThan(5);
      expect(row.shortName).toBeTruthy();
      expect(row.phone).toMatch(/^\+7(495|499)\d{7}$/);
      expect(normalizePhone(row.phone ?? '')).toBe(row.phone);
      expect(row.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+$/);
      expect(row.website).toMatch(/^https:\/\//);
      expect(row.head?.split(' ')).toHaveLength(3);
      expect(row.inn).toMatch(/^77\d{8}$/);
      expect(inOkrug(row.okrug, row.district), `${row.name}: ${row.okrug} ${row.district}`).toBe(true);
      if (row.type === 'school' || row.type === 'college') {
        expect(row.mrsd).toBeGreaterThanOrEqual(1);
        expect(row.mrsd).toBeLessThanOrEqual(37);
        expect(row.kind).toBe(row.type);
      } else {
        expect(row.mrsd).toBeNull();
      }
    }
    expect(ofType(plans, 'school').some((plan) => !plan.row.status)).toBe(true);
    expect(ofType(plans, 'college').some((plan) => !plan.row.status)).toBe(true);
  });

  it('gives every college 2 to 6 standing buildings, each in a rayon of its okrug with up to three real stations near it', () => {
    for (const plan of ofType(plans, 'college')) {
      const standing = plan.buildings.filter((building) => !building.isDeleted);
      expect(standing.length, plan.row.name).toBeGreaterThanOrEqual(2);
      expect(standing.length, plan.row.name).toBeLessThanOrEqual(6);
      expect(standing[0]?.address).toBe(plan.row.address);
    }
    expect(ofType(plans, 'college').some((plan) => plan.buildings.some((building) => building.isDeleted && building.deletedAt instanceof Date))).toBe(true);
    for (const plan of plans) {
      expect(plan.buildings.length).toBeGreaterThanOrEqual(1);
      for (const building of plan.buildings) {
        expect(inOkrug(building.okrug, building.district)).toBe(true);
        const metro = building.metro ?? [];
        expect(metro.length).toBeLessThanOrEqual(3);
        expect(metro.length === 0).toBe(METRO_BY_OKRUG[building.okrug as DistrictCode].length === 0);
        expect(new Set(metro).size).toBe(metro.length);
        for (const station of metro) expect(STATION_LABELS.has(station)).toBe(true);
      }
    }
  });

  it('gives schools and colleges one to three reachable contacts, entered by the staff passed in', () => {
    for (const plan of plans) {
      if (plan.row.type !== 'school' && plan.row.type !== 'college') {
        expect(plan.responsibles).toEqual([]);
        continue;
      }
      expect(plan.responsibles.length).toBeGreaterThanOrEqual(1);
      expect(plan.responsibles.length).toBeLessThanOrEqual(3);
      for (const contact of plan.responsibles) {
        expect(Boolean(contact.phone || contact.email)).toBe(true);
        if (contact.phone) {
          expect(contact.phone).toMatch(/^\+79\d{9}$/);
          expect(normalizePhone(contact.phone)).toBe(contact.phone);
        }
        if (contact.createdBy !== null) expect(contact.operatorShortname).toBe(contact.createdBy === 7 ? 'Иванова А. С.' : 'Петров О. И.');
      }
    }
    expect(planOrganizations(createRandom(1), 1).flatMap((plan) => plan.responsibles).every((contact) => contact.createdBy === null)).toBe(true);
  });
});

describe('planPrograms', () => {
  const colleges = collegesOf(plansAt(1));
  const { programs, vacancies } = planPrograms(createRandom(3), colleges, 1, 2027);

  it('is the same for the same seed', () => {
    expect(planPrograms(createRandom(3), colleges, 1, 2027)).toEqual({ programs, vacancies });
  });

  it('plans about 2000 programmes with unique codes over catalogue specialities, at every college', () => {
    expect(programs.length).toBeGreaterThan(PROGRAMS_PER_SIZE * 0.95);
    expect(programs.length).toBeLessThan(PROGRAMS_PER_SIZE * 1.05);
    expect(new Set(programs.map((program) => program.code)).size).toBe(programs.length);
    const catalogue = new Map(SPECIALITY_CATALOGUE.map((entry) => [entry.code, entry]));
    for (const program of programs) {
      expect(catalogue.has(program.specialityCode), program.code).toBe(true);
      expect(program.code).toBe(`${program.specialityCode}-${program.collegeCode}-${program.educationForm}`);
    }
    expect(new Set(programs.map((program) => program.collegeCode)).size).toBe(colleges.length);
    // Colleges teach mostly their own industries.
    const own = programs.filter((program) => colleges.find((college) => college.organizationId === program.collegeCode)?.industries.includes(catalogue.get(program.specialityCode)?.industry as never));
    expect(own.length / programs.length).toBeGreaterThan(0.75);
    expect(planPrograms(createRandom(3), collegesOf(plansAt(1, 2)), 2, 2027).programs.length).toBeGreaterThan(PROGRAMS_PER_SIZE * 2 * 0.95);
  });

  it('keeps form, study form, base grade, type, level, length and places consistent', () => {
    for (const program of programs) {
      const form = EDUCATION_FORMS.find((entry) => entry.id === program.educationForm);
      expect(form, program.code).toBeDefined();
      expect(program.studyForm).toBe(form?.studyForm);
      expect(program.baseGrade).toBe(form?.base);
      const training = /^\d{5}$/.test(program.specialityCode);
      expect(program.level).toBe(training ? 13 : 3);
      expect(program.programmeType).toBe(training ? 'ПП' : isProfession(program.specialityCode) ? 'ППКРС (2014)' : 'ППССЗ (2014)');
      expect([10, 22, 34, 46]).toContain(program.durationMonths);
      expect(program.durationMonths === 10).toBe(training);
      expect((program.budgetPlaces ?? 0) + (program.paidPlaces ?? 0)).toBeGreaterThan(0);
      const allowed = entranceTestsAllowed(program.specialityCode).map((test) => test.type);
      for (const test of program.entranceTests ?? []) expect(allowed).toContain(test.type);
      expect(program.year).toBe(2027);
    }
    expect(programs.some((program) => (program.entranceTests ?? []).length > 0)).toBe(true);
    for (const form of [1, 2, 5]) expect(programs.some((program) => program.educationForm === form)).toBe(true);
  });

  it('publishes vacancies only for specialities the college teaches, within its places', () => {
    expect(vacancies.length).toBeGreaterThan(100);
    for (const vacancy of vacancies) {
      const taught = programs.find((program) => program.collegeCode === vacancy.collegeCode && program.specialityCode === vacancy.specialityCode && program.baseGrade === vacancy.baseGrade && program.studyForm === vacancy.studyForm);
      expect(taught).toBeDefined();
      expect(vacancy.budgetPlaces).toBeLessThanOrEqual(taught?.budgetPlaces ?? 0);
      expect(vacancy.paidPlaces).toBeLessThanOrEqual(taught?.paidPlaces ?? 0);
    }
  });
});

describe('planInteractions', () => {
  it('dates interactions on working days in office hours over the last months, by the authors given', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const rows = planInteractions(createRandom(5), ['1', '2', '3'], ['4', '5'], [11, 12], now);
    expect(rows.filter((row) => ['1', '2', '3'].includes(row.organizationCode)).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const at = (row.occurredAt as Date).getTime();
      expect(at).toBeLessThan(now);
      expect(at).toBeGreaterThan(now - 125 * 86_400_000);
      const moscow = new Date(at + 3 * 3_600_000);
      expect([0, 6]).not.toContain(moscow.getUTCDay());
      expect(moscow.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect([11, 12]).toContain(row.authorId);
      expect(row.result).toBeTruthy();
    }
  });
});
