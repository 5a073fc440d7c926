/**
 * The register of a season's applications as a signal model: the shared paged-list model over
 * Admission/ListApplications with the register's query codec, the season it reads (the seasons
 * model: the address's choice or the default), the moves a row allows, and the live topic of the
 * season (`admission.season.<id>`), whose frames re-read the page on screen. No React here;
 * StatementPage reads the signals and calls the actions.
 */
import { batch, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApplicationItem } from '@abitura/contracts';
import type { Client, Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { ApplicationMove, ApplicationRejectionReason } from '@abitura/contracts/vocabulary';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { createAdmissionSeasonsModel, type AdmissionSeasonsModel } from '../../models/admissionSeasons.js';
import { createDebounce } from '../../models/debounce.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createPagedListModel, type ListPage, type QueryReporter } from '../../models/pagedList.js';
import { listParams, statementQuery } from './statementQuery.js';

/** A burst of changes (an import part, a colleague's edits) re-reads the page once, after this pause. */
export const LIVE_RELOAD_MS = 500;

export interface StatementListOptions {
  client: AdmissionClient;
  /** The season the address names, if any. */
  season?: number | null;
  /** Timers of the search debounce and the live re-read. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  debounceMs?: number;
  onQuery?: QueryReporter;
  /** @default Date.now (the default season) */
  now?: () => number;
}

/** What a move sends besides the move itself: a reject's reason and anyone's comment. */
export interface MoveDetails {
  reason?: ApplicationRejectionReason;
  comment?: string;
}

export type StatementListModel = ReturnType<typeof createStatementListModel>;

const NO_ROWS: ListPage<ApplicationItem> = { items: [], total: 0 };

export function createStatementListModel({ client, season = null, clock, debounceMs, onQuery, now }: StatementListOptions) {
  const seasons: AdmissionSeasonsModel = createAdmissionSeasonsModel({ client, initial: season, ...(now ? { now } : {}) });

  /** The seasons are read once before the first page; a failed read is tried again with the next load. */
  let seasonsRead: Promise<void> | null = null;
  const seasonsReady = (): Promise<void> => {
    if (seasons.loaded.peek()) return Promise.resolve();
    seasonsRead ??= seasons.load().finally(() => {
      seasonsRead = null;
    });
    return seasonsRead;
  };

  const fetchPage = async (filter: Parameters<typeof listParams>[0]): Promise<Reply<ListPage<ApplicationItem>>> => {
    await seasonsReady();
    const failure = seasons.error.peek();
    if (!seasons.loaded.peek() && failure) return { success: false, message: failure.message, data: failure.code } as unknown as Reply<ListPage<ApplicationItem>>;
    const seasonId = seasons.seasonId.peek();
    // No season at all yet: an empty register (the page says how to start a season).
    if (seasonId === null) return { success: true, message: '', data: NO_ROWS };
    return admissionCall(client, 'Admission/ListApplications', listParams(filter, seasonId));
  };

  const list = createPagedListModel({
    codec: statementQuery,
    fetch: fetchPage,
    ...(clock ? { clock } : {}),
    ...(debounceMs === undefined ? {} : { debounceMs }),
    ...(onQuery ? { onQuery } : {}),
  });

  const liveReload = createDebounce(clock, LIVE_RELOAD_MS);
  /** The application a move is being sent for, so its buttons show progress. */
  const moving = signal<number | null>(null);

  /** Back to the first page for another season: its groups are its own, so a group filter goes. */
  const fromFirstPage = () => {
    const current = list.filter.peek();
    if (current.groupId !== null) list.setFilters({ groupId: null });
    else if (current.page !== 1) list.setPage(1);
    else void list.load();
  };

  return {
    ...list,
    seasons,
    moving: moving as ReadonlySignal<number | null>,

    /** A person chose a season in the picker. */
    selectSeason(id: number): void {
      if (seasons.seasonId.peek() === id) return;
      seasons.choose(id);
      fromFirstPage();
    },
    /** The address names a season (first render, back/forward); re-reads when it differs. */
    seasonFromAddress(id: number | null): void {
      const before = seasons.seasonId.peek();
      seasons.choose(id);
      if (seasons.loaded.peek() && seasons.seasonId.peek() !== before) void list.load();
    },

    /** Moves an application; its row changes at once and the page is read again (it may leave the filter). */
    async move(row: Pick<ApplicationItem, 'id'>, action: ApplicationMove, details: MoveDetails = {}, requestId?: string): Promise<Outcome<ApplicationItem>> {
      moving.value = row.id;
      const comment = details.comment?.trim() ?? '';
      const reply = await admissionCall(
        client,
        'Admission/MoveApplication',
        { id: row.id, move: action, ...(details.reason ? { reason: details.reason } : {}), ...(comment === '' ? {} : { comment }) },
        requestId ? { requestId } : undefined,
      );
      const outcome = outcomeOf(reply);
      batch(() => {
        moving.value = null;
        if (outcome.ok) list.updateRows((rows) => rows.map((item) => (item.id === outcome.value.id ? outcome.value : item)));
      });
      if (outcome.ok) void list.load();
      return outcome;
    },

    /** An application was filed or changed in a dialog: show it as it is now. */
    saved(item: ApplicationItem): void {
      list.updateRows((rows) => rows.map((row) => (row.id === item.id ? item : row)));
      void list.load();
    },

    /**
     * Follows the chosen season's live topic while the page is open: each frame re-reads the page
     * on screen (after a short pause, so a burst reads once). Returns stop.
     */
    follow(subscribe: Client['subscribe']): () => void {
      let stopTopic: (() => void) | null = null;
      const stopWatching = effect(() => {
        const seasonId = seasons.seasonId.value;
        stopTopic?.();
        stopTopic = seasonId === null ? null : subscribe(`admission.season.${seasonId}`, () => liveReload.schedule(() => void list.load()));
      });
      return () => {
        stopWatching();
        stopTopic?.();
        liveReload.cancel();
      };
    },

    dispose(): void {
      list.dispose();
      liveReload.cancel();
    },
  };
}
