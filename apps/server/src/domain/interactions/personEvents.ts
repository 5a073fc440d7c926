import type { getPersonEvents } from '@abitura/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { careerEvents, eventRegistrations, organizations } from '../../db/schema/index.js';
import { registrationColumns, registrationView } from '../careerEvents/registrationRows.js';
import { foundApplicant } from '../contingent/applicantRecord.js';

/** An applicant's registrations to open days, festivals and meetups, newest event first. */
export const personEventsHandler: Handler<typeof getPersonEvents> = async ({ personId }, ctx) => {
  await foundApplicant(ctx.db, personId);
  const rows = await ctx.db
    .select(registrationColumns)
    .from(eventRegistrations)
    .innerJoin(careerEvents, eq(careerEvents.id, eventRegistrations.eventId))
    .leftJoin(organizations, eq(organizations.id, careerEvents.organizationId))
    .where(eq(eventRegistrations.abiturientId, personId))
    .orderBy(desc(careerEvents.startsAt), desc(eventRegistrations.id));
  return rows.map(registrationView);
};
