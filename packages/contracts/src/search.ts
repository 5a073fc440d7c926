import { z } from 'zod';
import { quickSearchHit } from './contingent.js';
import { defineAction } from './defineAction.js';
import { entityId, trimmedString } from './fields.js';
import { organizationType } from './organization.js';
import { accountStatus } from './session.js';

/**
 * The header's search (issue 22): one box for applicants, organizations and users, by a name, a
 * phone or an e-mail, a few hits of each kind. Any signed-in user may ask; each kind is searched
 * only for those who may open what it finds, and comes back null for the others.
 */

/** Hits per kind when the caller does not say. */
export const GLOBAL_SEARCH_LIMIT = 5;

/** What matched a hit: its name, one of its phones, or its e-mail. */
const contactMatch = z.enum(['name', 'phone', 'email']);

export const globalOrganizationHit = z.object({
  id: entityId,
  type: organizationType,
  name: z.string(),
  short_name: z.string().nullable(),
  okrug: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Operating (true) or closed. */
  status: z.boolean(),
  matched: contactMatch,
});

export const globalUserHit = z.object({
  id: entityId,
  login: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: accountStatus,
  matched: contactMatch,
});

/** One kind's hits, best first, and whether it has more than were sent; null when the caller may not see that kind. */
const hitsOf = <T extends z.ZodType>(hit: T) => z.object({ items: z.array(hit), more: z.boolean() }).nullable();

export const globalSearch = defineAction({
  name: 'Search/Global',
  permission: { signedIn: true },
  kind: 'read',
  params: z.object({ query: trimmedString(2, 100), limit: z.number().int().min(1).max(10).default(GLOBAL_SEARCH_LIMIT) }).strict(),
  result: z.object({
    /** With viewAbiturient: as Abiturient/Search finds them (a typo in a name corrected, a СНИЛС too). */
    applicants: hitsOf(quickSearchHit),
    /** With viewOrganization: by name, short name, address or code, phone or e-mail. */
    organizations: hitsOf(globalOrganizationHit),
    /** With viewAccessUsers: by name, login, phone or e-mail. */
    users: hitsOf(globalUserHit),
  }),
  summary: 'The header search: a few applicants, organizations and users matching a name, a phone or an e-mail, each kind only for those who may open it (null otherwise).',
});

export type GlobalSearchResult = z.output<typeof globalSearch.result>;

export const searchContracts = [globalSearch] as const;
