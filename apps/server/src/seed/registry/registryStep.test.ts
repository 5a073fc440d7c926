import { asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/open.js';
import { abiturients, educationPrograms, organizationBuildings, organizationInteractions, organizationResponsibles, organizations, organizationVacancies, specialities } from '../../db/schema/index.js';
import type { DemoState } from '../demoStep.js';
import { createRandom } from '../prng.js';
import { admissionYear, registryStep } from './registryStep.js';

const log = pino({ level: 'silent' });
const open: Database[] = [];

/** A fresh embedded database with the registry step run on it. */
async function seeded(seed: number): Promise<Database> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  open.push(database);
  await database.migrate();
  const state: DemoState = { users: [], groups: new Map(), devices: [] };
  await database.db.transaction(async (db) => {
    await registryStep.run({ db, random: createRandom(seed).fork(registryStep.name), size: 1, state, log, passwordHash: () => Promise.reject(new Error('no passwords here')) });
  });
  return database;
}

const typeCounts = async (database: Database) =>
  Object.fromEntries((await database.db.select({ type: organizations.type, n: count() }).from(organizations).groupBy(organizations.type)).map((row) => [row.type, row.n]));

let first: Database;

beforeAll(async () => {
  first = await seeded(11);
}, 120_000);
afterAll(() => Promise.all(open.splice(0).map((database) => database.close())));

describe('registry demo step', { timeout: 120_000 }, () => {
  it('writes about 600 schools, 140 colleges, departments and universities at size 1', async () => {
    expect(await typeCounts(first)).toEqual({ school: 600, college: 140, deputy: 10, higher: 32 });
    const [codes] = await first.db.select({ all: count(), distinct: countDistinct(organizations.organizationId) }).from(organizations);
    expect(codes?.distinct).toBe(codes?.all);
  });

  it('gives every college 2 to 6 standing buildings', async () => {
    const perCollege = await first.db
      .select({ id: organizations.id, n: count(organizationBuildings.id) })
      .from(organizations)
      .leftJoin(organizationBuildings, sql`${organizationBuildings.organizationId} = ${organizations.id} and not ${organizationBuildings.isDeleted}`)
      .where(eq(organizations.type, 'college'))
      .groupBy(organizations.id);
    expect(perCollege).toHaveLength(140);
    for (const college of perCollege) {
      expect(college.n).toBeGreaterThanOrEqual(2);
      expect(college.n).toBeLessThanOrEqual(6);
    }
  });

  it('writes about 2000 programmes with unique codes over specialities of the catalogue, and vacancies', async () => {
    const [programs] = await first.db.select({ all: count(), distinct: countDistinct(educationPrograms.code), colleges: countDistinct(educationPrograms.organizationId) }).from(educationPrograms);
    expect(programs?.all).toBeGreaterThan(1900);
    expect(programs?.all).toBeLessThan(2100);
    expect(programs?.distinct).toBe(programs?.all);
    expect(programs?.colleges).toBe(140);
    const [orphans] = await first.db
      .select({ n: count() })
      .from(educationPrograms)
      .leftJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
      .where(sql`${specialities.code} is null`);
    expect(orphans?.n).toBe(0);
    const [onlyColleges] = await first.db
      .select({ n: count() })
      .from(educationPrograms)
      .innerJoin(organizations, eq(organizations.id, educationPrograms.organizationId))
      .where(sql`${organizations.type} <> 'college'`);
    expect(onlyColleges?.n).toBe(0);
    const [programYear] = await first.db.select({ year: educationPrograms.year }).from(educationPrograms).limit(1);
    expect(programYear?.year).toBe(admissionYear(Date.now()));
    expect(await first.db.$count(organizationVacancies)).toBeGreaterThan(100);
  });

  it('writes contacts for schools and colleges, interactions, and no applicants (the contingent step writes those)', async () => {
    const contacts = await first.db
      .select({ type: organizations.type, n: count() })
      .from(organizationResponsibles)
      .innerJoin(organizations, eq(organizations.id, organizationResponsibles.orgId))
      .groupBy(organizations.type)
      .orderBy(asc(organizations.type));
    expect(contacts.map((row) => row.type)).toEqual(['college', 'school']);
    expect(await first.db.$count(organizationInteractions)).toBeGreaterThan(140);
    expect(await first.db.$count(abiturients)).toBe(0);
  });

  it('writes the same registry for the same seed', async () => {
    const again = await seeded(11);
    const snapshot = async (database: Database) => ({
      organizations: await database.db.select({ code: organizations.organizationId, name: organizations.name, address: organizations.address }).from(organizations).orderBy(asc(organizations.id)),
      programs: await database.db.select({ code: educationPrograms.code, budget: educationPrograms.budgetPlaces }).from(educationPrograms).orderBy(asc(educationPrograms.id)),
    });
    expect(await snapshot(again)).toEqual(await snapshot(first));
  });
});
