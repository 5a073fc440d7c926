/**
 * Something a page reads from the server as a signal model: a card, a tab's rows, a page of a
 * log. The value stays on screen while it is read again, a slower answer to an older request
 * never overwrites a newer one, and a model built on it adds its writes, which may change the
 * value at once from their answer before reading it again.
 */
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { Reply } from '@abitura/contracts/wire';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { createLatestLoad, type LatestLoad } from './latestLoad.js';
import type { ListPage } from './pagedList.js';

/** The load state a page area shows: loading, loaded once, the last failure, and the way to read again. */
export interface Loadable extends Pick<LatestLoad, 'loading' | 'loaded' | 'error'> {
  load(): Promise<void>;
}

export interface LoadedResource<T> extends Loadable {
  /** The last answer (or the initial value); the model's writes may set it. */
  readonly value: Signal<T>;
}

/** A resource read by `fetch`, holding `initial` until the first answer. */
export function createLoadedResource<T>(fetch: () => Promise<Reply<T>>, initial: T): LoadedResource<T> {
  const value = signal<T>(initial);
  const request = createLatestLoad();
  return {
    value,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load: () =>
      request.run(fetch, (data) => {
        value.value = data;
      }),
  };
}

export interface PagedResource<Item> extends Loadable {
  readonly items: ReadonlySignal<readonly Item[]>;
  readonly total: ReadonlySignal<number>;
  readonly page: ReadonlySignal<number>;
  readonly pageSize: ReadonlySignal<TablePageSize>;
  setPage(page: number): void;
  /** Another page size, from page 1. */
  setPageSize(pageSize: TablePageSize): void;
  /** Reads from page 1 again (what is asked for changed). */
  restart(): void;
}

/**
 * A page at a time of something shown inside another page (a college's programmes, a user's
 * activity), its paging kept by the model rather than the address.
 */
export function createPagedResource<Item>(fetch: (page: number, pageSize: TablePageSize) => Promise<Reply<ListPage<Item>>>, firstPageSize: TablePageSize = 10): PagedResource<Item> {
  const page = signal(1);
  const pageSize = signal<TablePageSize>(firstPageSize);
  const resource = createLoadedResource<ListPage<Item>>(() => fetch(page.peek(), pageSize.peek()), { items: [], total: 0 });
  const fromFirstPage = (change: () => void) => {
    batch(() => {
      change();
      page.value = 1;
    });
    void resource.load();
  };
  return {
    items: computed(() => resource.value.value.items),
    total: computed(() => resource.value.value.total),
    page,
    pageSize,
    loading: resource.loading,
    loaded: resource.loaded,
    error: resource.error,
    load: resource.load,
    setPage(next) {
      page.value = Math.max(1, Math.floor(next));
      void resource.load();
    },
    setPageSize: (next) =>
      fromFirstPage(() => {
        pageSize.value = next;
      }),
    restart: () => fromFirstPage(() => {}),
  };
}
