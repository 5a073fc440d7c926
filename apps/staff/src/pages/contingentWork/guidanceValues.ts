/**
 * The intents and industries of career guidance as the address and the actions carry them: the
 * vocabulary's closed lists, so a value read from an address is one the contracts accept. The
 * survey list and career navigation both filter by an intent and an industry.
 */
import { INDUSTRIES, INTENTS, valuesOf } from '@abitura/contracts/vocabulary';
import { chosenFilters, type PagedFilter } from '../../models/listQuery.js';
import { oneOf } from '../../models/queryValues.js';

export const INTENT_VALUES = valuesOf(INTENTS);
export type IntentValue = (typeof INTENT_VALUES)[number];
export const INDUSTRY_VALUES = valuesOf(INDUSTRIES);
export type IndustryValue = (typeof INDUSTRY_VALUES)[number];

/** An intent and an industry, each chosen or not. */
export interface GuidanceChoice {
  intent: IntentValue | null;
  industry: IndustryValue | null;
}

/** The intent and industry of an address; a value the lists do not hold reads as not chosen. */
export function readGuidance(query: URLSearchParams): GuidanceChoice {
  return { intent: oneOf(query.get('intent'), INTENT_VALUES), industry: oneOf(query.get('industry'), INDUSTRY_VALUES) };
}

/** The intent and industry filters that are set, in the address. */
export function writeGuidance(query: URLSearchParams, filter: GuidanceChoice): void {
  if (filter.intent !== null) query.set('intent', filter.intent);
  if (filter.industry !== null) query.set('industry', filter.industry);
}

/** A list's params of such a filter: the intent and industry that are chosen, the search if any, the page. */
export function guidancePageParams(filter: GuidanceChoice & PagedFilter) {
  return {
    ...chosenFilters({ intent: filter.intent, industry: filter.industry }),
    ...(filter.search === '' ? {} : { search: filter.search }),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
