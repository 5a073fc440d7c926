/**
 * The home page's state as signals: which tiles the user may see (from the session's ability),
 * and the load state of each data source those tiles need. No React here; the page renders it.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { SdkError, type Client } from '@abitura/sdk';
import { tileAllowed, type HomeTile } from './tileKit.js';

/** Why a source failed, as the page words it. */
export type FailureReason = 'offline' | 'denied' | 'failed';

export type SourceState =
  /** `data` is the previous answer, kept on screen while a refresh runs. */
  | { status: 'loading'; data?: unknown }
  | { status: 'ready'; data: unknown }
  | { status: 'failed'; reason: FailureReason };

export interface HomeModelOptions {
  client: Pick<Client, 'run' | 'session'>;
  tiles: readonly HomeTile[];
  /** @default () => new Date() */
  now?: () => Date;
}

export interface HomeModel {
  /** The tiles the ability allows, in registry order. */
  readonly tiles: ReadonlySignal<readonly HomeTile[]>;
  /** Load state by source key; a source not asked yet is absent. */
  readonly sources: ReadonlySignal<Readonly<Record<string, SourceState>>>;
  /** Some source is loading. */
  readonly loading: ReadonlySignal<boolean>;
  /** When a load last brought data. */
  readonly updatedAt: ReadonlySignal<Date | null>;
  /** Loads (again) every source the visible tiles need, each once. */
  load(): Promise<void>;
  /** Loads one source again (a tile's retry button). */
  retry(key: string): Promise<void>;
}

const OFFLINE_CODES = new Set(['TRANSPORT_ERROR', 'TIMEOUT', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED', 'CLIENT_CLOSED']);

/** The reason to show for what a loader threw. */
export function failureReason(error: unknown): FailureReason {
  const code = error instanceof SdkError ? error.code : '';
  if (OFFLINE_CODES.has(code)) return 'offline';
  if (code === 'ACCESS_DENIED') return 'denied';
  return 'failed';
}

export function createHomeModel({ client, tiles: registry, now = () => new Date() }: HomeModelOptions): HomeModel {
  const tiles = computed(() => registry.filter((tile) => tileAllowed(tile, client.session.ability.value)));
  const sources = signal<Readonly<Record<string, SourceState>>>({});
  const loading = computed(() => Object.values(sources.value).some((state) => state.status === 'loading'));
  const updatedAt = signal<Date | null>(null);
  // The newest load of a source wins; an older one that answers late is dropped.
  const tickets = new Map<string, number>();

  const set = (key: string, state: SourceState) => {
    sources.value = { ...sources.value, [key]: state };
  };

  /** Loads one source; true when it brought data (and it was still the newest load). */
  async function loadSource(key: string): Promise<boolean> {
    const source = tiles.peek().find((tile) => tile.source.key === key)?.source;
    if (!source) return false;
    const ticket = (tickets.get(key) ?? 0) + 1;
    tickets.set(key, ticket);
    const previous = sources.peek()[key];
    set(key, previous && 'data' in previous ? { status: 'loading', data: previous.data } : { status: 'loading' });
    try {
      const data = await source.load(client);
      if (tickets.get(key) !== ticket) return false;
      set(key, { status: 'ready', data });
      return true;
    } catch (error) {
      if (tickets.get(key) === ticket) set(key, { status: 'failed', reason: failureReason(error) });
      return false;
    }
  }

  async function run(keys: readonly string[]): Promise<void> {
    const results = await Promise.all(keys.map(loadSource));
    if (results.some(Boolean)) updatedAt.value = now();
  }

  return {
    tiles,
    sources,
    loading,
    updatedAt,
    load: () => batch(() => run([...new Set(tiles.peek().map((tile) => tile.source.key))])),
    retry: (key) => run([key]),
  };
}
