import { MAX_PROGRAM_OPTIONS, type referenceGetAllProgram } from '@abitura/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { educationPrograms, organizations } from '../../db/schema/index.js';

/**
 * Programmes for pickers, grouped by college (by its name) and ordered by code within it; only
 * the fields a picker shows, so even the full catalogue stays a small payload.
 */
export const referenceGetAllProgramHandler: Handler<typeof referenceGetAllProgram> = async ({ search }, ctx) =>
  ctx.db
    .select({
      id: educationPrograms.id,
      code: educationPrograms.code,
      name: educationPrograms.name,
      organization: educationPrograms.organizationId,
      speciality_code: educationPrograms.specialityCode,
      education_form: educationPrograms.educationForm,
    })
    .from(educationPrograms)
    .innerJoin(organizations, eq(organizations.id, educationPrograms.organizationId))
    .where(
      and(
        search.organization === undefined ? undefined : eq(educationPrograms.organizationId, search.organization),
        search.speciality === undefined ? undefined : eq(educationPrograms.specialityCode, search.speciality),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id), asc(educationPrograms.code))
    .limit(MAX_PROGRAM_OPTIONS);
