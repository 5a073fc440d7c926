import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreesInGender } from '@abitura/server/seed';
import { abiturients, contactText, type Database, openDatabase } from '@abitura/server/testing';
import { CATEGORY_WEIGHTS, PROCESSING_WEIGHTS } from './applicantDistributions.mjs';
import { seedSearchData } from './seedApplicants.mjs';

const SIZE = 3000;
let database: Database;
let seeded: Awaited<ReturnType<typeof seedSearchData>>;
let rows: Array<typeof abiturients.$inferSelect>;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  seeded = await seedSearchData(database.db, { size: SIZE });
  rows = await database.db.select().from(abiturients).orderBy(abiturients.id);
}, 300_000); // PGlite with its migrations and 3,000 seeded applicants: minutes on a loaded 2-core machine.

afterAll(() => database?.close());

const share = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length / rows.length;

describe('the search bench data', () => {
  it('holds the asked number of applicants, the demo schools and thirty curators, the same on every run', () => {
    expect(seeded.applicants).toBe(SIZE);
    expect(rows).toHaveLength(SIZE);
    expect(seeded.schools).toBeGreaterThan(500);
    expect(seeded.curators).toHaveLength(30);
    // hashint8 draws: the first applicant is always the same person.
    expect([rows[0]?.lastName, rows[0]?.firstName, rows[0]?.middleName, rows[0]?.birthDate]).toEqual(['Егоров', 'Андрей', 'Викторович', '2009-06-14']);
  });

  it('writes the contact text as the application does', () => {
    for (const row of rows) {
      expect(row.contactText).toBe(contactText(row));
      for (const phone of row.phones) expect(phone).toMatch(/^\+79\d{9}$/);
    }
  });

  it('gives every applicant a name whose parts agree in gender', () => {
    for (const row of rows) {
      const gender = row.gender === 'FEMALE' ? 'female' : 'male';
      if (row.middleName === null) continue;
      expect(agreesInGender({ gender, surname: row.lastName, firstName: row.firstName, patronymic: row.middleName }), `${row.lastName} ${row.firstName} ${row.middleName}`).toBe(true);
    }
    expect(share((row) => row.middleName === null)).toBeLessThan(0.06);
  });

  it('keeps grade, school and okrug consistent with the category', () => {
    for (const row of rows) {
      if (row.category?.includes('_9')) expect(row.grade).toBe('SCH9');
      if (row.category?.endsWith('_11')) expect(row.grade).toBe('SCH11');
      if (row.category?.startsWith('region')) expect([row.okrug, row.schoolId]).toEqual(['OUT', null]);
      if (row.category?.startsWith('moscow')) expect(row.okrug).not.toBe('OUT');
    }
  });

  it('follows the shares of applicantDistributions.mjs', () => {
    const total = (table: Record<string, number>) => Object.values(table).reduce((sum, weight) => sum + weight, 0);
    expect(share((row) => row.processingStatus === 'not_processed')).toBeCloseTo(PROCESSING_WEIGHTS.not_processed / total(PROCESSING_WEIGHTS), 1);
    expect(share((row) => row.category === 'moscow_9_25')).toBeCloseTo(CATEGORY_WEIGHTS.moscow_9_25 / total(CATEGORY_WEIGHTS), 1);
    expect(share((row) => row.flags.recall === true)).toBeCloseTo(0.1, 1);
    expect(share((row) => row.tags.includes('priority_ca_1'))).toBeCloseTo(0.1, 1);
    expect(share((row) => row.curatorId !== null)).toBeCloseTo(0.55, 1);
    const created = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * 86_400_000);
  });
});
