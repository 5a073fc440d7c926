import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reply } from '@abitura/contracts/wire';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientApplications, abiturients, eventRegistrations, guaranteeLetters } from '../src/db/schema/index.js';
import { APPLICANTS_PER_SIZE } from '../src/seed/contingent/planApplicants.js';
import { readDemoCredentials } from '../src/seed/demoCredentials.js';
import { seedDemo } from '../src/seed/demoSeed.js';
import { startTestServer, type TestServer } from './harness.js';
import { call } from './support/organizationFixtures.js';

/**
 * The demo contingent read through the real actions, on PGlite and on PostgreSQL: every record,
 * timeline and tab the seed writes is something the contracts accept and the 360 view can show.
 */

const FAST = { N: 2 ** 10, r: 8, p: 1 };

let server: TestServer;
let dataDir: string;
let token: string;

async function ok<T>(reply: Reply): Promise<T> {
  expect(reply.success, reply.message).toBe(true);
  return reply.data as T;
}

type Page<T> = { items: T[]; total: number };

beforeAll(async () => {
  server = await startTestServer();
  // The seed dates its timelines by the wall clock; the actions read the test clock.
  server.clock.current = Date.now();
  dataDir = await mkdtemp(join(tmpdir(), 'abitura-demo-contingent-'));
  await seedDemo(server.database.db, { size: 1, dataDir, log: pino({ level: 'silent' }), scrypt: FAST });
  const curators = (await readDemoCredentials(dataDir))?.roles.find((entry) => entry.role === 'Куратор');
  const account = curators?.accounts.find((entry) => entry.status === 'active');
  if (!curators || !account) throw new Error('no active demo curator');
  token = await server.signIn(account.login, curators.password);
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the demo contingent through the actions', { timeout: 120_000 }, () => {
  it('lists all the applicants and narrows them by the seeded flags, tags, categories and a name', async () => {
    const all = await ok<Page<unknown>>(await call(server, token, 'Abiturient/List', { pageSize: 25 }));
    expect(all.total).toBe(APPLICANTS_PER_SIZE);
    for (const filter of [{ flags: ['has_questionnaire'] }, { tags: ['priority_ca_1'] }, { category: ['moscow_9_24'] }, { category: ['region_11'] }, { processing_status: ['work_done'] }, { curator: 'me' }, { search: 'иванов' }]) {
      const page = await ok<Page<unknown>>(await call(server, token, 'Abiturient/List', { ...filter, pageSize: 25 }));
      expect(page.total, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(page.total, JSON.stringify(filter)).toBeLessThan(APPLICANTS_PER_SIZE);
    }
  });

  it('opens records with every tab, their counts matching what each tab lists', async () => {
    const { db } = server.database;
    const pick = async (where: ReturnType<typeof sql> | undefined) => (await db.select({ id: abiturients.id }).from(abiturients).where(where).orderBy(asc(abiturients.id)).limit(3)).map((row) => row.id);
    const ids = [
      ...(await pick(sql`exists (select 1 from ${abiturientApplications} where ${abiturientApplications.abiturientId} = ${abiturients.id})`)),
      ...(await pick(sql`exists (select 1 from ${guaranteeLetters} where ${guaranteeLetters.abiturientId} = ${abiturients.id})`)),
      ...(await pick(sql`exists (select 1 from ${eventRegistrations} where ${eventRegistrations.abiturientId} = ${abiturients.id})`)),
      ...(await pick(and(eq(abiturients.processingStatus, 'work_done'), gt(sql`jsonb_array_length(${abiturients.surveyAnswers})`, 0)))),
      ...(await pick(eq(abiturients.processingStatus, 'not_processed'))),
    ];
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      const record = await ok<{ counts: { interactions: number; applications: number; bail: number; events: number; history: number }; processing_status: string }>(await call(server, token, 'Abiturient/GetAbiturient', { id }));
      const timeline = await ok<Page<{ type: string }>>(await call(server, token, 'Interaction/Get', { id, pageSize: 100 }));
      expect(timeline.total).toBe(record.counts.interactions);
      expect(timeline.items[timeline.items.length - 1]?.type).toBe('added');
      expect(await ok<unknown[]>(await call(server, token, 'AutoRating/getApplicationsByPerson', { personId: id }))).toHaveLength(record.counts.applications);
      expect(await ok<unknown[]>(await call(server, token, 'Abiturient/Bail', { personId: id }))).toHaveLength(record.counts.bail);
      expect(await ok<unknown[]>(await call(server, token, 'Abiturient/Events', { personId: id }))).toHaveLength(record.counts.events);
      expect((await ok<Page<unknown>>(await call(server, token, 'Abiturient/History', { id, pageSize: 100 }))).total).toBe(record.counts.history);
    }
  });

  it('serves the survey answers, career-guidance counts and the target list from the seeded records', async () => {
    const survey = await ok<Page<{ answers: unknown[] }>>(await call(server, token, 'Abiturient/Survey', { pageSize: 25 }));
    expect(survey.total).toBeGreaterThan(APPLICANTS_PER_SIZE * 0.1);
    expect(survey.items.every((item) => item.answers.length >= 5)).toBe(true);
    const summary = await ok<{ industries: Array<{ applicants: number; programs: number }> }>(await call(server, token, 'Profnavigation/Summary', {}));
    expect(summary.industries.every((row) => row.applicants > 0 && row.programs > 0)).toBe(true);
    const target = await ok<Page<unknown>>(await call(server, token, 'Abiturient/Target', { pageSize: 25 }));
    expect(target.total).toBeGreaterThan(APPLICANTS_PER_SIZE * 0.5);
  });

  it('moves a seeded applicant on through the state machine', async () => {
    const [waiting] = await server.database.db.select({ id: abiturients.id }).from(abiturients).where(eq(abiturients.processingStatus, 'not_processed')).orderBy(asc(abiturients.id)).limit(1);
    const moved = await ok<{ processing_status: string }>(await call(server, token, 'Interaction/Create', { id: waiting?.id, type: 'work', action_data: { comment: 'Взят в работу' } }));
    expect(moved.processing_status).toBe('in_progress');
  });
});
