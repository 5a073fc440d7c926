import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { competitiveGroups, educationPrograms } from '../../src/db/schema/index.js';
import type { TestServer } from '../harness.js';
import { insertProgramFixtures } from '../programFixtures.js';
import { call } from './organizationFixtures.js';

/** A season's calendar for a year, in order, as Admission/SaveSeason takes it. */
export function seasonCalendar(year: number) {
  return {
    year,
    filing_starts: `${year}-06-20`,
    filing_ends: `${year}-07-15`,
    tests_start: `${year}-07-16`,
    tests_end: `${year}-08-10`,
    lists_date: `${year}-08-16`,
    enrolment_date: `${year}-08-25`,
  };
}

/** An action's data, or the test fails with the reply's message. */
export async function dataOf<T>(server: TestServer, token: string, action: string, params: unknown): Promise<T> {
  const reply = await call(server, token, action, params);
  if (!reply.success) throw new Error(`${action} failed: ${reply.message} ${JSON.stringify(reply)}`);
  return reply.data as T;
}

/** An action's refusal: its code (the reply's data) and sentence. */
export async function refusalOf(server: TestServer, token: string, action: string, params: unknown): Promise<{ code: string; message: string; reply: Reply }> {
  const reply = await call(server, token, action, params);
  if (reply.success) throw new Error(`${action} succeeded where a refusal was expected`);
  return { code: String(reply.data), message: reply.message, reply };
}

/** A season made through Admission/SaveSeason; its id. */
export async function createSeason(server: TestServer, token: string, year: number): Promise<number> {
  return (await dataOf<{ id: number }>(server, token, 'Admission/SaveSeason', seasonCalendar(year))).id;
}

export interface AdmissionWorld {
  seasonId: number;
  colleges: Awaited<ReturnType<typeof insertProgramFixtures>>;
  /** Group ids by '<programme code>/<funding>'. */
  groups: Record<string, number>;
}

/** The programme fixtures' colleges and a season of `year` with its groups made from them. */
export async function admissionWorld(server: TestServer, token: string, year = 2026, colleges?: AdmissionWorld['colleges']): Promise<AdmissionWorld> {
  const collegeIds = colleges ?? (await insertProgramFixtures(server));
  const seasonId = await createSeason(server, token, year);
  await dataOf(server, token, 'Admission/CreateGroupsFromPrograms', { season_id: seasonId });
  return { seasonId, colleges: collegeIds, groups: await groupIdsOf(server, seasonId) };
}

/** A season's group ids by '<programme code>/<funding>'. */
export async function groupIdsOf(server: TestServer, seasonId: number): Promise<Record<string, number>> {
  const rows = await server.database.db
    .select({ id: competitiveGroups.id, code: educationPrograms.code, funding: competitiveGroups.funding })
    .from(competitiveGroups)
    .innerJoin(educationPrograms, eq(educationPrograms.id, competitiveGroups.programId))
    .where(eq(competitiveGroups.seasonId, seasonId));
  return Object.fromEntries(rows.map((row) => [`${row.code}/${row.funding}`, row.id]));
}
