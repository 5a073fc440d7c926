import { specialityCode } from '@abitura/contracts';
import { INDUSTRIES } from '@abitura/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/open.js';
import { specialities } from '../../db/schema/index.js';
import { isProfession, SPECIALITY_CATALOGUE } from './specialityCatalogue.js';
import { upsertSpecialities } from './upsertSpecialities.js';

describe('SPECIALITY_CATALOGUE', () => {
  it('holds at least 150 СПО entries and some profession training, each code once', () => {
    expect(SPECIALITY_CATALOGUE.filter((entry) => entry.level === 3).length).toBeGreaterThanOrEqual(150);
    expect(SPECIALITY_CATALOGUE.filter((entry) => entry.level === 13).length).toBeGreaterThanOrEqual(5);
    const codes = SPECIALITY_CATALOGUE.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives each entry a valid code for its level, a name, a qualification and a known industry', () => {
    const industries = new Set<string>(INDUSTRIES.map((industry) => industry.value));
    for (const entry of SPECIALITY_CATALOGUE) {
      expect(specialityCode.safeParse(entry.code).success, entry.code).toBe(true);
      expect(entry.level === 13, entry.code).toBe(/^\d{5}$/.test(entry.code));
      expect(entry.name.trim(), entry.code).not.toBe('');
      expect(entry.qualification.trim(), entry.code).not.toBe('');
      expect(industries.has(entry.industry), entry.code).toBe(true);
    }
    // Every industry has something to recommend.
    expect(new Set(SPECIALITY_CATALOGUE.map((entry) => entry.industry)).size).toBe(INDUSTRIES.length);
  });

  it('tells professions (xx.01.xx) from specialities', () => {
    expect(isProfession('15.01.05')).toBe(true);
    expect(isProfession('09.02.07')).toBe(false);
    expect(isProfession('16675')).toBe(false);
  });
});

describe('upsertSpecialities', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('adds the catalogue and, at the next start, brings edited entries back to it', async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await database.migrate();
    await upsertSpecialities(database.db);
    expect(await database.db.$count(specialities)).toBe(SPECIALITY_CATALOGUE.length);
    await database.db.update(specialities).set({ name: 'Старое название', industry: 'it', qualification: null }).where(eq(specialities.code, '43.02.15'));
    await database.db.insert(specialities).values({ code: '99.02.99', name: 'Снятая с перечня', industry: 'it' });
    await upsertSpecialities(database.db);
    const [row] = await database.db.select().from(specialities).where(eq(specialities.code, '43.02.15'));
    expect(row).toMatchObject({ name: 'Поварское и кондитерское дело', industry: 'hospitality', level: 3, qualification: 'Специалист по поварскому и кондитерскому делу' });
    // A code no longer listed stays: programmes may still point at it.
    expect(await database.db.$count(specialities)).toBe(SPECIALITY_CATALOGUE.length + 1);
  });
});
