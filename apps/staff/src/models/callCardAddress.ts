/** The call card's address: /interactions/calls/create, with ?person=<id> naming whom it opens. */
import { buildPath } from '@abitura/sdk';

/** The person's id the address names, or null. */
export function personParam(search: string): number | null {
  const value = new URLSearchParams(search).get('person');
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The call card open on a person, or empty. */
export function callCardHref(personId: number | null): string {
  const path = buildPath('interactions-calls-create');
  return personId === null ? path : `${path}?person=${personId}`;
}
