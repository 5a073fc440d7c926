/**
 * Pupils of the demo schools who finish the 9th or 11th grade this school year (four to eight a
 * school), so a school's card lists the applicants who study there.
 */
import type { abiturients } from '../../db/schema/index.js';
import type { Random } from '../prng.js';
import { randomRussianName, transliterate } from '../russianNames.js';
import { mobilePhone } from './places.js';

export type PupilRow = Omit<typeof abiturients.$inferInsert, 'id' | 'schoolId' | 'searchText' | 'createdAt' | 'updatedAt'> & { schoolCode: string };

export interface PupilSchool {
  readonly organizationId: string;
  readonly okrug: string | null;
  readonly district: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `graduationYear` is the calendar year the school year ends in (2026 for 2025/2026): a ninth
 * grader then is 15 or 16, an eleventh grader 17 or 18, and their birth years follow.
 */
export function planPupils(random: Random, schools: readonly PupilSchool[], graduationYear: number): PupilRow[] {
  const rows: PupilRow[] = [];
  for (const school of schools) {
    const count = random.int(4, 8);
    for (let i = 0; i < count; i += 1) {
      const gender = random.chance(0.5) ? 'female' : 'male';
      const name = randomRussianName(random, gender);
      const grade = random.chance(0.6) ? 'SCH9' : 'SCH11';
      const born = graduationYear - (grade === 'SCH9' ? random.int(15, 16) : random.int(17, 18));
      rows.push({
        schoolCode: school.organizationId,
        lastName: name.surname,
        firstName: name.firstName,
        middleName: name.patronymic,
        birthDate: `${born}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
        gender: gender === 'female' ? 'FEMALE' : 'MALE',
        phone: random.chance(0.8) ? mobilePhone(random) : null,
        email: random.chance(0.5) ? `${transliterate(name.firstName)}.${transliterate(name.surname)}${random.int(1, 99)}@mail.ru` : null,
        grade,
        graduationYear: graduationYear % 100,
        // Most pupils live near their school.
        okrug: school.okrug,
        district: random.chance(0.8) ? school.district : null,
      });
    }
  }
  return rows;
}
