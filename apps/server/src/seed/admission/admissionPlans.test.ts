import { isWeekend, moscowDay } from '@abitura/contracts/moscowTime';
import { APPLICATION_REJECTION_REASONS, COMPETITION_STATUSES, LIVE_APPLICATION_STATES, type ApplicationState } from '@abitura/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { SPECIALITY_CATALOGUE } from '../../domain/programs/specialityCatalogue.js';
import { planCareerEvents } from '../contingent/careerEvents.js';
import type { ApplicantPlan, ContingentWorld } from '../contingent/contingentWorld.js';
import { APPLICANTS_PER_SIZE, planApplicants } from '../contingent/planApplicants.js';
import { createRandom } from '../prng.js';
import { planOrganizations } from '../registry/planOrganizations.js';
import { planPrograms } from '../registry/planPrograms.js';
import { countFindings } from './admissionFindings.js';
import type { AdmissionApplicant, AdmissionPlan, AdmissionWorld } from './admissionWorld.js';
import { isMinor } from './planApplications.js';
import { planAdmission } from './planAdmission.js';
import { GROUPS_WITHOUT_PLACES } from './planGroups.js';
import { planHistory } from './planHistory.js';
import { PLANTED } from './plantProblems.js';
import { endOf, mainSeasonYear, seasonCalendar, seasonPhase, startOf } from './seasonCalendar.js';


/** The contingent's applicants as the admission step reads them back from their records and timelines. */
function admissionApplicant(plan: ApplicantPlan, id: number): AdmissionApplicant {
  const { data, filing } = plan;
  const marks = data.gia.map((result) => result.mark);
  return {
    id,
    lastName: data.last_name,
    firstName: data.first_name,
    middleName: data.middle_name,
    gender: data.gender,
    birthDate: data.birth_date,
    grade: data.grade,
    snils: data.id_number,
    giaMean: marks.length > 0 ? marks.reduce((a, b) => a + b, 0) / marks.length : null,
    industries: data.industries,
    consent: data.consent ? { accepted: data.consent.status === 'accepted', at: Date.parse(data.consent.at), representative: data.consent.representative } : null,
    filing: filing ? { method: filing.method, at: filing.at.getTime(), firstProgramId: filing.first.programId, colleges: filing.colleges } : null,
  };
}

/** A world like the registry and contingent steps write, ids in order, on `now`. */
function worldAt(now: number): AdmissionWorld {
  const year = new Date(now).getUTCMonth() >= 8 ? new Date(now).getUTCFullYear() + 1 : new Date(now).getUTCFullYear();
  const plans = planOrganizations(createRandom(5), 1, []);
  const ids = new Map(plans.map((plan, i) => [plan.row.organizationId, i + 1]));
  const idOf = (code: string) => ids.get(code) as number;
  const schools = plans.filter((plan) => plan.row.type === 'school').map((plan) => ({ id: idOf(plan.row.organizationId), okrug: plan.row.okrug ?? null, district: plan.row.district ?? null }));
  const collegePlans = plans.filter((plan) => plan.row.type === 'college');
  const colleges = collegePlans.map((plan) => ({ id: idOf(plan.row.organizationId), name: plan.row.name, addresses: plan.buildings.map((building) => building.address) }));
  const industry = new Map(SPECIALITY_CATALOGUE.map((entry) => [entry.code, entry.industry]));
  const { programs } = planPrograms(createRandom(6), collegePlans.map((plan) => ({ organizationId: plan.row.organizationId, industries: plan.industries })), 1, year);
  const contingent: ContingentWorld = {
    schools,
    colleges,
    programs: programs.map((program, i) => ({ id: i + 1, collegeId: idOf(program.collegeCode), name: program.name, specialityCode: program.specialityCode, industry: industry.get(program.specialityCode) as never, baseGrade: program.baseGrade, fullTime: program.studyForm === 'Очная' })),
    events: planCareerEvents(createRandom(7), colleges, 1, now).map((plan, i) => ({ id: i + 1, kind: plan.kind, startsAt: plan.row.startsAt, status: plan.row.status, capacity: plan.row.capacity ?? null, organizationId: plan.row.organizationId ?? null })),
    staff: { creators: [{ id: 101, fullName: 'Смирнова Ольга Петровна' }], curators: [{ id: 102, fullName: 'Козлов Игорь Андреевич' }], workers: [{ id: 102, fullName: 'Козлов Игорь Андреевич' }] },
    now,
    year,
    season: seasonCalendar(mainSeasonYear(now)),
  };
  const applicants = planApplicants(createRandom(11), contingent, APPLICANTS_PER_SIZE);
  let building = 0;
  return {
    now,
    size: 1,
    programs: programs.map((program, i) => ({
      id: i + 1,
      collegeId: idOf(program.collegeCode),
      baseGrade: program.baseGrade,
      industry: industry.get(program.specialityCode) as string,
      budgetPlaces: program.budgetPlaces ?? null,
      paidPlaces: program.paidPlaces ?? null,
      testType: (program.entranceTests as Array<{ type: number }> | undefined)?.[0]?.type ?? null,
    })),
    buildings: collegePlans.flatMap((plan) => plan.buildings.map(() => ({ id: (building += 1), collegeId: idOf(plan.row.organizationId) }))),
    applicants: applicants.map((plan, i) => admissionApplicant(plan, i + 1)),
    committee: [201, 202],
  };
}

/** 2026-11-20: the 2026 season is over. */
const NOW = Date.parse('2026-11-20T12:00:00Z');
const world = worldAt(NOW);
const plan = planAdmission(createRandom(21), world);
const main = seasonCalendar(2026);

const live = (state: ApplicationState) => LIVE_APPLICATION_STATES.includes(state);
const byApplicant = (of: AdmissionPlan) => {
  const own = new Map<number, AdmissionPlan['applications']>();
  for (const application of of.applications) own.set(application.applicant, [...(own.get(application.applicant) ?? []), application]);
  return own;
};

describe('planAdmission, a season that is over', () => {
  const own = byApplicant(plan);
  const findings = countFindings(plan, world.applicants, NOW);

  it('plans the previous, main and next seasons with the calendar, and groups from the programmes of the first two', () => {
    expect(plan.seasons.map((season) => season.year)).toEqual([2025, 2026, 2027]);
    expect(plan.main).toEqual(main);
    expect(main).toMatchObject({ filingStarts: '2026-06-20', filingEnds: '2026-08-15', testsStart: '2026-07-01', testsEnd: '2026-08-10', listsDate: '2026-08-16', enrolmentDate: '2026-08-25' });
    const programs = new Map(world.programs.map((program) => [program.id, program]));
    for (const year of [2025, 2026]) {
      const groups = plan.groups.filter((group) => group.year === year);
      expect(groups.length).toBeGreaterThan(world.programs.length);
      for (const group of groups) {
        const program = programs.get(group.programId);
        expect(program?.collegeId).toBe(group.collegeId);
        expect(group.base).toBe(program?.baseGrade);
        expect(group.testType).toBe(program?.testType);
        if (group.places !== null) expect(group.places).toBeGreaterThan(0);
        if (year === 2026 && group.places !== null) expect(group.places).toBe(group.funding === 'budget' ? program?.budgetPlaces : program?.paidPlaces);
      }
      expect(new Set(groups.map((group) => `${group.programId}|${group.funding}`)).size).toBe(groups.length);
    }
    expect(plan.groups.filter((group) => group.year === 2027)).toEqual([]);
    expect(plan.groups.filter((group) => group.year === 2025 && group.places === null)).toEqual([]);
  });

  it('files about 12,000 applications of the applicants whose timelines tell a statement, one to five each, as the statement says', () => {
    expect(plan.applications.length).toBeGreaterThan(10_500);
    expect(plan.applications.length).toBeLessThan(13_500);
    const filers = world.applicants.flatMap((applicant, a) => (applicant.filing ? [a] : []));
    expect(own.size).toBe(filers.length);
    expect(own.size).toBeGreaterThan(world.applicants.length * 0.65);
    const groupKeys = new Set<string>();
    for (const [a, applications] of own) {
      const applicant = world.applicants[a] as AdmissionApplicant;
      const filing = applicant.filing;
      expect(filing).not.toBeNull();
      expect(applications.length).toBeGreaterThanOrEqual(1);
      expect(applications.length).toBeLessThanOrEqual(5);
      const first = [...applications].sort((x, y) => x.submittedAt.getTime() - y.submittedAt.getTime())[0];
      expect(first?.programId).toBe(filing?.firstProgramId);
      const colleges = new Set(applications.map((application) => application.collegeId));
      if (filing?.method === 'mosru') expect(colleges.size).toBe(filing.colleges);
      else expect(colleges.size).toBe(1);
      for (const application of applications) {
        const group = plan.groups[application.group];
        expect(group?.year).toBe(2026);
        expect(group?.base).toBe(applicant.grade);
        expect(application.collegeId).toBe(group?.collegeId);
        expect(application.programId).toBe(group?.programId);
        expect(application.filingMethod).toBe(filing?.method);
        expect(application.externalNumber !== null).toBe(filing?.method === 'mosru');
        expect(application.createdBy === null).toBe(filing?.method === 'mosru');
        groupKeys.add(`${a}|${application.group}`);
      }
    }
    // One application per group and applicant (the live index).
    expect(groupKeys.size).toBe(plan.applications.length);
    const numbers = plan.applications.flatMap((application) => (application.externalNumber ? [application.externalNumber] : []));
    expect(new Set(numbers).size).toBe(numbers.length);
    const methods = (method: string) => plan.applications.filter((application) => application.filingMethod === method).length / plan.applications.length;
    expect(methods('mosru')).toBeGreaterThan(0.6);
    expect(methods('in_person')).toBeGreaterThan(0.05);
    expect(methods('post')).toBeGreaterThan(0.005);
  });

  it('dates every statement within the filing dates, before today, and every change after it', () => {
    for (const application of plan.applications) {
      const at = application.submittedAt.getTime();
      expect(at).toBeGreaterThanOrEqual(startOf(main.filingStarts));
      expect(at).toBeLessThan(endOf(main.filingEnds));
      expect(application.updatedAt.getTime()).toBeGreaterThanOrEqual(at);
      expect(application.updatedAt.getTime()).toBeLessThanOrEqual(NOW);
      if (application.consentAt) {
        expect(application.consentAt.getTime()).toBeGreaterThan(at);
        expect(application.consentAt.getTime()).toBeLessThan(startOf(main.enrolmentDate));
      }
    }
  });

  it('gives averages of two decimals from 3 to 5 with a realistic spread, a rare preferential right, and a parent for minors', () => {
    const marks = plan.applications.flatMap((application) => (application.averageMark !== null && application.averageMark >= 3 && application.averageMark <= 5 ? [application.averageMark] : []));
    for (const mark of marks) expect(Math.round(mark * 100) / 100).toBe(mark);
    const mean = marks.reduce((a, b) => a + b, 0) / marks.length;
    expect(mean).toBeGreaterThan(3.7);
    expect(mean).toBeLessThan(4.3);
    expect(marks.filter((mark) => mark >= 4.5).length / marks.length).toBeGreaterThan(0.05);
    expect(marks.filter((mark) => mark < 3.5).length / marks.length).toBeGreaterThan(0.03);
    const preferential = plan.applications.filter((application) => application.preferentialRight).length / plan.applications.length;
    expect(preferential).toBeGreaterThan(0.005);
    expect(preferential).toBeLessThan(0.08);
    let minors = 0;
    for (const [a, applications] of own) {
      if (!isMinor(world.applicants[a]?.birthDate ?? null, main)) continue;
      minors += 1;
      const phones = new Set(applications.map((application) => application.guardianPhone));
      expect(phones.size).toBe(1);
    }
    expect(minors).toBeGreaterThan(own.size * 0.5);
  });

  it('keeps priorities 1..n and at most one consent and one place for originals, but for the planted problems', () => {
    let gaps = 0;
    let twice = 0;
    let originals = 0;
    for (const [a, applications] of own) {
      const priorities = applications.map((application) => application.priority).sort((x, y) => x - y);
      if (priorities.some((priority, i) => priority !== i + 1)) gaps += 1;
      const consents = applications.filter((application) => application.consent).length;
      if (consents > 1) twice += 1;
      expect(consents > 0).toBe(world.applicants[a]?.consent?.accepted === true);
      if (new Set(applications.filter((application) => application.originalDocuments).map((application) => application.originalCollegeId ?? application.collegeId)).size > 1) originals += 1;
    }
    expect(gaps).toBe(PLANTED.priorityGaps);
    expect(twice).toBe(PLANTED.consentTwice);
    expect(originals).toBe(PLANTED.originalTwice);
    // About 40% consent; originals lodged by most of them.
    expect([...own.values()].filter((applications) => applications.some((application) => application.consent)).length / own.size).toBeCloseTo(0.42, 1);
    expect(plan.applications.filter((application) => application.originalDocuments && application.originalCollegeId !== null).length).toBeGreaterThan(100);
  });

  it('plants 20 to 40 of every problem validation looks for, live, as many as planned', () => {
    expect(findings.NO_GIA).toBeGreaterThanOrEqual(PLANTED.noAverage + 10);
    expect(findings.AVERAGE_OUT_OF_RANGE).toBe(PLANTED.averageOutOfRange);
    expect(findings.PRIORITY_GAPS).toBe(PLANTED.priorityGaps);
    expect(findings.DUPLICATE_PERSON).toBe(30);
    expect(findings.CONSENT_TWICE).toBe(PLANTED.consentTwice);
    expect(findings.ORIGINAL_TWICE).toBe(PLANTED.originalTwice);
    expect(findings.TEST_MISSING).toBe(PLANTED.testNotAssigned + PLANTED.testNotRecorded);
    expect(findings.MINOR_WITHOUT_PARENT).toBe(PLANTED.minorWithoutParent);
    expect(findings.GROUP_WITHOUT_PLACES).toBe(GROUPS_WITHOUT_PLACES);
    for (const [check, count] of Object.entries(findings)) {
      if (check === 'GROUP_WITHOUT_PLACES') continue;
      expect(count, check).toBeGreaterThanOrEqual(20);
      expect(count, check).toBeLessThanOrEqual(45);
    }
    const wrong = plan.applications.filter((application) => application.averageMark !== null && (application.averageMark < 3 || application.averageMark > 5));
    expect(wrong.some((application) => (application.averageMark as number) > 10)).toBe(true);
  });

  it('ends the season: enrolled by consent within places, the others accepted, withdrawn or rejected with a reason', () => {
    const share = (state: ApplicationState) => plan.applications.filter((application) => application.state === state).length / plan.applications.length;
    for (const state of ['enrolled', 'accepted', 'withdrawn', 'rejected'] as const) expect(share(state), state).toBeGreaterThan(0.05);
    expect(share('draft')).toBe(0);
    const enrolledPerGroup = new Map<number, number>();
    for (const [, applications] of own) expect(applications.filter((application) => application.state === 'enrolled').length).toBeLessThanOrEqual(1);
    const reasons = new Set<string>(APPLICATION_REJECTION_REASONS.map((reason) => reason.value));
    const statuses = new Set<string>(COMPETITION_STATUSES.map((status) => status.value));
    for (const application of plan.applications) {
      expect(application.rejectionReason !== null).toBe(application.state === 'rejected');
      if (application.rejectionReason) expect(reasons.has(application.rejectionReason)).toBe(true);
      expect(statuses.has(application.status)).toBe(true);
      if (!live(application.state)) expect(application.status).toBe('NA');
      if (application.state === 'enrolled') {
        expect(application.consent).toBe(true);
        expect(application.status).toBe('OK');
        enrolledPerGroup.set(application.group, (enrolledPerGroup.get(application.group) ?? 0) + 1);
      }
    }
    for (const [g, n] of enrolledPerGroup) expect(n).toBeLessThanOrEqual(plan.groups[g]?.places ?? 0);
    for (const status of ['OK', 'NA', 'NO_GIA', 'CONFLICT']) expect(plan.applications.some((application) => application.status === status), status).toBe(true);
  });

  it('holds two to four sittings per college and test type on working days of the test dates, seats the applications, and records results', () => {
    expect(plan.sessions.length).toBeGreaterThan(150);
    const perPair = new Map<string, number>();
    for (const session of plan.sessions) {
      perPair.set(`${session.collegeId}|${session.testType}`, (perPair.get(`${session.collegeId}|${session.testType}`) ?? 0) + 1);
      const at = session.startsAt.getTime();
      expect(at).toBeGreaterThanOrEqual(startOf(main.testsStart));
      expect(at).toBeLessThan(endOf(main.testsEnd));
      expect(isWeekend(moscowDay(at))).toBe(false);
      expect(session.capacity).toBeGreaterThanOrEqual(20);
      expect(session.capacity).toBeLessThanOrEqual(60);
      expect(session.examinerIds.length).toBeGreaterThanOrEqual(1);
      expect(session.examinerIds.every((id) => world.committee.includes(id))).toBe(true);
      expect(world.buildings.find((building) => building.id === session.buildingId)?.collegeId).toBe(session.collegeId);
      expect(session.invitationsSentAt).not.toBeNull();
    }
    for (const n of perPair.values()) expect([2, 3, 4]).toContain(n);
    const seated = new Map<number, number>();
    for (const assignment of plan.assignments) {
      const session = plan.sessions[assignment.session];
      const application = plan.applications[assignment.application];
      expect(session?.collegeId).toBe(application?.collegeId);
      expect(session?.testType).toBe(plan.groups[application?.group as number]?.testType);
      expect(assignment.assignedAt.getTime()).toBeGreaterThan(application?.submittedAt.getTime() as number);
      expect(assignment.assignedAt.getTime()).toBeLessThan(session?.startsAt.getTime() as number);
      seated.set(assignment.session, (seated.get(assignment.session) ?? 0) + 1);
      if (assignment.attended !== null) {
        expect(assignment.recordedAt?.getTime()).toBeGreaterThan(session?.startsAt.getTime() as number);
        if (session?.passPoints !== null && assignment.attended) {
          expect(assignment.points).toBeGreaterThanOrEqual(0);
          expect(assignment.points).toBeLessThanOrEqual(100);
          expect(assignment.passed).toBe((assignment.points as number) >= 50);
        } else expect(assignment.points).toBeNull();
      }
    }
    for (const [s, n] of seated) expect(n).toBeLessThanOrEqual(plan.sessions[s]?.capacity as number);
    const needing = plan.applications.filter((application) => plan.groups[application.group]?.testType !== null).length;
    expect(plan.assignments.length).toBeGreaterThan(needing * 0.7);
    const attended = plan.assignments.filter((assignment) => assignment.attended).length / plan.assignments.length;
    expect(attended).toBeGreaterThan(0.8);
    expect(attended).toBeLessThan(0.97);
    expect(plan.assignments.filter((assignment) => assignment.invitedAt !== null).length / plan.assignments.length).toBeGreaterThan(0.8);
    // A failed or missed test leaves no live application competing.
    const outcome = new Map(plan.assignments.map((assignment) => [assignment.application, assignment]));
    plan.applications.forEach((application, i) => {
      const seat = outcome.get(i);
      if (seat && seat.attended !== null && !seat.passed && live(application.state)) expect(application.status).toBe('NA');
    });
  });

  it('tells each application in the applicant\'s history: filed, then every move to its state, in order', () => {
    const ids = plan.applications.map((_, i) => 1000 + i);
    const history = planHistory(plan, ids, world.applicants.map((applicant) => applicant.id), (g) => `группа ${g}`, world.committee);
    const filed = history.filter((row) => row.action === 'application.filed');
    expect(filed).toHaveLength(plan.applications.length);
    const moves = new Map<number, Array<{ at: number; state: unknown }>>();
    for (const row of history) {
      if (row.action !== 'application.moved') continue;
      expect(row.changes[0]?.field).toBe('application_id');
      const id = row.changes[0]?.after as number;
      moves.set(id, [...(moves.get(id) ?? []), { at: row.at.getTime(), state: row.changes[1]?.after }]);
      expect(row.actorId === null || world.committee.includes(row.actorId)).toBe(true);
    }
    plan.applications.forEach((application, i) => {
      const own = moves.get(1000 + i) ?? [];
      const expected = { draft: [], submitted: [], accepted: ['accepted'], enrolled: ['accepted', 'enrolled'], withdrawn: ['withdrawn'], rejected: ['rejected'] }[application.state];
      expect(own.map((move) => move.state)).toEqual(expected);
      if (own.length > 0) expect(own[own.length - 1]?.at).toBe(application.updatedAt.getTime());
      for (const move of own) expect(move.at).toBeGreaterThanOrEqual(application.submittedAt.getTime());
    });
    expect(filed[0]?.changes).toEqual([{ field: 'application', before: null, after: { id: 1000, group: `группа ${plan.applications[0]?.group}` } }]);
  });

  it('is the same for the same seed', () => {
    expect(planAdmission(createRandom(21), world)).toEqual(plan);
  });
});

describe('planAdmission while filing goes on', () => {
  /** 2027-07-08: filing began on 20 June, the first sittings are over. */
  const now = Date.parse('2027-07-08T12:00:00Z');
  const during = worldAt(now);
  const filing = planAdmission(createRandom(21), during);
  const season = seasonCalendar(2027);

  it('files fewer statements so far, none after today, mostly submitted or accepted with some drafts', () => {
    expect(seasonPhase(season, now)).toBe('filing');
    expect(filing.main).toEqual(season);
    expect(filing.applications.length).toBeGreaterThan(3000);
    expect(filing.applications.length).toBeLessThan(plan.applications.length);
    for (const application of filing.applications) {
      expect(application.submittedAt.getTime()).toBeGreaterThanOrEqual(startOf(season.filingStarts));
      expect(application.submittedAt.getTime()).toBeLessThan(now);
      expect(application.state).not.toBe('enrolled');
    }
    const share = (state: ApplicationState) => filing.applications.filter((application) => application.state === state).length / filing.applications.length;
    expect(share('submitted') + share('accepted')).toBeGreaterThan(0.85);
    expect(share('draft')).toBeGreaterThan(0);
    expect(share('draft')).toBeLessThan(0.1);
  });

  it('records results only of the sittings held, and plans the rest', () => {
    const sessions = new Set(filing.assignments.map((assignment) => assignment.session));
    expect(filing.sessions.some((session) => session.startsAt.getTime() > now)).toBe(true);
    for (const assignment of filing.assignments) {
      const starts = filing.sessions[assignment.session]?.startsAt.getTime() as number;
      if (starts > now) expect(assignment.attended).toBeNull();
      expect(assignment.assignedAt.getTime()).toBeLessThanOrEqual(now);
    }
    expect(sessions.size).toBeGreaterThan(0);
    const findings = countFindings(filing, during.applicants, now);
    for (const check of ['AVERAGE_OUT_OF_RANGE', 'PRIORITY_GAPS', 'DUPLICATE_PERSON', 'CONSENT_TWICE', 'ORIGINAL_TWICE', 'MINOR_WITHOUT_PARENT'] as const) expect(findings[check], check).toBeGreaterThan(5);
  });
});
