/**
 * The intents and industries of career guidance as the address and the actions carry them: the
 * vocabulary's closed lists, so a value read from an address is one the contracts accept.
 */
import { INDUSTRIES, INTENTS, valuesOf } from '@abitura/sdk/vocabulary';
import { oneOf } from '../../models/queryValues.js';

export const INTENT_VALUES = valuesOf(INTENTS);
export type IntentValue = (typeof INTENT_VALUES)[number];
export const INDUSTRY_VALUES = valuesOf(INDUSTRIES);
export type IndustryValue = (typeof INDUSTRY_VALUES)[number];

export const readIntent = (query: URLSearchParams): IntentValue | null => oneOf(query.get('intent'), INTENT_VALUES);
export const readIndustry = (query: URLSearchParams): IndustryValue | null => oneOf(query.get('industry'), INDUSTRY_VALUES);

/** The intent and industry filters that are set, in the address. */
export function writeGuidance(query: URLSearchParams, filter: { intent: IntentValue | null; industry: IndustryValue | null }): void {
  if (filter.intent !== null) query.set('intent', filter.intent);
  if (filter.industry !== null) query.set('industry', filter.industry);
}
