// The eleven working-list queries the bench times: what staff type into the list's search box (a
// fragment of a name, one typo or two, a word with ё) together with the filters they use most, first page
// of 25. Params are Abiturient/List's as the client sends them; the subject parses them with the
// contract, so defaults (sort by full name, ascending) apply as on the server. `curator: 'me'` is
// the first bench curator (the caller the subject passes).

export const SEARCH_QUERIES = Object.freeze([
  { label: 'иван, not processed', params: { search: 'иван', processing_status: ['not_processed'] } },
  { label: 'петр, ЦАО, 9th grade', params: { search: 'петр', okrug: 'CAO', grade: 'SCH9' } },
  { label: 'смирнова, to call back', params: { search: 'смирнова', flags: ['recall'] } },
  { label: 'алекс, Moscow 9th 2025, call priority 1', params: { search: 'алекс', category: ['moscow_9_25'], tags: ['priority_ca_1'] } },
  { label: 'typo иванва, open, by relevance', params: { search: 'иванва', processing_status: ['not_processed', 'in_progress'], sort: 'relevance' } },
  { label: 'two typos щербокав, open', params: { search: 'щербокав', processing_status: ['not_processed', 'in_progress'] } },
  { label: 'ё: семён, ready or interested', params: { search: 'семён', readiness: ['ready', 'interested'] } },
  { label: 'ольга, interested, newest first', params: { search: 'ольга', readiness: ['interested'], sort: 'created_at', direction: 'desc' } },
  { label: 'кузнец, my applicants', params: { search: 'кузнец', curator: 'me' } },
  { label: 'никола, IT, college after 9th', params: { search: 'никола', industry: 'it', intent: 'college_after_9' } },
  { label: 'морозов, created in May, not inactive', params: { search: 'морозов', created_from: '2026-05-01', created_to: '2026-05-31', without_flags: ['inactive'] } },
].map((query) => Object.freeze({ ...query, params: Object.freeze({ ...query.params, page: 1, pageSize: 25 }) })));

/** The params as the docs table shows them: JSON without the first page's paging. */
export function describeParams(params) {
  const { page, pageSize, ...rest } = params;
  const shown = page === 1 && pageSize === 25 ? rest : params;
  return JSON.stringify(shown).replaceAll('"', "'").replaceAll(',', ', ').replaceAll(':', ': ');
}
