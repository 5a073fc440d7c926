import { applicantFields } from '@abitura/contracts';
import { isValidSnilsChecksum, normalizePhone } from '@abitura/contracts/validation';
import {
  APPLICANT_CATEGORIES,
  EVENT_STATUSES,
  INTERACTION_TYPES,
  LETTER_STATUSES,
  METRO_STATIONS,
  nextProcessingStatus,
  OUTSIDE_MOSCOW,
  RAYONS_BY_OKRUG,
  type DistrictCode,
  type ProcessingStatus,
  type WorkendResult,
} from '@abitura/contracts/vocabulary';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SPECIALITY_CATALOGUE } from '../../domain/programs/specialityCatalogue.js';
import { createRandom } from '../prng.js';
import { agreesInGender, parseFullName } from '../russianNames.js';
import { planOrganizations } from '../registry/planOrganizations.js';
import { planPrograms } from '../registry/planPrograms.js';
import { EVENT_DAYS_AHEAD, EVENT_DAYS_BACK, EVENT_HOURS, EVENTS_PER_SIZE, planCareerEvents, type EventCollege } from './careerEvents.js';
import { categoryOf } from './cohorts.js';
import type { ApplicantEvent, ApplicantPlan, ContingentWorld } from './contingentWorld.js';
import { APPLICANTS_PER_SIZE, DUPLICATE_SHARE, MAX_INTERACTIONS, planApplicants } from './planApplicants.js';
import { randomSnils, snilsCheckDigits } from './snils.js';
import { endOf, seasonCalendar, startOf } from '../admission/seasonCalendar.js';

/** 2026-11-20, a Friday of the school year 2026/2027: this year's leavers graduate in 2027. */
const NOW = Date.parse('2026-11-20T12:00:00Z');
const YEAR = 2027;
const DAY = 86_400_000;

/** A world like the one the registry step writes, with ids given in order. */
function worldOf(seed: number): ContingentWorld {
  const plans = planOrganizations(createRandom(seed), 1, []);
  const ids = new Map(plans.map((plan, i) => [plan.row.organizationId, i + 1]));
  const idOf = (code: string) => ids.get(code) as number;
  const schools = plans.filter((plan) => plan.row.type === 'school').map((plan) => ({ id: idOf(plan.row.organizationId), okrug: plan.row.okrug ?? null, district: plan.row.district ?? null }));
  const collegePlans = plans.filter((plan) => plan.row.type === 'college');
  const colleges = collegePlans.map((plan) => ({ id: idOf(plan.row.organizationId), name: plan.row.shortName ?? plan.row.name, addresses: plan.buildings.map((building) => building.address) }));
  const industry = new Map(SPECIALITY_CATALOGUE.map((entry) => [entry.code, entry.industry]));
  const { programs } = planPrograms(createRandom(seed + 1), collegePlans.map((plan) => ({ organizationId: plan.row.organizationId, industries: plan.industries })), 1, YEAR);
  const events: ApplicantEvent[] = planCareerEvents(createRandom(seed + 2), colleges, 1, NOW).map((plan, i) => ({
    id: i + 1,
    kind: plan.kind,
    startsAt: plan.row.startsAt,
    status: plan.row.status,
    capacity: plan.row.capacity ?? null,
    organizationId: plan.row.organizationId ?? null,
  }));
  return {
    schools,
    colleges,
    programs: programs.map((program, i) => ({
      id: i + 1,
      collegeId: idOf(program.collegeCode),
      name: program.name,
      specialityCode: program.specialityCode,
      industry: industry.get(program.specialityCode) as never,
      baseGrade: program.baseGrade,
      fullTime: program.studyForm === 'Очная',
    })),
    events,
    staff: {
      creators: [{ id: 101, fullName: 'Смирнова Ольга Петровна' }],
      curators: [
        { id: 102, fullName: 'Козлов Игорь Андреевич' },
        { id: 103, fullName: 'Орлова Мария Денисовна' },
      ],
      workers: [
        { id: 102, fullName: 'Козлов Игорь Андреевич' },
        { id: 103, fullName: 'Орлова Мария Денисовна' },
        { id: 104, fullName: 'Белова Анна Игоревна' },
      ],
    },
    now: NOW,
    year: YEAR,
    season: seasonCalendar(2026),
  };
}

const world = worldOf(5);
const plans = planApplicants(createRandom(11), world, APPLICANTS_PER_SIZE);
const share = (predicate: (plan: ApplicantPlan) => boolean) => plans.filter(predicate).length / plans.length;
const byStatus = (status: ProcessingStatus) => share((plan) => plan.processingStatus === status);
const contract = z.object(applicantFields);

describe('СНИЛС', () => {
  it('computes the check digits the Pension Fund does, and every generated number passes the contracts', () => {
    expect(snilsCheckDigits('112233445')).toBe('95');
    const random = createRandom(3);
    for (let i = 0; i < 2000; i += 1) {
      const snils = randomSnils(random);
      expect(snils).toMatch(/^\d{11}$/);
      expect(isValidSnilsChecksum(snils), snils).toBe(true);
      // Issued numbers never repeat a digit three times in a row (the check digits may).
      expect(snils.slice(0, 9)).not.toMatch(/(\d)\1\1/);
    }
  });
});

describe('planCareerEvents', () => {
  // worldOf gives its colleges their buildings' addresses.
  const colleges = world.colleges as readonly EventCollege[];
  const events = planCareerEvents(createRandom(2), colleges, 1, NOW);

  it('plans the events of the colleges around today, past ones held or cancelled, coming ones in approval', () => {
    expect(events).toHaveLength(EVENTS_PER_SIZE);
    expect(planCareerEvents(createRandom(2), colleges, 1, NOW)).toEqual(events);
    expect(planCareerEvents(createRandom(2), colleges, 2, NOW)).toHaveLength(2 * EVENTS_PER_SIZE);
    const statuses = new Set<string>(EVENT_STATUSES.map((status) => status.value));
    for (const { row } of events) {
      expect(row.startsAt.getTime()).toBeGreaterThan(NOW - (EVENT_DAYS_BACK + 1) * DAY);
      expect(row.startsAt.getTime()).toBeLessThan(NOW + (EVENT_DAYS_AHEAD + 7) * DAY);
      expect(statuses.has(row.status)).toBe(true);
      if (row.startsAt.getTime() < NOW) expect(['confirmed', 'canceled', 'deleted']).toContain(row.status);
      else expect(['confirmed', 'pending', 'draft', 'onEdit']).toContain(row.status);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(Math.min(NOW, row.startsAt.getTime()));
      const college = colleges.find((entry) => entry.id === row.organizationId);
      expect(college).toBeDefined();
      if (row.format === 'in-person') expect(college?.addresses).toContain(row.place);
      if (row.format === 'online') expect(row.place).toMatch(/^Онлайн/);
      expect(row.capacity).toBeGreaterThan(0);
    }
    expect(events.some((event) => event.row.startsAt.getTime() < NOW)).toBe(true);
    expect(events.some((event) => event.row.startsAt.getTime() > NOW)).toBe(true);
  });
});

describe('planApplicants', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = planApplicants(createRandom(11), world, 200);
    // The planted second records come last: the first ones are the same.
    expect(again.slice(0, 150)).toEqual(plans.slice(0, 150));
    expect(planApplicants(createRandom(12), world, 200)).not.toEqual(again);
  });

  it('plans data every field of which the contracts accept as it is (Abiturient/Create would store the same)', () => {
    for (const plan of plans) {
      const parsed = contract.safeParse(plan.data);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data).toEqual(plan.data);
    }
  });

  it('fills every field of each record', () => {
    for (const { data } of plans) {
      for (const field of ['middle_name', 'birth_date', 'gender', 'school_id', 'grade', 'graduation_year', 'okrug', 'district', 'metro_station_1', 'category', 'readiness', 'tracking_stage', 'information_source'] as const) {
        expect(data[field], field).not.toBeNull();
      }
      expect(data.phones.length).toBeGreaterThanOrEqual(1);
      expect(data.phones.length).toBeLessThanOrEqual(2);
      expect(data.intents.length).toBeGreaterThanOrEqual(1);
      expect(data.intents.length).toBeLessThanOrEqual(2);
      expect(data.industries.length).toBeGreaterThanOrEqual(1);
      expect(data.industries.length).toBeLessThanOrEqual(3);
      expect(Object.keys(data.flags)).toHaveLength(13);
      expect(Object.keys(data.preferential)).toHaveLength(6);
      expect(Object.keys(data.check_results).sort()).toEqual(['fgis', 'mesh', 'mosru']);
    }
  });

  it('gives believable people: names agreeing in gender, Moscow mobiles, unique contacts, real stations and rayons', () => {
    const stations = new Set<string>(METRO_STATIONS.map((station) => station.label));
    const phones = plans.flatMap((plan) => plan.data.phones);
    expect(new Set(phones).size).toBe(phones.length);
    const emails = plans.flatMap((plan) => (plan.data.email ? [plan.data.email] : []));
    expect(new Set(emails).size).toBe(emails.length);
    // Only the planted second records of a person repeat a СНИЛС: their first record's.
    const snils = plans.flatMap((plan) => (plan.data.id_number && plan.duplicateOf === null ? [plan.data.id_number] : []));
    expect(new Set(snils).size).toBe(snils.length);
    for (const { data } of plans) {
      const name = parseFullName(`${data.last_name} ${data.first_name} ${data.middle_name}`, data.gender === 'FEMALE' ? 'female' : 'male');
      expect(name && agreesInGender(name), `${data.last_name} ${data.first_name} ${data.middle_name}`).toBe(true);
      // Mobile numbers, each one the phone rule reads as itself (what the phone field would store).
      for (const phone of data.phones) {
        expect(phone).toMatch(/^\+79\d{9}$/);
        expect(normalizePhone(phone)).toBe(phone);
      }
      for (const station of [data.metro_station_1, data.metro_station_2, data.metro_station_3]) if (station !== null) expect(stations.has(station), station).toBe(true);
      if (data.okrug === OUTSIDE_MOSCOW.code) expect(data.district).toMatch(/область/);
      else expect(RAYONS_BY_OKRUG[data.okrug as DistrictCode]).toContain(data.district);
    }
    // Most live in their school's okrug.
    const school = new Map(world.schools.map((entry) => [entry.id, entry]));
    expect(share((plan) => school.get(plan.data.school_id as number)?.okrug === plan.data.okrug)).toBeGreaterThan(0.75);
  });

  it('gives grades, birth years and categories that agree', () => {
    const seen = new Set<string>();
    for (const { data } of plans) {
      const year = 2000 + (data.graduation_year as number);
      const born = Number(data.birth_date?.slice(0, 4));
      expect(data.grade === 'SCH9' ? [year - 16, year - 15] : [year - 18, year - 17]).toContain(born);
      expect(year).toBeLessThanOrEqual(YEAR);
      const category = categoryOf({ grade: data.grade as 'SCH9' | 'SCH11', graduationYear: year }, data.okrug === OUTSIDE_MOSCOW.code, YEAR);
      expect(data.category).toBe(category);
      seen.add(category);
      if (data.category === 'moscow_9_24') expect(data.graduation_year).toBe(24);
      if (data.category === 'moscow_9_before24') expect(data.graduation_year).toBeLessThan(24);
      if (data.category === 'moscow_9_25') expect(data.graduation_year).toBeGreaterThanOrEqual(25);
    }
    expect([...seen].sort()).toEqual(APPLICANT_CATEGORIES.map((category) => category.value).sort());
    expect(share((plan) => plan.data.grade === 'SCH9')).toBeCloseTo(0.6, 1);
    expect(share((plan) => plan.data.graduation_year === YEAR % 100)).toBeGreaterThan(0.7);
  });

  it('keeps processing statuses that the timelines reach through the state machine', () => {
    for (const plan of plans) {
      const [first, ...rest] = plan.interactions;
      expect(first?.type).toBe('added');
      expect(first?.occurredAt).toEqual(plan.createdAt);
      expect(plan.interactions.length).toBeGreaterThanOrEqual(1);
      expect(plan.interactions.length).toBeLessThanOrEqual(MAX_INTERACTIONS);
      let status: ProcessingStatus | null = null;
      let previous = 0;
      for (const interaction of plan.interactions) {
        const at = interaction.occurredAt.getTime();
        expect(at).toBeGreaterThanOrEqual(previous);
        expect(at).toBeLessThanOrEqual(NOW);
        previous = at;
        if (!['added', 'work', 'workend', 'wait'].includes(interaction.type)) continue;
        const move = nextProcessingStatus(status, interaction.type as 'added', (interaction.result ?? undefined) as WorkendResult | undefined);
        expect(move.ok, `${interaction.type} from ${status}`).toBe(true);
        if (move.ok) status = move.status;
      }
      expect(status).toBe(plan.processingStatus);
      expect(rest.every((interaction) => interaction.type !== 'added')).toBe(true);
      expect(plan.lastInteractionAt).toEqual(plan.interactions[plan.interactions.length - 1]?.occurredAt);
      // The history records the same moves.
      const moves = plan.history.filter((entry) => entry.action === 'interaction').map((entry) => entry.changes[0]?.after);
      const systemMoves = plan.interactions.filter((interaction) => ['work', 'workend', 'wait'].includes(interaction.type));
      expect(moves).toHaveLength(systemMoves.length);
      expect(moves[moves.length - 1] ?? 'not_processed').toBe(plan.processingStatus);
      expect(plan.history[0]?.action).toBe('create');
    }
  });

  it('uses only known interaction types, staff authors and registry organizations', () => {
    const types = new Set<string>(INTERACTION_TYPES.map((type) => type.type));
    const staff = new Set([101, 102, 103, 104]);
    const organizations = new Set([...world.colleges.map((college) => college.id)]);
    const callCodes = new Set(['1', '2', '3', '4', '5', '6', '7']);
    for (const interaction of plans.flatMap((plan) => plan.interactions)) {
      expect(types.has(interaction.type), interaction.type).toBe(true);
      if (interaction.authorId !== null) expect(staff.has(interaction.authorId)).toBe(true);
      if (interaction.organizationId !== null) expect(organizations.has(interaction.organizationId)).toBe(true);
      if (interaction.type === 'outcall' || interaction.type === 'incall') expect(callCodes.has(interaction.result ?? '')).toBe(true);
      if (interaction.type === 'workend') expect(['success', 'fail', 'not_needed']).toContain(interaction.result);
      if (interaction.type === 'profRecommendation') {
        const program = world.programs.find((entry) => String(entry.id) === interaction.oid);
        expect(interaction.actionData).toMatchObject({ industry: program?.industry, program: program?.id, programName: program?.name });
      }
      if (typeof interaction.actionData.comment === 'string') expect(interaction.actionData.comment).toMatch(/[а-яё]/i);
      if (interaction.type === 'description') expect(typeof interaction.actionData.comment).toBe('string');
    }
    expect(plans.filter((plan) => plan.interactions.length > 5).length).toBeGreaterThan(plans.length * 0.1);
  });

  it('spreads the processing statuses roughly as the campaign stands', () => {
    expect(byStatus('not_processed')).toBeCloseTo(0.45, 1);
    expect(byStatus('in_progress')).toBeCloseTo(0.25, 1);
    expect(byStatus('work_done')).toBeCloseTo(0.15, 1);
    expect(byStatus('work_end')).toBeCloseTo(0.1, 1);
    expect(byStatus('process_not_need')).toBeCloseTo(0.05, 1);
  });

  it('gives about half an e-mail, most a valid СНИЛС, some a curator, and a few flags', () => {
    expect(share((plan) => plan.data.email !== null)).toBeCloseTo(0.5, 1);
    expect(share((plan) => plan.data.id_number !== null)).toBeCloseTo(0.7, 1);
    for (const plan of plans) if (plan.data.id_number) expect(isValidSnilsChecksum(plan.data.id_number)).toBe(true);
    expect(share((plan) => plan.data.curator_id !== null)).toBeCloseTo(0.4, 1);
    expect(share((plan) => plan.data.phones.length === 2)).toBeCloseTo(0.35, 1);
    for (const flag of ['inactive', 'notanswer', 'recall', 'rejectperson'] as const) {
      const part = share((plan) => plan.data.flags[flag] === true);
      expect(part, flag).toBeGreaterThan(0.01);
      expect(part, flag).toBeLessThan(0.2);
    }
  });

  it('stores the questionnaire answers of those with has_questionnaire, about 15%', () => {
    expect(share((plan) => plan.data.flags.has_questionnaire === true)).toBeCloseTo(0.15, 1);
    for (const plan of plans) {
      if (plan.data.flags.has_questionnaire) {
        expect(plan.surveyAnswers.length).toBeGreaterThanOrEqual(5);
        expect(plan.surveyAnswers.length).toBeLessThanOrEqual(8);
        expect(plan.surveyAt).not.toBeNull();
        expect(plan.interactions.some((interaction) => interaction.type === 'survey_mesh' && interaction.occurredAt.getTime() === plan.surveyAt?.getTime())).toBe(true);
        for (const answer of plan.surveyAnswers) expect(answer.answer).toMatch(/[А-ЯЁ]/);
      } else {
        expect(plan.surveyAnswers).toEqual([]);
        expect(plan.surveyAt).toBeNull();
      }
    }
  });

  it('keeps refusals, flags, reasons, readiness and tracking stage in agreement', () => {
    const pairs = [
      ['rejectperson', 'rejectPerson'],
      ['rejectorganization', 'rejectOrganization'],
      ['organizationnotmoscow', 'organizationNotMoscow'],
    ] as const;
    for (const { data, processingStatus, interactions } of plans) {
      for (const [flag, reason] of pairs) expect(data.flags[flag], flag).toBe(data.refusal_reasons.includes(reason));
      const refusing = data.refusal_reasons.length > 0;
      if (refusing) {
        expect(data.readiness).toBe('refused');
        expect(data.tracking_stage).toBe('not_considering');
        expect(interactions.some((interaction) => interaction.type === 'decline' || interaction.type === 'rejection')).toBe(true);
        expect(['in_progress', 'work_end', 'process_not_need']).toContain(processingStatus);
      }
      if (data.flags.rejectfull) expect(data.flags.fullreject).toBe(true);
      if (data.flags.notanswer) expect(interactions.some((interaction) => interaction.type === 'noAnswer')).toBe(true);
    }
    expect(share((plan) => plan.data.refusal_reasons.length > 0)).toBeGreaterThan(0.05);
  });

  it('derives the preferential flags, GIA and exams from the results', () => {
    for (const { data, filing } of plans) {
      expect(data.preferential.hasGia).toBe(data.gia.length > 0);
      expect(data.preferential.hasExams).toBe(data.exams.length > 0);
      expect(data.preferential.hasAchievements).toBe(data.achievements.some((achievement) => achievement.points > 0));
      expect(data.preferential.hasPriority1).toBe(data.tags.includes('priority_ca_1'));
      const graduate = 2000 + (data.graduation_year as number) < YEAR;
      if (!graduate) expect(data.exams).toEqual([]);
      if (!graduate && !filing) expect(data.gia).toEqual([]);
      // Whoever filed holds their GIA results, but for the few planted without them.
      if (filing) expect(data.gia.length === 0).toBe(filing.withoutGia);
      for (const result of data.gia) {
        expect(result.mark).toBeGreaterThanOrEqual(3);
        expect(result.mark).toBeLessThanOrEqual(5);
      }
      if (data.tags.includes('passing2oge')) expect(data.gia).toEqual([]);
    }
    expect(share((plan) => plan.data.gia.some((result) => result.subject === 'Русский язык'))).toBeGreaterThan(0.1);
    expect(share((plan) => plan.data.preferential.hasAchievements === true)).toBeCloseTo(0.2, 1);
  });

  it('plants a few second records of people who filed (same name and birth date, the same СНИЛС or none) and a few filed without GIA', () => {
    const seconds = plans.filter((plan) => plan.duplicateOf !== null);
    expect(seconds).toHaveLength(Math.round(APPLICANTS_PER_SIZE * DUPLICATE_SHARE));
    for (const second of seconds) {
      const first = plans[second.duplicateOf as number] as ApplicantPlan;
      expect(first.duplicateOf).toBeNull();
      expect(first.filing).not.toBeNull();
      expect(second.filing).not.toBeNull();
      for (const field of ['last_name', 'first_name', 'middle_name', 'birth_date', 'grade', 'school_id'] as const) expect(second.data[field]).toBe(first.data[field]);
      expect(first.data.id_number).not.toBeNull();
      expect([null, first.data.id_number]).toContain(second.data.id_number);
    }
    expect(seconds.filter((plan) => plan.data.id_number !== null).length).toBe(Math.ceil(seconds.length / 2));
    const withoutGia = plans.filter((plan) => plan.filing?.withoutGia).length;
    expect(withoutGia).toBeGreaterThan(2);
    expect(withoutGia).toBeLessThan(25);
  });

  it('files most of them in the main admission season, within its filing dates, as the timeline and the consent tell', () => {
    expect(share((plan) => plan.filing !== null)).toBeGreaterThan(0.7);
    expect(share((plan) => plan.filing !== null)).toBeLessThan(0.9);
    const programs = new Map(world.programs.map((program) => [program.id, program]));
    const season = seasonCalendar(2026);
    const filed = plans.flatMap((plan) => (plan.filing ? [plan.filing] : []));
    expect(filed.filter((filing) => filing.method === 'mosru').length / filed.length).toBeCloseTo(0.7, 1);
    expect(filed.some((filing) => filing.method === 'post')).toBe(true);
    expect(filed.filter((filing) => filing.consent).length / filed.length).toBeCloseTo(0.42, 1);
    for (const plan of plans) {
      const { filing, data } = plan;
      const told = plan.interactions.filter((interaction) => interaction.type === 'mosru' || interaction.type === 'documentsSubmitted');
      expect(data.consent !== null).toBe(filing !== null);
      if (!filing) {
        expect(told).toEqual([]);
        continue;
      }
      const program = programs.get(filing.first.programId);
      expect(program?.collegeId).toBe(filing.first.collegeId);
      expect(program?.baseGrade).toBe(data.grade);
      const at = filing.at.getTime();
      expect(at).toBeGreaterThanOrEqual(startOf(season.filingStarts));
      expect(at).toBeLessThan(endOf(season.filingEnds));
      expect(at).toBeGreaterThan(plan.createdAt.getTime());
      expect(filing.colleges).toBeGreaterThanOrEqual(1);
      expect(filing.colleges).toBeLessThanOrEqual(filing.method === 'mosru' ? 5 : 1);
      // One entry tells it, naming the first programme and its college.
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ type: filing.method === 'mosru' ? 'mosru' : 'documentsSubmitted', occurredAt: filing.at, organizationId: filing.first.collegeId, oid: String(filing.first.programId) });
      if (filing.method === 'mosru') expect(told[0]?.actionData.colleges).toBe(filing.colleges);
      if (filing.method === 'post') expect(told[0]?.actionData.method).toBe('post');
      expect(data.check_results.mosru).toBe(filing.method === 'mosru' ? 1 : 0);
      const consent = data.consent;
      if (consent) {
        expect(consent.status).toBe(filing.consent ? 'accepted' : 'not_accepted');
        expect(Date.parse(consent.at)).toBeGreaterThanOrEqual(at);
        expect(Date.parse(consent.at)).toBeLessThan(startOf(season.enrolmentDate));
        expect(consent.representative !== null).toBe(consent.by === 'representative');
        expect(data.tracking_stage).toMatch(/documents_submitted|guarantee_letter/);
      }
    }
    expect(share((plan) => plan.data.consent?.by === 'representative')).toBeGreaterThan(0.1);
  });

  it('gives about 8% guarantee letters with numbered letters of real colleges', () => {
    expect(share((plan) => plan.letters.length > 0)).toBeCloseTo(0.08, 1);
    const statuses = new Set<string>(LETTER_STATUSES.map((status) => status.value));
    const numbers = plans.flatMap((plan) => plan.letters.map((letter) => letter.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const letter of plans.flatMap((plan) => plan.letters)) {
      expect(letter.number).toMatch(/^ГП-20\d\d-\d{5}$/);
      expect(statuses.has(letter.status)).toBe(true);
      expect(world.programs.some((program) => program.collegeId === letter.collegeId && program.specialityCode === letter.specialityCode)).toBe(true);
    }
  });

  it('registers about 20% to confirmed events after they were added, within capacity, attended only when past', () => {
    expect(share((plan) => plan.registrations.length > 0)).toBeCloseTo(0.2, 1);
    const events = new Map(world.events.map((event) => [event.id, event]));
    const taken = new Map<number, number>();
    for (const plan of plans) {
      for (const registration of plan.registrations) {
        const event = events.get(registration.eventId);
        expect(event?.status).toBe('confirmed');
        const starts = event?.startsAt.getTime() ?? 0;
        expect(registration.registeredAt.getTime()).toBeGreaterThanOrEqual(plan.createdAt.getTime());
        expect(registration.registeredAt.getTime()).toBeLessThan(starts);
        expect(registration.attended === null).toBe(starts + EVENT_HOURS * 3_600_000 > NOW);
        if (registration.attended) expect(plan.interactions.some((interaction) => interaction.oid === String(registration.eventId))).toBe(true);
        taken.set(registration.eventId, (taken.get(registration.eventId) ?? 0) + 1);
      }
    }
    for (const [id, count] of taken) expect(count).toBeLessThanOrEqual(events.get(id)?.capacity ?? 0);
  });
});
