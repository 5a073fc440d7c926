/**
 * The reference lists' labels in the interface languages other than Russian. The server keeps one
 * label per entry, in Russian (the vocabulary's, or an administrator's for the year-to-year lists);
 * the entries of the closed vocabularies are translated here, by list and code, in
 * `src/referenceLabels/<language>.json`, fetched together with the language's texts
 * (`loadStaffLanguage`). A code without a translation (an entry an administrator added, a proper
 * name such as an okrug or a metro station) keeps the server's label.
 */
import { FALLBACK_LOCALE, type Locale } from '@abitura/contracts/vocabulary';

/** Labels by list, then by entry code. */
export type ReferenceLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const files = import.meta.glob<ReferenceLabels>('../referenceLabels/*.json', { import: 'default' });
const loaded = new Map<string, ReferenceLabels>();

/** Fetches a language's labels once; Russian has none of its own (the server's are Russian). */
export async function loadReferenceLabels(language: Locale): Promise<void> {
  if (language === FALLBACK_LOCALE || loaded.has(language)) return;
  const load = files[`../referenceLabels/${language}.json`];
  if (load) loaded.set(language, await load());
}

/** The translated label of an entry, or undefined (Russian, a language not fetched yet, an unknown code). */
export function referenceLabel(language: string, list: string, code: string): string | undefined {
  return loaded.get(language)?.[list]?.[code];
}
