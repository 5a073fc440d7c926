/**
 * The admission seasons every admission page chooses among (issue 24): the list from the server,
 * which one is shown, and the default: the newest season whose filing has begun (its calendar
 * holds today, or it is the latest past one), else the nearest one to come. The page keeps the
 * choice in its address (`?season=`), so a link shows the same season. No React here.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { AdmissionSeason } from '@abitura/contracts';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { createLoadedResource, type Loadable } from './loadedResource.js';
import { admissionCall, type AdmissionClient } from './admissionService.js';

/** The season a page opens on: see the module's comment. `today` is a Moscow date, YYYY-MM-DD. */
export function defaultSeasonId(seasons: readonly Pick<AdmissionSeason, 'id' | 'year' | 'filing_starts'>[], today: string): number | null {
  const begun = seasons.filter((season) => season.filing_starts <= today).sort((a, b) => b.year - a.year);
  if (begun[0]) return begun[0].id;
  const coming = [...seasons].sort((a, b) => a.year - b.year);
  return coming[0]?.id ?? null;
}

export interface AdmissionSeasonsModel extends Loadable {
  readonly seasons: ReadonlySignal<readonly AdmissionSeason[]>;
  /** The chosen season, or the default once the list is loaded; null while none exists. */
  readonly seasonId: ReadonlySignal<number | null>;
  readonly season: ReadonlySignal<AdmissionSeason | null>;
  /** Chooses a season (null returns to the default). */
  choose(id: number | null): void;
}

export interface AdmissionSeasonsOptions {
  client: AdmissionClient;
  /** The season the address names, if any. */
  initial?: number | null;
  /** @default Date.now */
  now?: () => number;
}

export function createAdmissionSeasonsModel({ client, initial = null, now = Date.now }: AdmissionSeasonsOptions): AdmissionSeasonsModel {
  const resource = createLoadedResource(() => admissionCall(client, 'Admission/ListSeasons', {}), [] as readonly AdmissionSeason[]);
  const chosen = signal<number | null>(initial);
  const seasonId = computed(() => {
    const list = resource.value.value;
    const picked = chosen.value;
    if (picked !== null && (list.length === 0 || list.some((season) => season.id === picked))) return picked;
    return defaultSeasonId(list, dayLabel(moscowDay(now())));
  });
  return {
    seasons: resource.value,
    seasonId,
    season: computed(() => resource.value.value.find((season) => season.id === seasonId.value) ?? null),
    loading: resource.loading,
    loaded: resource.loaded,
    error: resource.error,
    load: resource.load,
    choose: (id) => {
      chosen.value = id;
    },
  };
}
