import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Abiturient/Overview: the home page's counts of the caller's applicants and everyone's. */
let server: TestServer;
let curator: { id: number; token: string };
let other: { id: number; token: string };
let queueOperator: string;

const ZERO = { not_processed: 0, in_progress: 0, work_end: 0, work_done: 0, process_not_need: 0 };

beforeAll(async () => {
  server = await startTestServer();
  curator = await signedInAs(server, 'curator', ['Куратор']);
  other = await signedInAs(server, 'other', ['Куратор']);
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const person = (n: number) => ({ last_name: `Тестов${n}`, first_name: 'Иван' });
  // The curator's: two waiting (one flagged to call back), one in progress flagged, one done.
  await insertApplicant(server, person(1), { curatorId: curator.id });
  await insertApplicant(server, person(2), { curatorId: curator.id, flags: { recall: true } });
  await insertApplicant(server, person(3), { curatorId: curator.id, processingStatus: 'in_progress', flags: { recall: true, inactive: false } });
  await insertApplicant(server, person(4), { curatorId: curator.id, processingStatus: 'work_done' });
  // Another curator's, flagged with recall false (not to call back), and two nobody curates.
  await insertApplicant(server, person(5), { curatorId: other.id, processingStatus: 'in_progress', flags: { recall: false } });
  await insertApplicant(server, person(6), { flags: { recall: true } });
  await insertApplicant(server, person(7), { processingStatus: 'work_end' });
});

afterAll(async () => {
  await server.close();
});

describe('Abiturient/Overview', () => {
  it("counts the caller's applicants and everyone's by processing status, with those to call back and those nobody curates", async () => {
    const reply = await call(server, curator.token, 'Abiturient/Overview', {});
    expect(reply).toMatchObject({ success: true });
    expect(reply.data).toEqual({
      mine: { total: 4, byStatus: { ...ZERO, not_processed: 2, in_progress: 1, work_done: 1 }, recall: 2 },
      all: { total: 7, byStatus: { ...ZERO, not_processed: 3, in_progress: 2, work_end: 1, work_done: 1 }, recall: 3, unassigned: 2 },
    });
  });

  it('gives each caller their own applicants', async () => {
    const reply = await call(server, other.token, 'Abiturient/Overview', {});
    expect((reply.data as { mine: unknown }).mine).toEqual({ total: 1, byStatus: { ...ZERO, in_progress: 1 }, recall: 0 });
  });

  it('refuses params it does not take, and callers without viewContingent', async () => {
    expectClearFailure(await call(server, curator.token, 'Abiturient/Overview', { curator: 'me' }), ['INVALID_PARAMS']);
    expect(await call(server, queueOperator, 'Abiturient/Overview', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
