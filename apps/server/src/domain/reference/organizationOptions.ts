import { MAX_ORGANIZATION_OPTIONS, type OrganizationOption, type referenceOrganization } from '@abitura/contracts';
import { UNKNOWN_ORGANIZATION } from '@abitura/contracts/vocabulary';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { containsWord, searchWords } from '../../db/folding.js';
import { organizations } from '../../db/schema/index.js';

/** Pickers always offer it first, so a record whose organization nobody knows can still be saved. */
export const UNKNOWN_ORGANIZATION_OPTION: OrganizationOption = { ...UNKNOWN_ORGANIZATION, type: null, short_name: null, organization_id: null };

/**
 * Organizations for pickers by name. Each word of the text must occur in the folded name, short
 * name, address or code (the trigram index serves it); the cap keeps a picker's payload bounded
 * however big the registry grows.
 */
export const referenceOrganizationHandler: Handler<typeof referenceOrganization> = async ({ search }, ctx) => {
  const rows = await ctx.db
    .select({ id: organizations.id, type: organizations.type, name: organizations.name, short_name: organizations.shortName, organization_id: organizations.organizationId })
    .from(organizations)
    .where(
      and(
        eq(organizations.status, search.status),
        search.type ? eq(organizations.type, search.type) : undefined,
        ...searchWords(search.text).map((word) => containsWord(organizations.searchText, word)),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(MAX_ORGANIZATION_OPTIONS);
  return [UNKNOWN_ORGANIZATION_OPTION, ...rows];
};
