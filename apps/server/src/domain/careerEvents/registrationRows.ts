import type { eventRegistrant, eventRegistration } from '@abitura/contracts';
import type { z } from 'zod';
import { abiturients, careerEvents, eventRegistrations, organizations } from '../../db/schema/index.js';
import { fullName } from '../contingent/applicantRows.js';

/**
 * The one mapping of a registration row to the wire, for an applicant's events tab
 * (Abiturient/Events) and for an event's registrations: both select these columns.
 */
export const registrationColumns = { registration: eventRegistrations, event: careerEvents, organizationName: organizations.name };

/** The same plus who registered, for the event's side. */
export const registrantColumns = {
  ...registrationColumns,
  applicant: { id: abiturients.id, lastName: abiturients.lastName, firstName: abiturients.firstName, middleName: abiturients.middleName },
};

export interface RegistrationRow {
  registration: typeof eventRegistrations.$inferSelect;
  event: typeof careerEvents.$inferSelect;
  organizationName: string | null;
}

export type RegistrantRow = RegistrationRow & { applicant: { id: number; lastName: string; firstName: string; middleName: string | null } };

export function registrationView({ registration, event, organizationName }: RegistrationRow): z.input<typeof eventRegistration> {
  return {
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
  };
}

export function registrantView(row: RegistrantRow): z.input<typeof eventRegistrant> {
  return { ...registrationView(row), applicant: { id: row.applicant.id, name: fullName(row.applicant) } };
}
