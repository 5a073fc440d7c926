import type { getBail } from '@abitura/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { guaranteeLetters, organizations, specialities } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';

/** An applicant's guarantee letters, newest first, with the college and the letter's speciality. */
export const guaranteeLettersHandler: Handler<typeof getBail> = async ({ personId }, ctx) => {
  await foundApplicant(ctx.db, personId);
  const rows = await ctx.db
    .select({ letter: guaranteeLetters, collegeName: organizations.name, specialityName: specialities.name })
    .from(guaranteeLetters)
    .innerJoin(organizations, eq(organizations.id, guaranteeLetters.collegeId))
    .leftJoin(specialities, eq(specialities.code, guaranteeLetters.specialityCode))
    .where(eq(guaranteeLetters.abiturientId, personId))
    .orderBy(desc(guaranteeLetters.issuedAt), desc(guaranteeLetters.id));
  return rows.map(({ letter, collegeName, specialityName }) => ({
    id: letter.id,
    number: letter.number,
    college: { id: letter.collegeId, name: collegeName },
    // A code the catalogue does not hold (yet) still shows, without a name.
    speciality: letter.specialityCode === null ? null : { code: letter.specialityCode, name: specialityName ?? letter.specialityCode },
    status: letter.status,
    issued_at: letter.issuedAt.toISOString(),
    valid_until: letter.validUntil,
    comment: letter.comment,
  }));
};
