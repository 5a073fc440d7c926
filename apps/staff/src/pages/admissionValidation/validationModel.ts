/**
 * The validation worklist as a signal model: the seasons and the chosen one (from the address),
 * one page of findings with the counts per check and per college, and the live following of the
 * season (`admission.season.<id>`): when an application changes elsewhere the page reads again
 * after a pause, so a burst of changes costs one read. The fixes (findingFixes.ts) read again
 * after they succeed, so a fixed finding leaves at once. No React here.
 */
import { computed, type ReadonlySignal } from '@preact/signals-react';
import type { Finding } from '@abitura/contracts';
import type { Client, Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import { createAdmissionSeasonsModel } from '../../models/admissionSeasons.js';
import { admissionCall, type AdmissionClient, type AdmissionResult } from '../../models/admissionService.js';
import { createDebounce } from '../../models/debounce.js';
import { createPagedListModel, type QueryReporter } from '../../models/pagedList.js';
import { validateParams, validationQuery, type ValidationFilter } from './validationQuery.js';

export type ValidationPage = AdmissionResult<'Admission/Validate'>;

/** How long the page waits after the last change elsewhere before it reads again. */
export const LIVE_RELOAD_MS = 1500;

export interface ValidationModelOptions {
  client: AdmissionClient & Pick<Client, 'subscribe'>;
  onQuery?: QueryReporter;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default Date.now (the default season) */
  now?: () => number;
}

const NO_FINDINGS: ValidationPage = { counts: [], colleges: [], total: 0, items: [], checked_at: '' };

export type ValidationModel = ReturnType<typeof createValidationModel>;

export function createValidationModel({ client, onQuery, clock, now }: ValidationModelOptions) {
  const seasons = createAdmissionSeasonsModel({ client, ...(now ? { now } : {}) });

  async function fetch(filter: ValidationFilter): Promise<Reply<ValidationPage>> {
    seasons.choose(filter.season);
    if (!seasons.loaded.peek()) {
      await seasons.load();
      const failure = seasons.error.peek();
      if (failure) return { success: false, message: failure.message, data: failure.code as never, issues: [...failure.issues] };
    }
    const seasonId = seasons.seasonId.peek();
    follow(seasonId);
    // No season yet: nothing to check (the page says so).
    if (seasonId === null) return { success: true, message: '', data: NO_FINDINGS };
    return admissionCall(client, 'Admission/Validate', validateParams(filter, seasonId));
  }

  const list = createPagedListModel<ValidationFilter, ValidationPage>({ codec: validationQuery, fetch, ...(onQuery ? { onQuery } : {}), ...(clock ? { clock } : {}) });
  const live = createDebounce(clock, LIVE_RELOAD_MS);
  let followed: { seasonId: number; stop: () => void } | null = null;

  /** Follows the season on screen; a change there reads the page again after a pause. */
  function follow(seasonId: number | null): void {
    if (followed?.seasonId === seasonId) return;
    followed?.stop();
    followed = seasonId === null ? null : { seasonId, stop: client.subscribe(`admission.season.${seasonId}`, () => live.schedule(() => void list.load())) };
  }

  const page = list.lastPage as ReadonlySignal<ValidationPage | null>;

  return {
    ...list,
    seasons,
    /** The season the findings are of. */
    seasonId: seasons.seasonId,
    counts: computed(() => page.value?.counts ?? []),
    colleges: computed(() => page.value?.colleges ?? []),
    /** When the server ran the checks, ISO; null before the first answer. */
    checkedAt: computed(() => (page.value?.checked_at ? page.value.checked_at : null)),
    /** The checks, severity or college narrow the findings (the season does not). */
    filtered: computed(() => {
      const filter = list.filter.value;
      return filter.checks.length > 0 || filter.severity !== null || filter.college !== null;
    }),
    chooseSeason(id: number): void {
      list.setFilters({ season: id, checks: [], severity: null, college: null });
    },
    /** Clears the checks, severity and college, keeping the season. */
    clearFilters(): void {
      list.setFilters({ checks: [], severity: null, college: null });
    },
    /** A fix succeeded: read the worklist again so the finding leaves and the counts change. */
    refresh(): Promise<void> {
      live.cancel();
      return list.load();
    },
    dispose(): void {
      list.dispose();
      live.cancel();
      followed?.stop();
      followed = null;
    },
  };
}

export type { Finding };
