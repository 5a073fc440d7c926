import type { getPersonEvents } from '@abitura/sdk/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/registry.js';
import { careerEvents, eventRegistrations, organizations } from '../../db/schema/index.js';
import { foundApplicant } from '../contingent/applicantRecord.js';

/** An applicant's registrations to open days, festivals and meetups, newest event first. */
export const personEventsHandler: Handler<typeof getPersonEvents> = async ({ personId }, ctx) => {
  await foundApplicant(ctx.db, personId);
  const rows = await ctx.db
    .select({ registration: eventRegistrations, event: careerEvents, organizationName: organizations.name })
    .from(eventRegistrations)
    .innerJoin(careerEvents, eq(careerEvents.id, eventRegistrations.eventId))
    .leftJoin(organizations, eq(organizations.id, careerEvents.organizationId))
    .where(eq(eventRegistrations.abiturientId, personId))
    .orderBy(desc(careerEvents.startsAt), desc(eventRegistrations.id));
  return rows.map(({ registration, event, organizationName }) => ({
    id: registration.id,
    event: {
      id: event.id,
      title: event.title,
      format: event.format,
      status: event.status,
      starts_at: event.startsAt.toISOString(),
      place: event.place,
      organization: event.organizationId !== null && organizationName !== null ? { id: event.organizationId, name: organizationName } : null,
    },
    registered_at: registration.registeredAt.toISOString(),
    attended: registration.attended,
    ticket_token: registration.ticketToken,
  }));
};
