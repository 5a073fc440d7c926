import { rankSnapshot, readSnapshot, type RankingSnapshot } from '@abitura/contracts/ranking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitiveGroups } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { admissionWorld, dataOf, refusalOf, type AdmissionWorld } from './support/admissionFixtures.js';
import { insertApplicant, insertApplication } from './support/applicantFixtures.js';
import { insertSeat, insertSession } from './support/entranceFixtures.js';
import { signedInAs } from './support/organizationFixtures.js';

/** AutoRating/Snapshot: the season's ranking input, read back by the ranking module. */
let server: TestServer;
let token: string;
let world: AdmissionWorld;

beforeAll(async () => {
  server = await startTestServer();
  token = (await signedInAs(server, 'committee', ['Приёмная комиссия'])).token;
  world = await admissionWorld(server, token);
});
afterAll(() => server.close());

const GIA = [{ subject: 'Русский язык', mark: 4 }];

describe('AutoRating/Snapshot', () => {
  it('gives the groups with their places and every filed applicant with their choices, which the ranking reads and ranks', async () => {
    const [first, second] = Object.values(world.groups) as [number, number];
    await server.database.db.update(competitiveGroups).set({ places: null }).where(eq(competitiveGroups.id, second));
    await server.database.db.update(competitiveGroups).set({ testType: 5399582 }).where(eq(competitiveGroups.id, first));
    const placed = { groupId: first, seasonId: world.seasonId };
    const other = { groupId: second, seasonId: world.seasonId };
    const college = world.colleges.svyaz;

    const anna = await insertApplicant(server, { last_name: 'Рейтингова', first_name: 'Анна', gia: GIA, achievements: [{ code: 'volunteering', points: 3, note: null }] });
    const annaFirst = await insertApplication(server, anna, { collegeId: college, priority: 2, averageMark: 4.5, consent: true, state: 'accepted', ...placed });
    await insertApplication(server, anna, { collegeId: college, priority: 2, averageMark: 4.5, state: 'submitted', ...other });
    const session = await insertSession(server, { seasonId: world.seasonId, collegeId: college, testType: 5399582, startsAt: new Date('2026-07-10T07:00:00Z') });
    await insertSeat(server, session, annaFirst, { attended: true, passed: true, points: 70 });

    const boris = await insertApplicant(server, { last_name: 'Рейтингов', first_name: 'Борис' });
    await insertApplication(server, boris, { collegeId: college, priority: 1, averageMark: 4.9, state: 'submitted', ...other });
    const draft = await insertApplicant(server, { last_name: 'Черновикова', first_name: 'Вера', gia: GIA });
    await insertApplication(server, draft, { collegeId: college, priority: 1, averageMark: 4.0, state: 'draft', ...other });

    const snapshot = await dataOf<RankingSnapshot>(server, token, 'AutoRating/Snapshot', { season_id: world.seasonId });
    expect(snapshot.programs).toContainEqual({ id: `g-${second}`, places: 0 });
    expect(snapshot.applicants).toHaveLength(2);
    expect(snapshot.applicants).toContainEqual({
      id: `a-${anna}`,
      score: 4.5,
      points: 3,
      gia: true,
      consent: `g-${first}`,
      // The repeated priority 2 is renumbered 1..n in the order the applications hold.
      choices: [
        { program: `g-${first}`, priority: 1, passedTests: true },
        { program: `g-${second}`, priority: 2, passedTests: true },
      ],
    });
    // No GIA results: Boris takes part in nothing.
    expect(snapshot.applicants).toContainEqual(expect.objectContaining({ id: `a-${boris}`, gia: false }));

    const read = readSnapshot(snapshot);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const statuses = Object.fromEntries(rankSnapshot(read.snapshot).applications.map((row) => [`${row.applicant}/${row.program}`, row.status]));
    expect(statuses[`a-${anna}/g-${first}`]).toMatch(/^(OK|RISK)$/);
    expect(statuses[`a-${anna}/g-${second}`]).toBe('NA');
    expect(statuses[`a-${boris}/g-${second}`]).toBe('NO_GIA');
  });

  it('says when the season does not exist, and needs the admin permission', async () => {
    expect((await refusalOf(server, token, 'AutoRating/Snapshot', { season_id: 999_999 })).code).toBe('NOT_FOUND');
    const analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
    expect((await refusalOf(server, analyst, 'AutoRating/Snapshot', { season_id: world.seasonId })).code).toBe('ACCESS_DENIED');
  });
});
