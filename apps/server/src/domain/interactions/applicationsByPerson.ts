import type { getApplicationsByPerson } from '@abitura/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { abiturientApplications, educationPrograms, organizations, specialities } from '../../db/schema/index.js';
import { achievementPoints, foundApplicant } from '../contingent/applicantRecord.js';

/**
 * An applicant's applications by priority with their stored competition status: college,
 * programme and the programme's speciality. The achievement points are the applicant's own (the
 * ranking of the admission issue adds them to the average mark).
 */
export const applicationsByPersonHandler: Handler<typeof getApplicationsByPerson> = async ({ personId }, ctx) => {
  const applicant = await foundApplicant(ctx.db, personId);
  const points = achievementPoints(applicant.achievements);
  const rows = await ctx.db
    .select({ application: abiturientApplications, collegeName: organizations.name, program: educationPrograms, speciality: specialities })
    .from(abiturientApplications)
    .innerJoin(organizations, eq(organizations.id, abiturientApplications.collegeId))
    .leftJoin(educationPrograms, eq(educationPrograms.id, abiturientApplications.programId))
    .leftJoin(specialities, eq(specialities.code, educationPrograms.specialityCode))
    .where(eq(abiturientApplications.abiturientId, personId))
    .orderBy(asc(abiturientApplications.priority), asc(abiturientApplications.id));
  return rows.map(({ application, collegeName, program, speciality }) => ({
    id: application.id,
    college: { id: application.collegeId, name: collegeName },
    program: program === null ? null : { id: program.id, code: program.code, name: program.name },
    speciality: speciality === null ? null : { code: speciality.code, name: speciality.name },
    priority: application.priority,
    status: application.status,
    average_mark: application.averageMark,
    achievement_points: points,
    original_documents: application.originalDocuments,
    consent: application.consent,
    submitted_at: application.submittedAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
  }));
};
