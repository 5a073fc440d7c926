import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@abitura/server/testing';
import { seedSearchData } from '../search/seedApplicants.mjs';
import { COLLEGES, PROGRAMMES_PER_COLLEGE, seedAdmissionData } from './seedAdmission.mjs';

const SIZE = 2000;
let database: Database;
let figures: Awaited<ReturnType<typeof seedAdmissionData>>;

// Db's execute answers `unknown` (its result type depends on the driver): both drivers answer { rows }.
const rows = async (text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  await seedSearchData(database.db, { size: SIZE });
  figures = await seedAdmissionData(database.db);
}, 300_000); // PGlite with its migrations and 2,000 applicants: minutes on a loaded 2-core machine.

afterAll(() => database?.close());

describe('the admission bench data', () => {
  it('files about 2.5 applications per applicant over budget and paid groups of every college', () => {
    expect(figures.applications / SIZE).toBeGreaterThan(2.2);
    expect(figures.applications / SIZE).toBeLessThan(2.7);
    expect(figures.groups).toBeGreaterThan(COLLEGES * PROGRAMMES_PER_COLLEGE);
    expect(figures.groups).toBeLessThan(2 * COLLEGES * PROGRAMMES_PER_COLLEGE);
  });

  it('keeps one live application per applicant and group, and mostly priorities 1..n', async () => {
    const [gaps] = await rows(`SELECT count(*)::int AS n FROM (SELECT abiturient_id FROM abiturient_applications GROUP BY abiturient_id HAVING max(priority) <> count(*)) x`);
    expect(Number(gaps?.n)).toBeGreaterThan(0);
    expect(Number(gaps?.n)).toBeLessThan(SIZE * 0.02);
  });

  it('gives tests to the groups that hold them, with sessions of their college and most applicants scored', async () => {
    expect(figures.sessions).toBeGreaterThan(0);
    const [wrong] = await rows(`SELECT count(*)::int AS n FROM entrance_test_assignments t JOIN entrance_test_sessions s ON s.id = t.session_id
      JOIN abiturient_applications a ON a.id = t.application_id JOIN competitive_groups g ON g.id = a.group_id WHERE s.college_id <> g.college_id OR s.test_type <> g.test_type`);
    expect(Number(wrong?.n)).toBe(0);
    expect(figures.assignments).toBeGreaterThan(0);
  });

  it('leaves something for most checks to find: missing averages, an average above 5, two consents, minors without a guardian phone', async () => {
    const [found] = await rows(`SELECT count(*) FILTER (WHERE average_mark IS NULL)::int AS no_average, count(*) FILTER (WHERE average_mark > 5)::int AS high,
      count(*) FILTER (WHERE guardian_phone IS NULL)::int AS no_guardian FROM abiturient_applications`);
    expect(Number(found?.no_average)).toBeGreaterThan(0);
    expect(Number(found?.high)).toBeGreaterThan(0);
    expect(Number(found?.no_guardian)).toBeGreaterThan(0);
  });
});
