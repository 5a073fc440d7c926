import { INDUSTRIES, INTENTS } from '@abitura/contracts/vocabulary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures } from './programFixtures.js';
import { insertApplicant, insertInteraction } from './support/applicantFixtures.js';
import { call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/Survey, Profnavigation/Summary and Profnavigation/Applicants: questionnaire answers and career guidance. */
let server: TestServer;
let analyst: string;
let companion: string;
let curator: string;
const ids: Record<string, number> = {};

interface SurveyItem {
  id: number;
  fullname: string;
  school: string | null;
  grade: string | null;
  intents: string[];
  industries: string[];
  answers: Array<{ question: string; answer: string }>;
  answered_at: string | null;
}
interface GuidanceItem {
  id: number;
  fullname: string;
  intents: string[];
  industries: string[];
  recommendations: number;
}
interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  similarNames: boolean;
}

async function ok<T>(token: string, action: string, params: Record<string, unknown>): Promise<T> {
  const reply = await call(server, token, action, params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as T;
}
const keysOf = (page: Page<{ id: number }>) => page.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `#${item.id}`);

const ANA_ANSWERS = [
  { question: 'Кем ты хочешь стать?', answer: 'Программистом' },
  { question: 'Что тебе интересно?', answer: 'Дизайн и игры' },
];

beforeAll(async () => {
  server = await startTestServer();
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  companion = (await signedInAs(server, 'companion', ['Сопровождающий'])).token;
  curator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  await insertProgramFixtures(server);
  const [school] = await insertOrganizations(server, [{ type: 'school', name: 'Школа № 2086', shortName: 'Школа 2086' }]);
  ids.ana = await insertApplicant(
    server,
    { last_name: 'Иванова', first_name: 'Анна', school_id: school as number, grade: 'SCH9', flags: { has_questionnaire: true }, intents: ['college_after_9'], industries: ['it', 'creative'] },
    { surveyAnswers: ANA_ANSWERS, surveyAt: new Date('2026-08-20T10:00:00Z') },
  );
  ids.boris = await insertApplicant(
    server,
    { last_name: 'Борисов', first_name: 'Борис', grade: 'SCH11', flags: { has_questionnaire: true, recall: true }, intents: ['university'], industries: ['it'] },
    { surveyAnswers: [{ question: 'Кем ты хочешь стать?', answer: 'Врачом' }], surveyAt: new Date('2026-08-25T10:00:00Z') },
  );
  ids.vera = await insertApplicant(server, { last_name: 'Верина', first_name: 'Вера', flags: { has_questionnaire: true }, intents: ['college_after_9', 'undecided'], industries: ['transport'] });
  // Answers without the questionnaire flag (an import that left the flag off) stay out of the survey.
  ids.gleb = await insertApplicant(server, { last_name: 'Глебов', first_name: 'Глеб' }, { surveyAnswers: [{ question: 'Кем ты хочешь стать?', answer: 'Не знаю' }], surveyAt: new Date('2026-08-30T10:00:00Z') });
  await insertInteraction(server, ids.ana, 'profRecommendation', new Date('2026-08-21T10:00:00Z'), { actionData: { industry: 'it' } });
  await insertInteraction(server, ids.ana, 'profRecommendation', new Date('2026-08-22T10:00:00Z'), { actionData: { industry: 'creative' } });
  await insertInteraction(server, ids.ana, 'outcall', new Date('2026-08-23T10:00:00Z'));
  await insertInteraction(server, ids.boris, 'outcall', new Date('2026-08-23T10:00:00Z'));
});
afterAll(() => server.close());

describe('Abiturient/Survey', () => {
  it('lists those who filled in the questionnaire, newest answers first, with the answers', async () => {
    const page = await ok<Page<SurveyItem>>(analyst, 'Abiturient/Survey', {});
    expect(keysOf(page)).toEqual(['boris', 'ana', 'vera']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(page.items[1]).toEqual({ id: ids.ana, fullname: 'Иванова Анна', school: 'Школа 2086', grade: 'SCH9', intents: ['college_after_9'], industries: ['it', 'creative'], answers: ANA_ANSWERS, answered_at: '2026-08-20T10:00:00.000Z' });
    expect(page.items[2]).toMatchObject({ answers: [], answered_at: null, school: null });
  });

  it('narrows by name (typos tolerated), intent and industry, and pages', async () => {
    expect(await ok(analyst, 'Abiturient/Survey', { search: 'иванва' })).toMatchObject({ items: [{ id: ids.ana }], similarNames: true });
    expect(await ok(analyst, 'Abiturient/Survey', { search: 'иванова' })).toMatchObject({ items: [{ id: ids.ana }], similarNames: false });
    expect(keysOf(await ok(analyst, 'Abiturient/Survey', { intent: 'college_after_9' }))).toEqual(['ana', 'vera']);
    expect(keysOf(await ok(analyst, 'Abiturient/Survey', { industry: 'it' }))).toEqual(['boris', 'ana']);
    expect(keysOf(await ok(analyst, 'Abiturient/Survey', { industry: 'it', intent: 'university' }))).toEqual(['boris']);
    expect((await ok<Page<SurveyItem>>(analyst, 'Abiturient/Survey', { search: 'глебов' })).total).toBe(0);
    const second = await ok<Page<SurveyItem>>(analyst, 'Abiturient/Survey', { pageSize: 5, page: 2 });
    expect(second).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it('refuses bad params and callers without viewSurveyMsh', async () => {
    expectClearFailure(await call(server, analyst, 'Abiturient/Survey', { intent: 'astronaut' }), ['INVALID_PARAMS']);
    expectClearFailure(await call(server, analyst, 'Abiturient/Survey', { industry: 'space' }), ['INVALID_PARAMS']);
    expectClearFailure(await call(server, analyst, 'Abiturient/Survey', { answered: true }), ['INVALID_PARAMS']);
    expect(await call(server, companion, 'Abiturient/Survey', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

interface Summary {
  industries: Array<{ industry: string; applicants: number; programs: number; colleges: number }>;
  intents: Array<{ intent: string; applicants: number }>;
}

describe('Profnavigation/Summary', () => {
  it('gives every industry with its applicants, programmes and colleges, and every intent with its applicants', async () => {
    const summary = await ok<Summary>(companion, 'Profnavigation/Summary', {});
    expect(summary.industries.map((row) => row.industry)).toEqual(INDUSTRIES.map((industry) => industry.value));
    const byIndustry = Object.fromEntries(summary.industries.map(({ industry, ...rest }) => [industry, rest]));
    expect(byIndustry.it).toEqual({ applicants: 2, programs: 3, colleges: 2 });
    expect(byIndustry.creative).toEqual({ applicants: 1, programs: 1, colleges: 1 });
    expect(byIndustry.transport).toEqual({ applicants: 1, programs: 0, colleges: 0 });
    expect(byIndustry.industry).toEqual({ applicants: 0, programs: 1, colleges: 1 });
    expect(byIndustry.hospitality).toEqual({ applicants: 0, programs: 1, colleges: 1 });
    expect(byIndustry.finance_trade).toEqual({ applicants: 0, programs: 1, colleges: 1 });
    expect(byIndustry.healthcare).toEqual({ applicants: 0, programs: 0, colleges: 0 });
    expect(summary.intents.map((row) => row.intent)).toEqual(INTENTS.map((intent) => intent.value));
    const byIntent = Object.fromEntries(summary.intents.map((row) => [row.intent, row.applicants]));
    expect(byIntent).toMatchObject({ college_after_9: 2, university: 1, undecided: 1, employment: 0, other: 0 });
  });

  it('counts the applicants of each industry among those holding an intent, when one is given', async () => {
    const summary = await ok<Summary>(companion, 'Profnavigation/Summary', { intent: 'college_after_9' });
    const applicants = Object.fromEntries(summary.industries.map((row) => [row.industry, row.applicants]));
    expect(applicants).toMatchObject({ it: 1, creative: 1, transport: 1, healthcare: 0 });
    // Programmes do not depend on the intent, nor do the intents' own counts.
    expect(summary.industries.find((row) => row.industry === 'it')).toMatchObject({ programs: 3, colleges: 2 });
    expect(summary.intents.find((row) => row.intent === 'university')?.applicants).toBe(1);
  });

  it('refuses an unknown intent and callers without viewProfnavigation', async () => {
    expectClearFailure(await call(server, companion, 'Profnavigation/Summary', { intent: 'astronaut' }), ['INVALID_PARAMS']);
    expect(await call(server, analyst, 'Profnavigation/Summary', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Profnavigation/Applicants', () => {
  it('lists applicants by name with their intents, industries and how many recommendations each had', async () => {
    const page = await ok<Page<GuidanceItem>>(curator, 'Profnavigation/Applicants', {});
    expect(keysOf(page)).toEqual(['boris', 'vera', 'gleb', 'ana']);
    const ana = page.items.find((item) => item.id === ids.ana);
    expect(ana).toMatchObject({ fullname: 'Иванова Анна', intents: ['college_after_9'], industries: ['it', 'creative'], recommendations: 2 });
    expect(page.items.filter((item) => item.id !== ids.ana).map((item) => item.recommendations)).toEqual([0, 0, 0]);
  });

  it('narrows by industry, intent and name, and pages', async () => {
    expect(keysOf(await ok(curator, 'Profnavigation/Applicants', { industry: 'it' }))).toEqual(['boris', 'ana']);
    expect(keysOf(await ok(curator, 'Profnavigation/Applicants', { intent: 'college_after_9' }))).toEqual(['vera', 'ana']);
    expect(keysOf(await ok(curator, 'Profnavigation/Applicants', { intent: 'college_after_9', industry: 'transport' }))).toEqual(['vera']);
    expect(await ok(curator, 'Profnavigation/Applicants', { search: 'борисв' })).toMatchObject({ items: [{ id: ids.boris }], similarNames: true });
    expect(await ok(curator, 'Profnavigation/Applicants', { search: 'борисов' })).toMatchObject({ items: [{ id: ids.boris }], similarNames: false });
    expect((await ok<Page<GuidanceItem>>(curator, 'Profnavigation/Applicants', { industry: 'healthcare' })).total).toBe(0);
    const second = await ok<Page<GuidanceItem>>(curator, 'Profnavigation/Applicants', { pageSize: 5, page: 2 });
    expect(second).toMatchObject({ items: [], total: 4 });
  });

  it('refuses bad params and callers without viewProfnavigation', async () => {
    expectClearFailure(await call(server, curator, 'Profnavigation/Applicants', { industry: 'space' }), ['INVALID_PARAMS']);
    expectClearFailure(await call(server, curator, 'Profnavigation/Applicants', { pageSize: 3 }), ['INVALID_PARAMS']);
    expect(await call(server, analyst, 'Profnavigation/Applicants', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
