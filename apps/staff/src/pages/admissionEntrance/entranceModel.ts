/**
 * The entrance tests page as a signal model: the seasons, the view in the address (season,
 * college, test type, the open session), the season's sessions by time, the examiners the form
 * offers, and the live following of the season (`admission.season.<id>`): a change elsewhere reads
 * the sessions (and the open session) again after a pause. Session writes (save, delete) live
 * here; what happens inside one session lives in sessionModel.ts. No React here.
 */
import { batch, computed, signal } from '@preact/signals-react';
import { MAX_ENTITY_ID, type TestSession } from '@abitura/contracts';
import type { Client, Clock } from '@abitura/sdk';
import { isEntranceTestTypeId, type EntranceTestTypeId } from '@abitura/contracts/vocabulary';
import { createAdmissionSeasonsModel } from '../../models/admissionSeasons.js';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { createDebounce } from '../../models/debounce.js';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import type { QueryReporter } from '../../models/pagedList.js';
import { positiveInt } from '../../models/queryValues.js';

export const LIVE_RELOAD_MS = 1500;

export interface EntranceView {
  season: number | null;
  college: number | null;
  type: EntranceTestTypeId | null;
  /** The session open on the page. */
  session: number | null;
}

export const EMPTY_VIEW: EntranceView = { season: null, college: null, type: null, session: null };

export function viewFromQuery(search: string): EntranceView {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  return {
    season: positiveInt(query.get('season'), MAX_ENTITY_ID),
    college: positiveInt(query.get('college'), MAX_ENTITY_ID),
    // The test type ids are seven digits (the Moscow dictionary's), beyond oneOfNumbers' reach.
    type: /^\d{7}$/.test(query.get('type') ?? '') && isEntranceTestTypeId(query.get('type')) ? (Number(query.get('type')) as EntranceTestTypeId) : null,
    session: positiveInt(query.get('session'), MAX_ENTITY_ID),
  };
}

export function queryFromView(view: EntranceView): string {
  const query = new URLSearchParams();
  if (view.season !== null) query.set('season', String(view.season));
  if (view.college !== null) query.set('college', String(view.college));
  if (view.type !== null) query.set('type', String(view.type));
  if (view.session !== null) query.set('session', String(view.session));
  return query.toString();
}

export interface EntranceModelOptions {
  client: AdmissionClient & Pick<Client, 'subscribe'>;
  onQuery?: QueryReporter;
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  now?: () => number;
}

export type EntranceModel = ReturnType<typeof createEntranceModel>;

export function createEntranceModel({ client, onQuery, clock, now }: EntranceModelOptions) {
  const seasons = createAdmissionSeasonsModel({ client, ...(now ? { now } : {}) });
  const view = signal<EntranceView>(EMPTY_VIEW);
  const sessions = createLoadedResource<readonly TestSession[]>(async () => {
    if (!seasons.loaded.peek()) {
      await seasons.load();
      const failure = seasons.error.peek();
      if (failure) return { success: false, message: failure.message, data: failure.code as never };
    }
    const seasonId = seasons.seasonId.peek();
    follow(seasonId);
    if (seasonId === null) return { success: true, message: '', data: [] };
    const current = view.peek();
    return admissionCall(client, 'Admission/ListTestSessions', {
      season_id: seasonId,
      ...(current.college !== null ? { college_id: current.college } : {}),
      ...(current.type !== null ? { test_type: current.type } : {}),
    });
  }, []);
  const examiners = createLoadedResource(() => admissionCall(client, 'Admission/ListExaminers', {}), [] as readonly { id: number; name: string }[]);

  /** What else re-reads when the season changes elsewhere (the open session). */
  const listeners = new Set<() => void>();
  const live = createDebounce(clock, LIVE_RELOAD_MS);
  let followed: { seasonId: number; stop: () => void } | null = null;
  function follow(seasonId: number | null): void {
    if (followed?.seasonId === seasonId) return;
    followed?.stop();
    followed =
      seasonId === null
        ? null
        : {
            seasonId,
            stop: client.subscribe(`admission.season.${seasonId}`, () =>
              live.schedule(() => {
                void sessions.load();
                for (const listener of listeners) listener();
              }),
            ),
          };
  }

  /** Sets the view, reports the address and reads what changed. */
  function change(patch: Partial<EntranceView>, mode: 'push' | 'replace' = 'push'): void {
    const before = view.peek();
    const next = { ...before, ...patch };
    if (queryFromView(next) === queryFromView(before)) return;
    view.value = next;
    onQuery?.(queryFromView(next), mode);
    if (next.season !== before.season || next.college !== before.college || next.type !== before.type) {
      seasons.choose(next.season);
      void sessions.load();
    }
  }

  let started = false;

  return {
    seasons,
    seasonId: seasons.seasonId,
    view,
    sessions: sessions.value,
    loading: sessions.loading,
    loaded: sessions.loaded,
    error: sessions.error,
    load: sessions.load,
    examiners,
    /** The session open on the page, when the list holds it. */
    openSession: computed(() => sessions.value.value.find((session) => session.id === view.value.session) ?? null),
    applyQuery(search: string): void {
      const next = viewFromQuery(search);
      const first = !started;
      started = true;
      const before = view.peek();
      if (!first && queryFromView(next) === queryFromView(before)) return;
      batch(() => {
        view.value = next;
      });
      if (queryFromView(next) !== search.replace(/^\?/, '')) onQuery?.(queryFromView(next), 'replace');
      if (first || next.season !== before.season || next.college !== before.college || next.type !== before.type) {
        seasons.choose(next.season);
        void sessions.load();
      }
    },
    chooseSeason: (id: number) => change({ season: id, session: null }),
    setCollege: (college: number | null) => change({ college, session: null }),
    setType: (type: EntranceTestTypeId | null) => change({ type, session: null }),
    openSessionId: (session: number | null) => change({ session }),
    /** Something else to read again when the season changes elsewhere; returns its removal. */
    onLiveChange(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A session was saved: it shows in the list at once, then the list is read again. */
    saved(session: TestSession): void {
      const list = sessions.value.peek();
      sessions.value.value = list.some((item) => item.id === session.id) ? list.map((item) => (item.id === session.id ? session : item)) : [...list, session];
      void sessions.load();
    },
    async deleteSession(session: Pick<TestSession, 'id'>, requestId: string): Promise<Outcome<{ id: number }>> {
      const outcome = outcomeOf(await admissionCall(client, 'Admission/DeleteTestSession', { id: session.id }, { requestId }));
      if (outcome.ok) {
        sessions.value.value = sessions.value.peek().filter((item) => item.id !== session.id);
        if (view.peek().session === session.id) change({ session: null }, 'replace');
        void sessions.load();
      }
      return outcome;
    },
    dispose(): void {
      live.cancel();
      followed?.stop();
      followed = null;
      listeners.clear();
    },
  };
}
