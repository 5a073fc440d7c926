// The register pages bench/admission times: what the admission committee opens most in a season
// (the season's newest filings, a surname, a college's open applications, the consents by
// average, the tests still to assign, the paid groups by name, a phone number dictated over the
// phone, a deep page, one group's list), as Admission/ListApplications params the client sends.
// The subject parses them with the contract, so its defaults (sort by filing time, page 1 of 25)
// apply as on the server. Ids the data decides are placeholders the subject fills in
// (resolveParams): the season, the busiest group and its college, and a seeded applicant's phone.

/** Placeholders for values only the seeded database knows. */
export const PLACEHOLDERS = Object.freeze({ season: '$season', college: '$college', group: '$group', phone: '$phone' });
const { season, college, group, phone } = PLACEHOLDERS;

export const ADMISSION_QUERIES = Object.freeze(
  [
    { label: 'season, by filing time', params: { season_id: season } },
    { label: 'surname fragment смирн', params: { season_id: season, search: 'смирн' } },
    { label: 'a college, submitted or accepted', params: { season_id: season, college_id: college, states: ['submitted', 'accepted'] } },
    { label: 'consent accepted, by average', params: { season_id: season, consent: 'accepted', sort: 'average_mark', direction: 'desc' } },
    { label: 'test not assigned', params: { season_id: season, test: 'not_assigned' } },
    { label: 'paid groups, by name', params: { season_id: season, funding: 'paid', sort: 'fullname' } },
    { label: 'phone digits', params: { season_id: season, search: phone } },
    { label: 'page 50', params: { season_id: season, page: 50 } },
    { label: 'one group, by priority', params: { season_id: season, group_id: group, sort: 'priority' } },
    { label: 'withdrawn or rejected, last changed', params: { season_id: season, states: ['withdrawn', 'rejected'], sort: 'updated_at', direction: 'desc' } },
  ].map((query) => Object.freeze({ ...query, params: Object.freeze(query.params) })),
);

/** The validation pass: the whole worklist's first page, as the worklist opens. */
export const VALIDATION_PARAMS = Object.freeze({ season_id: season });

/**
 * The params with their placeholders replaced by the seeded values.
 * @param {Record<string, unknown>} params
 * @param {{ season: number; college: number; group: number; phone: string }} values
 */
export function resolveParams(params, values) {
  const byPlaceholder = new Map(Object.entries(PLACEHOLDERS).map(([name, placeholder]) => [placeholder, name]));
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      const name = typeof value === 'string' ? byPlaceholder.get(value) : undefined;
      if (name === undefined) return [key, value];
      if (values[name] === undefined) throw new Error(`no value for ${value}`);
      return [key, values[name]];
    }),
  );
}

/** The params as the docs table shows them: JSON without the season, with placeholders as words. */
export function describeAdmissionParams(params) {
  const { season_id: _season, ...rest } = params;
  if (Object.keys(rest).length === 0) return '{}';
  return JSON.stringify(rest).replaceAll('"', "'").replaceAll(',', ', ').replaceAll(':', ': ').replace(/'\$(\w+)'/g, '<$1>');
}
