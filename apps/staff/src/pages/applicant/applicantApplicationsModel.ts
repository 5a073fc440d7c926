/**
 * The applicant card's applications of one admission season (Admission/ApplicantApplications),
 * by priority, live ones first: the season the server takes by default (the current one) until
 * another is chosen; the order of the live applications as staff rearrange it (up, down, or a
 * drag from one place to another), kept until saved (Admission/ReorderPriorities) or undone. One
 * requestId per order sent, so a retry after a lost answer is applied once. No React here.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { newRequestId } from '@abitura/sdk';
import type { ApplicationItem } from '@abitura/contracts';
import { LIVE_APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { createAdmissionSeasonsModel, type AdmissionSeasonsModel } from '../../models/admissionSeasons.js';
import { failureOf, type Failure } from '../../models/failure.js';
import { createLoadedResource, type LoadedResource } from '../../models/loadedResource.js';

export interface SeasonApplications {
  season_id: number | null;
  items: readonly ApplicationItem[];
}

export function isLive(item: Pick<ApplicationItem, 'state'>): boolean {
  return (LIVE_APPLICATION_STATES as readonly string[]).includes(item.state);
}

/** The live applications by priority, then the others as the server ordered them. */
export function byPriority(items: readonly ApplicationItem[]): ApplicationItem[] {
  const live = items.filter(isLive).sort((a, b) => a.priority - b.priority);
  return [...live, ...items.filter((item) => !isLive(item))];
}

/** The list with one entry moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

export interface ApplicantApplicationsModel {
  readonly resource: LoadedResource<SeasonApplications>;
  readonly seasons: AdmissionSeasonsModel;
  /** The season shown: the chosen one, else the one the server answered for. */
  readonly seasonId: ReadonlySignal<number | null>;
  /** The live applications in the order on screen (the saved one until rearranged). */
  readonly order: ReadonlySignal<readonly ApplicationItem[]>;
  /** Withdrawn and rejected applications, after the live ones. */
  readonly closed: ReadonlySignal<readonly ApplicationItem[]>;
  /** The order on screen differs from the saved one. */
  readonly reordered: ReadonlySignal<boolean>;
  readonly saving: ReadonlySignal<boolean>;
  readonly failure: ReadonlySignal<Failure | null>;
  /** Read once at least (the tab loads it the first time it is shown). */
  readonly loaded: ReadonlySignal<boolean>;
  load(): Promise<void>;
  chooseSeason(id: number): void;
  move(from: number, to: number): void;
  /** Back to the saved order. */
  undo(): void;
  /** Sends the order on screen; true when saved. */
  saveOrder(): Promise<boolean>;
}

export function createApplicantApplicationsModel(client: AdmissionClient, applicantId: number, makeRequestId: () => string = newRequestId): ApplicantApplicationsModel {
  const chosen = signal<number | null>(null);
  const resource = createLoadedResource<SeasonApplications>(
    () => admissionCall(client, 'Admission/ApplicantApplications', { applicant_id: applicantId, ...(chosen.peek() === null ? {} : { season_id: chosen.peek() as number }) }),
    { season_id: null, items: [] },
  );
  const seasons = createAdmissionSeasonsModel({ client });
  const saved = computed(() => byPriority(resource.value.value.items).filter(isLive));
  const draft = signal<readonly number[] | null>(null);
  const saving = signal(false);
  const failure = signal<Failure | null>(null);
  let pending: { key: string; id: string } | null = null;

  const order = computed(() => {
    const ids = draft.value;
    const live = saved.value;
    if (ids === null) return live;
    const byId = new Map(live.map((item) => [item.id, item]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  });

  const forget = () => {
    batch(() => {
      draft.value = null;
      failure.value = null;
    });
  };

  return {
    resource,
    seasons,
    seasonId: computed(() => chosen.value ?? resource.value.value.season_id),
    order,
    closed: computed(() => resource.value.value.items.filter((item) => !isLive(item))),
    reordered: computed(() => draft.value !== null && draft.value.some((id, index) => saved.value[index]?.id !== id)),
    saving,
    failure,
    loaded: resource.loaded,
    async load() {
      await resource.load();
      // A new answer is the saved order: an unsaved one would name applications of before.
      forget();
    },
    chooseSeason(id) {
      if (chosen.peek() === id) return;
      chosen.value = id;
      forget();
      void resource.load();
    },
    move(from, to) {
      draft.value = moved(order.peek().map((item) => item.id), from, to);
    },
    undo: forget,
    async saveOrder() {
      const seasonId = resource.value.peek().season_id;
      const ids = order.peek().map((item) => item.id);
      if (saving.peek() || seasonId === null || ids.length === 0) return false;
      const params = { applicant_id: applicantId, season_id: seasonId, order: ids };
      const key = JSON.stringify(params);
      if (pending?.key !== key) pending = { key, id: makeRequestId() };
      batch(() => {
        saving.value = true;
        failure.value = null;
      });
      const reply = await admissionCall(client, 'Admission/ReorderPriorities', params, { requestId: pending.id });
      return batch(() => {
        saving.value = false;
        if (!reply.success) {
          failure.value = failureOf(reply);
          return false;
        }
        pending = null;
        const updated = new Map(reply.data.map((item) => [item.id, item]));
        resource.value.value = { ...resource.value.peek(), items: resource.value.peek().items.map((item) => updated.get(item.id) ?? item) };
        draft.value = null;
        return true;
      });
    },
  };
}
