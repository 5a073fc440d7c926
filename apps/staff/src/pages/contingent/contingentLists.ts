/**
 * The reference lists the working list reads (okrugs, districts, categories, readiness, intents,
 * industries, information sources) and its choices: a closed vocabulary of the contracts offered
 * in its order, each named by the reference list's entry (the administrators' wording) or, while
 * the list loads, by the vocabulary's own label; terms of the applicant vocabulary in the
 * interface language.
 */
import { useReferenceList, type Choice, type ReferenceListView } from '../../models/referenceLists.js';
import { useTermLabel, type TermGroup } from '../../components/TermChip.js';

export interface ContingentLists {
  okrugs: ReferenceListView;
  /** The districts (районы), each naming its okrug. */
  districts: ReferenceListView;
  categories: ReferenceListView;
  readiness: ReferenceListView;
  intents: ReferenceListView;
  industries: ReferenceListView;
  sources: ReferenceListView;
}

export function useContingentLists(): ContingentLists {
  return {
    okrugs: useReferenceList('okrugs'),
    districts: useReferenceList('rayons'),
    categories: useReferenceList('applicantCategories', { withArchived: true }),
    readiness: useReferenceList('readiness', { withArchived: true }),
    intents: useReferenceList('intents', { withArchived: true }),
    industries: useReferenceList('industries', { withArchived: true }),
    sources: useReferenceList('informationSources', { withArchived: true }),
  };
}

/** A vocabulary's values as choices, named by the reference list when it holds them. */
export function vocabularyChoices(entries: readonly { value: string; label: string }[], list: ReferenceListView): Choice[] {
  return entries.map((entry) => ({ value: entry.value, label: list.find(entry.value)?.label ?? entry.label }));
}

/** Terms of the applicant vocabulary as choices in the interface language. */
export function useTermChoices(): (group: TermGroup, values: readonly string[]) => Choice[] {
  const label = useTermLabel();
  return (group, values) => values.map((value) => ({ value, label: label(group, value) }));
}
