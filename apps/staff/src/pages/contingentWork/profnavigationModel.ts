/**
 * Career-guidance navigation as a signal model: per industry the applicants interested in it and
 * the programmes and colleges it leads to (Profnavigation/Summary, narrowed by an intent); for the
 * chosen industry its applicants, searched and paged in the address (Profnavigation/Applicants),
 * and its programmes a page at a time (Profnavigation/Programs); and recording a recommendation
 * for one of the applicants, after which their recommendation count is read again. The intent
 * and the industry live in the address, so the summary and the programmes follow it whichever way
 * it changed. No React here.
 */
import type { ActionResult, Clock } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/contracts';
import { createLoadedResource, createPagedResource } from '../../models/loadedResource.js';
import { createPagedListModel, type ListModelOptions } from '../../models/pagedList.js';
import type { IndustryValue, IntentValue } from './guidanceValues.js';
import { GUIDANCE_QUERY, guidanceApplicantsParams, industryProgramsParams } from './profnavigationQuery.js';
import { createRecommendationModel } from './recommendationModel.js';

export type GuidanceSummary = ActionResult<'Profnavigation/Summary'>;
export type GuidanceApplicant = ActionResult<'Profnavigation/Applicants'>['items'][number];

/** A reply of no rows, for a list with nothing to ask the server (no industry chosen). */
function emptyPage<Item>(pageSize: number) {
  return Promise.resolve({ success: true, message: '', data: { items: [] as Item[], total: 0, page: 1, pageSize } });
}

export type ProfnavigationModel = ReturnType<typeof createProfnavigationModel>;

export function createProfnavigationModel({ client, clock, debounceMs, onQuery }: ListModelOptions & { clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'> }) {
  const timing = { ...(clock ? { clock } : {}), ...(debounceMs === undefined ? {} : { debounceMs }) };
  const applicants = createPagedListModel({
    ...timing,
    ...(onQuery ? { onQuery } : {}),
    codec: GUIDANCE_QUERY,
    fetch: (filter) => (filter.industry === null ? emptyPage<GuidanceApplicant>(filter.pageSize) : client.call('Profnavigation/Applicants', guidanceApplicantsParams(filter))),
  });
  const summary = createLoadedResource<GuidanceSummary | null>(() => {
    const intent = applicants.filter.peek().intent;
    return client.call('Profnavigation/Summary', intent === null ? {} : { intent });
  }, null);
  /** The industry the programmes are read for. */
  let programsIndustry: IndustryValue | null = null;
  const programs = createPagedResource<ProgramListItem>(
    (page, pageSize) => (programsIndustry === null ? emptyPage<ProgramListItem>(pageSize) : client.call('Profnavigation/Programs', industryProgramsParams(programsIndustry, page, pageSize))),
    10,
  );
  const recommendation = createRecommendationModel({
    client,
    ...timing,
    onRecorded: (id) => {
      applicants.updateRows((rows) => rows.map((row) => (row.id === id ? { ...row, recommendations: row.recommendations + 1 } : row)));
      void applicants.load();
    },
  });

  /** The intent the summary was read for; undefined before the first read. */
  let summaryIntent: IntentValue | null | undefined;

  /** Reads the summary and the programmes again when the intent or the industry changed. */
  function follow(): void {
    const { intent, industry } = applicants.filter.peek();
    if (intent !== summaryIntent) {
      summaryIntent = intent;
      void summary.load();
    }
    if (industry !== programsIndustry) {
      programsIndustry = industry;
      if (industry !== null) programs.restart();
    }
  }

  return {
    applicants,
    summary,
    programs,
    recommendation,
    applyQuery(address: string): void {
      applicants.applyQuery(address);
      follow();
    },
    /** Shows an industry's applicants and programmes; null goes back to the industries alone. */
    selectIndustry(industry: IndustryValue | null): void {
      applicants.setFilters({ industry });
      follow();
    },
    /** Narrows the counts and the applicants to those who hold an intent. */
    setIntent(intent: IntentValue | null): void {
      applicants.setFilters({ intent });
      follow();
    },
    dispose(): void {
      applicants.dispose();
      recommendation.dispose();
    },
  };
}
