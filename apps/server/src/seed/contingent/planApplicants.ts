/**
 * The demo contingent: applicants with every field of the record filled the way the rest of
 * their record implies (grade and year give the category, refusals give the reject flags and
 * reasons, results give the preferential flags), each with a timeline of interactions whose
 * system entries lead to the stored processing status, and with how they filed in the main
 * admission season (the admission step writes the applications), guarantee letters and event
 * registrations. Pure: the step writes what this returns.
 */
import { INDUSTRIES, type Industry, type ProcessingStatus, type Tag, type TrackingStage } from '@abitura/contracts/vocabulary';
import type { ApplicantData } from '../../domain/contingent/applicantRows.js';
import { moscowDay } from '@abitura/contracts/moscowTime';
import type { Random } from '../prng.js';
import { pickWeighted } from '../registry/places.js';
import { ageOn, distinctPicks, INDUSTRY_WEIGHTS, intentWeights, parentName, planRefusal, readinessOf, SOURCE_WEIGHTS } from './applicantTraits.js';
import { EVENT_HOURS, type EventKind } from './careerEvents.js';
import { categoryOf, isGraduate, type Grade } from './cohorts.js';
import { endOf, filingProgress, startOf } from '../admission/seasonCalendar.js';
import { mobilePhone } from '../registry/places.js';
import type { ApplicantPlan, ApplicantProgram, ContingentWorld, FilingMethod, FilingPlan, HistoryPlan, InteractionPlan, JsonValue, LetterPlan, RegistrationPlan } from './contingentWorld.js';
import { ADDED_COMMENTS, callResult, DOUBT_COMMENTS, increasingInstants, instantBetween, officeTime, replayStatuses, STATUS_WEIGHTS, systemPath, TEXTS } from './moments.js';
import { OUTSIDE_MOSCOW_SHARE, planPerson, usedContacts, type PersonPlan, type UsedContacts } from './people.js';
import { planAbility, planAchievements, planExams, planGia } from './schoolResults.js';
import { planSurveyAnswers } from './surveyAnswers.js';

/** Applicants per unit of demo size (ABITURA_DEMO_SIZE). */
export const APPLICANTS_PER_SIZE = 5000;
/** Most interactions one demo applicant's timeline holds. */
export const MAX_INTERACTIONS = 15;
/** Records were added over this many days before today. */
export const CREATED_DAYS = 270;

/** The wire fields a person types on the insert page, which the 'create' history entry lists. */
export const CREATE_FIELDS = ['last_name', 'first_name', 'middle_name', 'birth_date', 'gender', 'phones', 'email', 'id_number', 'school_id', 'grade', 'graduation_year', 'okrug', 'district', 'category', 'information_source'] as const;

/** Lookups built once for all applicants. */
interface Index {
  readonly programsByGrade: ReadonlyMap<string, readonly ApplicantProgram[]>;
  readonly programsByGradeIndustry: ReadonlyMap<string, readonly ApplicantProgram[]>;
  /** Places left at each event. */
  readonly seats: Map<number, number>;
  readonly used: UsedContacts;
  letterNumber: number;
}

function buildIndex(world: ContingentWorld): Index {
  const byGrade = new Map<string, ApplicantProgram[]>();
  const byGradeIndustry = new Map<string, ApplicantProgram[]>();
  for (const program of world.programs) {
    byGrade.set(program.baseGrade, [...(byGrade.get(program.baseGrade) ?? []), program]);
    const key = `${program.baseGrade}|${program.industry}`;
    byGradeIndustry.set(key, [...(byGradeIndustry.get(key) ?? []), program]);
  }
  return {
    programsByGrade: byGrade,
    programsByGradeIndustry: byGradeIndustry,
    seats: new Map(world.events.map((event) => [event.id, event.capacity ?? Number.MAX_SAFE_INTEGER])),
    used: usedContacts(),
    letterNumber: 0,
  };
}

/** A programme of the applicant's base grade, in one of their industries when one exists. */
function pickProgram(random: Random, index: Index, grade: Grade, industries: readonly Industry[]): ApplicantProgram | null {
  const own = index.programsByGradeIndustry.get(`${grade}|${random.pick(industries)}`);
  const pool = own && own.length > 0 && random.chance(0.8) ? own : index.programsByGrade.get(grade);
  if (!pool || pool.length === 0) return null;
  // Most applicants choose full-time study: a part-time pick is rerolled once.
  const first = random.pick(pool);
  return first.fullTime || random.chance(0.3) ? first : random.pick(pool);
}

/**
 * Chances of having filed in the main admission season once its filing is over, by processing
 * status: most of the contingent files somewhere, the closed and worked ones most surely.
 */
const FILING_CHANCE: Readonly<Record<ProcessingStatus, number>> = { not_processed: 0.84, in_progress: 0.9, work_done: 0.98, work_end: 0.5, process_not_need: 0.4 };
/** mos.ru takes most statements; the rest come to the desk or by post. */
const FILING_METHOD_WEIGHTS: ReadonlyArray<readonly [FilingMethod, number]> = [['mosru', 70], ['in_person', 24], ['post', 6]];
/** How many colleges a mos.ru statement names. */
const MOSRU_COLLEGE_WEIGHTS: ReadonlyArray<readonly [number, number]> = [[1, 22], [2, 30], [3, 26], [4, 13], [5, 9]];
/** Consent to enrolment, given by about 40% of those who filed. */
export const CONSENT_SHARE = 0.42;
/** Planted for validation (NO_GIA): filed, but their GIA results were never loaded. */
export const WITHOUT_GIA_SHARE = 0.0025;
/** Planted for validation (DUPLICATE_PERSON): second records of people who filed, a share of all records. */
export const DUPLICATE_SHARE = 0.006;
const LETTER_CHANCE: Readonly<Record<ProcessingStatus, number>> = { not_processed: 0.02, in_progress: 0.1, work_done: 0.3, work_end: 0.02, process_not_need: 0.02 };
const CURATOR_CHANCE: Readonly<Record<ProcessingStatus, number>> = { not_processed: 0.2, in_progress: 0.65, work_done: 0.6, work_end: 0.4, process_not_need: 0.3 };
const REFUSAL_CHANCE: Readonly<Record<ProcessingStatus, number>> = { not_processed: 0, in_progress: 0.04, work_done: 0, work_end: 0.65, process_not_need: 0.5 };
export const QUESTIONNAIRE_SHARE = 0.15;
export const REGISTRATION_SHARE = 0.2;

const LETTER_STATUS_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['done', 35], ['onwork', 15], ['pending', 15], ['wait', 10], ['waitb', 8], ['onedit', 5], ['decline', 5], ['reclaimed', 3], ['block', 2], ['fail', 2],
];
const LETTER_COMMENTS = ['Место на бюджетной основе при успешной сдаче ГИА', 'По итогам профпроб', 'Целевое обучение по заявке работодателя', 'Для участника чемпионата «Профессионалы»'];

const VISIT_TYPES: Readonly<Partial<Record<EventKind, string>>> = { openDay: 'opendayVisit', festival: 'festivalVisit', masterClass: 'masterClass' };

/** A second record of a person: the same name and birth date, and the same СНИЛС or none; new contacts. */
export interface DuplicateOf {
  readonly person: PersonPlan;
  readonly sameSnils: boolean;
}

function planApplicant(random: Random, world: ContingentWorld, index: Index, duplicate: DuplicateOf | null = null): { plan: ApplicantPlan; person: PersonPlan } {
  const { now, year, staff, season } = world;
  const latest = now - 3_600_000;
  const school = duplicate ? duplicate.person.school : random.pick(world.schools);
  const person: PersonPlan = duplicate
    ? { ...duplicate.person, phones: [mobilePhoneOnce(random, index.used)], email: null, idNumber: duplicate.sameSnils ? duplicate.person.idNumber : null }
    : planPerson(random, school, year, index.used);
  const { cohort } = person;
  const graduate = isGraduate(cohort, year);
  const category = categoryOf(cohort, person.outsideMoscow, year);
  const adult = category === 'other';
  const male = person.name.gender === 'male';
  const status = pickWeighted(random, STATUS_WEIGHTS);
  let createdAt = Math.min(latest - 86_400_000, officeTime(random, moscowDay(now) - random.int(2, CREATED_DAYS)));

  // Facts first; the timeline then tells them.
  const refusal = !duplicate && random.chance(REFUSAL_CHANCE[status]) ? planRefusal(random) : null;
  const curator = staff.curators.length > 0 && random.chance(CURATOR_CHANCE[status]) ? random.pick(staff.curators) : null;
  const creator = staff.creators.length > 0 ? random.pick(staff.creators) : null;
  const worker = (): number | null => (curator && random.chance(0.7) ? curator.id : staff.workers.length > 0 ? random.pick(staff.workers).id : null);

  let intents = distinctPicks(random, intentWeights(cohort.grade, graduate, adult, male), random.chance(0.3) ? 2 : 1);
  if (refusal?.notColleges) intents = [cohort.grade === 'SCH9' && !graduate ? 'school_10' : 'university'];
  const industries = distinctPicks(random, INDUSTRY_WEIGHTS, random.int(1, 3));
  const informationSource = pickWeighted(random, SOURCE_WEIGHTS);

  const ability = planAbility(random);
  // Ninth graders who failed the ОГЭ retake it and have no results yet.
  const retakesOge = !duplicate && cohort.grade === 'SCH9' && graduate && random.chance(0.25);

  // The main admission season: who filed, when, how and where first. Those who filed hold their
  // certificate and GIA results whatever their school year (the demo files everyone in one season).
  let filing: FilingPlan | null = null;
  const filingFrom = startOf(season.filingStarts);
  const filingTo = Math.min(endOf(season.filingEnds), latest);
  const files = duplicate !== null || random.chance(FILING_CHANCE[status] * (0.3 + 0.7 * filingProgress(season, now)));
  const first = files && !refusal && !retakesOge && filingTo > filingFrom ? pickProgram(random, index, cohort.grade, industries) : null;
  if (first) {
    const method = duplicate ? 'mosru' : pickWeighted(random, FILING_METHOD_WEIGHTS);
    const at = instantBetween(random, filingFrom, filingTo);
    // The record was added before the statement came in.
    if (createdAt > at - 86_400_000) createdAt = Math.min(officeTime(random, moscowDay(at) - random.int(1, 45)), at - 86_400_000);
    filing = {
      method,
      at: new Date(at),
      first: { programId: first.id, collegeId: first.collegeId },
      colleges: method === 'mosru' ? pickWeighted(random, MOSRU_COLLEGE_WEIGHTS) : 1,
      consent: random.chance(CONSENT_SHARE),
      withoutGia: !duplicate && random.chance(WITHOUT_GIA_SHARE),
    };
  }
  const gia = (filing ? !filing.withoutGia : graduate && !retakesOge) ? planGia(random, cohort.grade, ability) : [];
  const exams = graduate && random.chance(0.25) ? planExams(random, ability, cohort.graduationYear) : [];
  const achievements = planAchievements(random, { male, adult });
  const plusBenefit = random.chance(0.05);
  const vip = random.chance(0.015);

  // The system path and its instants: 'added' at creation, the rest after it.
  const path = systemPath(random, status);
  const statuses = replayStatuses(path);
  const pathTimes = increasingInstants(random, createdAt, latest, path.length);
  const firstWork = path.length > 0 ? (pathTimes[0] as number) : null;
  // Worked on until the last system entry when it closed (or returned) them, else until today.
  const workEnd = status === 'in_progress' ? latest : path.length > 0 ? (pathTimes[pathTimes.length - 1] as number) : latest;
  const inWork = () => (firstWork === null ? instantBetween(random, createdAt, latest) : instantBetween(random, firstWork, workEnd));
  const anytime = () => instantBetween(random, createdAt, latest);

  const notanswer = !refusal && (status === 'work_end' || (status === 'in_progress' && random.chance(0.12)) || (status === 'not_processed' && path.length > 0 && random.chance(0.5)));
  const recall = !notanswer && ((status === 'in_progress' && random.chance(0.25)) || (status === 'not_processed' && path.length > 0 && random.chance(0.1)));
  const inactive = status === 'process_not_need' ? random.chance(0.5) : status === 'work_end' ? random.chance(0.2) : random.chance(0.005);

  const required: InteractionPlan[] = [];
  const optional: InteractionPlan[] = [];
  const entry = (type: string, at: number, options: { result?: string | null; organizationId?: number | null; oid?: string | null; data?: Record<string, JsonValue>; author?: number | null; comment?: boolean } = {}): InteractionPlan => {
    const texts = TEXTS[type];
    const comment = options.comment !== false && texts && texts.comments.length > 0 && random.chance(0.75) ? random.pick(texts.comments) : null;
    return {
      type,
      result: options.result !== undefined ? options.result : texts && texts.results.length > 0 ? random.pick(texts.results) : null,
      organizationId: options.organizationId ?? null,
      oid: options.oid ?? null,
      actionData: { ...(comment ? { comment } : {}), ...options.data },
      authorId: options.author !== undefined ? options.author : worker(),
      occurredAt: new Date(at),
    };
  };

  // The statement of the main admission season, as the timeline tells it.
  const viaMosru = filing?.method === 'mosru';
  if (filing && first) {
    const at = filing.at.getTime();
    const named = { organizationId: first.collegeId, oid: String(first.id) };
    required.push(
      filing.method === 'mosru'
        ? entry('mosru', at, { ...named, data: { colleges: filing.colleges } })
        : entry('documentsSubmitted', at, { ...named, data: { programName: first.name, ...(filing.method === 'post' ? { method: 'post', comment: 'Документы поступили по почте' } : {}) } }),
    );
  }

  // A guarantee letter from a college they applied to, or one teaching their industry.
  const letters: LetterPlan[] = [];
  if (!refusal && random.chance(LETTER_CHANCE[status])) {
    const program = first ?? pickProgram(random, index, cohort.grade, industries);
    if (program) {
      const issuedAt = inWork();
      const issueYear = new Date(issuedAt).getUTCFullYear();
      index.letterNumber += 1;
      const number = `ГП-${issueYear}-${String(index.letterNumber).padStart(5, '0')}`;
      letters.push({
        number,
        collegeId: program.collegeId,
        specialityCode: program.specialityCode,
        status: pickWeighted(random, LETTER_STATUS_WEIGHTS),
        issuedAt: new Date(issuedAt),
        // Valid through the admission campaign of the year it was issued for.
        validUntil: `${year}-08-31`,
        comment: random.chance(0.6) ? random.pick(LETTER_COMMENTS) : null,
      });
      required.push(entry('bail', issuedAt, { organizationId: program.collegeId, oid: number }));
    }
  }

  // Registrations to open days, festivals and master classes held after they were added.
  const registrations: RegistrationPlan[] = [];
  if (random.chance(REGISTRATION_SHARE)) {
    const open = world.events.filter((event) => event.status === 'confirmed' && VISIT_TYPES[event.kind] && event.startsAt.getTime() > createdAt + 86_400_000 && (index.seats.get(event.id) ?? 0) > 0);
    for (const event of random.shuffle(open).slice(0, random.chance(0.25) ? 2 : 1)) {
      index.seats.set(event.id, (index.seats.get(event.id) ?? 1) - 1);
      const starts = event.startsAt.getTime();
      // Attendance is known once the event is over.
      const over = starts + EVENT_HOURS * 3_600_000 <= now;
      const attended = over ? random.chance(0.7) : null;
      registrations.push({ eventId: event.id, registeredAt: new Date(instantBetween(random, createdAt, Math.min(starts - 3_600_000, latest))), attended });
      if (attended) required.push(entry(VISIT_TYPES[event.kind] as string, starts + random.int(10, 90) * 60_000, { organizationId: event.organizationId, oid: String(event.id) }));
    }
  }

  // The questionnaire of the school portal, which only Moscow pupils get (so their share is raised to keep the total).
  const questionnaire = !person.outsideMoscow && random.chance(QUESTIONNAIRE_SHARE / (1 - OUTSIDE_MOSCOW_SHARE));
  const surveyAt = questionnaire ? anytime() : null;
  const surveyAnswers = questionnaire ? planSurveyAnswers(random, { intents, industries, informationSource, attendedEvent: registrations.some((registration) => registration.attended) }) : [];
  if (surveyAt !== null) required.push(entry('survey_mesh', surveyAt, { data: { theme: 'MSH2025Survey', answers: surveyAnswers.length }, author: null }));

  if (refusal) required.push(entry(refusal.by, inWork(), refusal.by === 'rejection' && world.colleges.length > 0 ? { organizationId: random.pick(world.colleges).id } : {}));
  if (notanswer) for (let i = random.int(1, 2); i > 0; i -= 1) required.push(entry('noAnswer', instantBetween(random, firstWork ?? createdAt, workEnd), { data: { theme: 'meetups' } }));
  if (recall) required.push(entry(random.chance(0.6) ? 'recall' : 'callbackScheduled', instantBetween(random, firstWork ?? createdAt, workEnd)));
  if (plusBenefit) required.push(entry('benefit', inWork()));
  // Whoever was worked on was spoken to at least once, unless nobody ever answered.
  if (firstWork !== null && !notanswer) required.push(entry('outcall', inWork(), { result: '1', data: { theme: random.pick(['meetups', 'attendance', 'proftests', 'other']) } }));

  const readiness = readinessOf(random, status, refusal !== null, filing !== null);
  const undecided = readiness === 'doubting' || readiness === 'undecided';

  // Everything else that may have happened, to be trimmed to the timeline's length.
  const working = firstWork !== null;
  const tryAdd = (chance: number, make: () => InteractionPlan) => {
    if (random.chance(chance)) optional.push(make());
  };
  tryAdd(working ? 0.5 : 0.05, () => entry('outcall', inWork(), { result: callResult(random), data: { theme: random.pick(['meetups', 'attendance', 'proftests', 'other']) } }));
  tryAdd(0.15, () => entry('incall', anytime(), { result: '1', data: { theme: random.pick(['meetups', 'other']) } }));
  tryAdd(working ? 0.35 : 0, () => entry('consultation', inWork()));
  if (person.email) tryAdd(0.25, () => entry('sendEMail', anytime(), { data: { template: 'invitation', email: person.email } }));
  tryAdd(0.12, () => entry('sendSMS', anytime(), { data: { phone: person.phones[0] as string } }));
  tryAdd(working ? 0.1 : 0.03, () => entry('messenger', anytime()));
  tryAdd(0.05, () => entry('chat', anytime()));
  // A comment entry always says something, and what it says fits how ready they are.
  tryAdd(working ? 0.3 : 0, () => entry('description', inWork(), { comment: false, data: { comment: random.pick(undecided && random.chance(0.7) ? DOUBT_COMMENTS : (TEXTS.description?.comments ?? DOUBT_COMMENTS)) } }));
  tryAdd(0.12, () => entry('proftest', anytime(), { result: `Рекомендовано направление «${INDUSTRIES.find((entry) => entry.value === industries[0])?.label}»` }));
  if (working && !refusal) {
    const program = pickProgram(random, index, cohort.grade, industries);
    if (program) {
      tryAdd(0.4, () =>
        entry('profRecommendation', inWork(), { oid: String(program.id), organizationId: program.collegeId, data: { industry: program.industry, program: program.id, programName: program.name } }),
      );
      tryAdd(0.2, () => entry('send', inWork(), { organizationId: program.collegeId }));
      tryAdd(0.08, () => entry('excursion', inWork(), { organizationId: program.collegeId }));
    }
  }
  tryAdd(working ? 0.05 : 0, () => entry('parentMeeting', inWork()));
  if (achievements.some((achievement) => achievement.points > 0)) tryAdd(0.5, () => entry('achievement', anytime(), { data: { code: achievements[0]?.code ?? 'none' } }));
  if (gia.length > 0) tryAdd(0.4, () => entry('gia_result', anytime()));
  if (exams.length > 0) tryAdd(0.6, () => entry('entrance_tests', anytime()));
  if (curator) tryAdd(0.25, () => entry('transferred', firstWork ?? anytime(), { data: { curator: curator.id, comment: `Передан куратору ${curator.fullName}` }, comment: false }));
  if (status === 'work_done' && filing?.consent) tryAdd(0.4, () => entry('recommendedForEnroll', inWork(), { organizationId: filing?.first.collegeId ?? null }));

  // The timeline: 'added', the system path, what must be told, then as much of the rest as fits.
  const added = entry('added', createdAt, { author: creator?.id ?? null, result: null, comment: false, data: { comment: random.pick(ADDED_COMMENTS) } });
  const system = path.map((step, i) =>
    entry(step.event, pathTimes[i] as number, {
      result: step.result,
      author: curator && random.chance(0.8) ? curator.id : worker(),
      comment: step.event !== 'work' || random.chance(0.4),
    }),
  );
  const room = MAX_INTERACTIONS - 1 - system.length;
  const told = required.slice(0, room);
  const extra = working ? random.int(0, Math.min(optional.length, room - told.length)) : Math.min(optional.length, room - told.length, random.chance(0.3) ? 1 : 0);
  const interactions = [added, ...system, ...told, ...random.shuffle(optional).slice(0, extra)].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  // 'added' opens the timeline even when another entry shares its minute.
  interactions.splice(interactions.indexOf(added), 1);
  interactions.unshift(added);
  const lastInteractionAt = (interactions[interactions.length - 1] as InteractionPlan).occurredAt;

  // What the record says follows from the facts above.
  const tags: Tag[] = [];
  const open = status === 'not_processed' || status === 'in_progress';
  const priority = random.next();
  if (priority < (open ? 0.1 : 0.03)) tags.push('priority_ca_1');
  else if (priority < (open ? 0.22 : 0.08)) tags.push('priority_ca_2');
  const graduatedBy = cohort.graduationYear;
  const active24 = graduatedBy <= 2024 && random.chance(0.6);
  const active25 = (graduatedBy === 2025 && random.chance(0.6)) || (active24 && random.chance(0.3));
  if (active24 && random.chance(0.5)) tags.push('prkom2024');
  if (retakesOge) tags.push('passing2oge');
  if (status === 'not_processed' && !working && interactions.some((interaction) => interaction.type === 'incall')) tags.push('cbb_not_actions');

  const flags = {
    has_questionnaire: questionnaire,
    inactive,
    notanswer,
    recall,
    rejectmoscow: false,
    rejectfull: false,
    rejectcolleges: false,
    rejectperson: false,
    rejectorganization: false,
    organizationnotmoscow: false,
    fullreject: false,
    active_24: active24,
    active_25: active25,
  };
  for (const flag of refusal?.flags ?? []) flags[flag as keyof typeof flags] = true;

  const letterDone = letters.some((letter) => letter.status === 'done');
  const happened = (type: string) => interactions.some((interaction) => interaction.type === type);
  const trackingStage: TrackingStage = letterDone
    ? 'guarantee_letter'
    : filing
      ? 'documents_submitted'
      : refusal || status === 'process_not_need'
        ? 'not_considering'
        : happened('send')
          ? 'sent_to_college'
          : happened('profRecommendation') || happened('proftest')
            ? 'sent_to_guidance'
            : readiness === 'ready' || readiness === 'interested'
              ? 'plans_to_apply'
              : 'sent_to_guidance';

  // Consent to enrolment, for those who applied: a minor's is given by a parent.
  let consent: ApplicantData['consent'] = null;
  let consentRecordedBy: number | null = null;
  if (filing) {
    // Given (or not) before enrolment: the admission step dates the application's consent by it.
    const at = instantBetween(random, filing.at.getTime(), Math.min(latest, startOf(season.enrolmentDate) - 3_600_000));
    const byApplicant = ageOn(person.birthDate, at) >= 18;
    consent = {
      status: filing.consent ? 'accepted' : 'not_accepted',
      at: new Date(at).toISOString(),
      by: byApplicant ? 'applicant' : 'representative',
      representative: byApplicant ? null : parentName(random, person),
    };
    consentRecordedBy = worker();
  }

  const data: ApplicantData = {
    last_name: person.name.surname,
    first_name: person.name.firstName,
    middle_name: person.name.patronymic,
    birth_date: person.birthDate,
    gender: male ? 'MALE' : 'FEMALE',
    phones: [...person.phones],
    email: person.email,
    id_number: person.idNumber,
    school_id: school.id,
    grade: cohort.grade,
    graduation_year: cohort.graduationYear % 100,
    okrug: person.okrug,
    district: person.district,
    metro_station_1: person.metro[0] ?? null,
    metro_station_2: person.metro[1] ?? null,
    metro_station_3: person.metro[2] ?? null,
    category,
    flags,
    tags,
    achievements: achievements.length > 0 ? achievements : status === 'work_done' || status === 'work_end' ? [{ code: 'none', points: 0, note: null }] : [],
    exams,
    gia,
    preferential: {
      hasAchievements: achievements.some((achievement) => achievement.points > 0),
      hasExams: exams.length > 0,
      hasGia: gia.length > 0,
      hasPlusBenefit: plusBenefit,
      hasPriority1: tags.includes('priority_ca_1'),
      hasVip: vip,
    },
    check_results: {
      mosru: viaMosru ? 1 : 0,
      // ФГИС «Контингент» knows the pupils of Moscow schools; graduates only once enrolled again somewhere.
      fgis: graduate ? random.chance(0.4) : random.chance(0.9),
      mesh: person.outsideMoscow ? null : questionnaire || random.chance(0.8) ? 1 : 0,
    },
    readiness,
    tracking_stage: trackingStage,
    refusal_reasons: [...(refusal?.reasons ?? [])],
    consent,
    information_source: informationSource,
    intents,
    industries,
    curator_id: curator?.id ?? null,
  };

  const history: HistoryPlan[] = [
    {
      at: new Date(createdAt),
      actorId: added.authorId,
      action: 'create',
      // As Abiturient/Create records it: each field given, from its empty value, and the first status.
      changes: [
        ...CREATE_FIELDS.filter((field) => {
          const value = data[field];
          return value !== null && !(Array.isArray(value) && value.length === 0);
        }).map((field) => ({ field, before: Array.isArray(data[field]) ? [] : null, after: data[field] })),
        { field: 'processing_status', before: null, after: statuses[0] },
      ],
    },
    ...system.map((interaction, i) => ({
      at: interaction.occurredAt,
      actorId: interaction.authorId,
      action: 'interaction' as const,
      changes: [{ field: 'processing_status', before: statuses[i], after: statuses[i + 1] }],
    })),
  ];

  const plan: ApplicantPlan = {
    data,
    consentRecordedBy,
    processingStatus: statuses[statuses.length - 1] as ProcessingStatus,
    surveyAnswers,
    surveyAt: surveyAt === null ? null : new Date(surveyAt),
    createdAt: new Date(createdAt),
    updatedAt: lastInteractionAt,
    lastInteractionAt,
    interactions,
    filing,
    duplicateOf: null,
    letters,
    registrations,
    history,
  };
  return { plan, person };
}

/** `count` applicants (APPLICANTS_PER_SIZE a size unit); the world must hold schools. */
export function planApplicants(random: Random, world: ContingentWorld, count: number): ApplicantPlan[] {
  if (world.schools.length === 0) throw new Error('demo seed: the contingent needs the registry\'s schools; run the registry step first');
  const index = buildIndex(world);
  const duplicates = Math.round(count * DUPLICATE_SHARE);
  const planned = Array.from({ length: count - duplicates }, () => planApplicant(random, world, index));
  // The second records come last (added later), half with the first record's СНИЛС, half without one.
  const filed = planned.flatMap((entry, i) => (entry.plan.filing && entry.person.idNumber ? [i] : []));
  const originals = random.shuffle(filed).slice(0, duplicates);
  const seconds = originals.map((original, i) => {
    const entry = planApplicant(random, world, index, { person: (planned[original] as (typeof planned)[number]).person, sameSnils: i % 2 === 0 });
    return { ...entry.plan, duplicateOf: original };
  });
  return [...planned.map((entry) => entry.plan), ...seconds];
}

/** A mobile number no other demo applicant has. */
function mobilePhoneOnce(random: Random, used: UsedContacts): string {
  let phone = mobilePhone(random);
  while (used.phones.has(phone)) phone = mobilePhone(random);
  used.phones.add(phone);
  return phone;
}
