/**
 * The specialities list as a signal model: the shared paged-list model over Speciality/List, and
 * the speciality opened beside the list (Speciality/Get: the colleges that offer it and their
 * programmes of it). No React here; SpecialitiesListPage reads the signals.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ActionResult } from '@abitura/sdk';
import type { SpecialityListItem } from '@abitura/contracts';
import { createLatestLoad, type LatestLoad } from '../../models/latestLoad.js';
import { createPagedListModel, type ListModelOptions, type PagedListModel } from '../../models/pagedList.js';
import { specialitiesQuery, specialityListParams, type SpecialitiesFilter } from './specialitiesQuery.js';

export type SpecialityDetail = ActionResult<'Speciality/Get'>;

export type SpecialitiesListModel = PagedListModel<SpecialitiesFilter, SpecialityListItem> & {
  /** The speciality whose colleges are shown, as its list row had it (the detail may still load). */
  readonly opened: ReadonlySignal<SpecialityListItem | null>;
  /** The opened speciality's detail once it arrived; null while it loads or after a failure. */
  readonly detail: ReadonlySignal<SpecialityDetail | null>;
  readonly detailLoad: Pick<LatestLoad, 'loading' | 'error'>;
  open(row: SpecialityListItem): Promise<void>;
  /** Asks for the opened speciality again (after a failure). */
  reloadDetail(): Promise<void>;
  close(): void;
};

export function createSpecialitiesListModel({ client, ...options }: ListModelOptions): SpecialitiesListModel {
  const list = createPagedListModel({
    ...options,
    codec: specialitiesQuery,
    fetch: (filter) => client.call('Speciality/List', specialityListParams(filter)),
  });
  const opened = signal<SpecialityListItem | null>(null);
  const detail = signal<SpecialityDetail | null>(null);
  // The newest opening wins: a slow answer about a speciality opened before is dropped.
  const detailLoad = createLatestLoad();

  function fetchDetail(code: string): Promise<void> {
    return detailLoad.run(
      () => client.call('Speciality/Get', { code }),
      (data) => {
        // Closed (or another opened) while the answer travelled: it is no longer asked for.
        if (opened.peek()?.code === code) detail.value = data;
      },
    );
  }

  return {
    ...list,
    opened,
    detail,
    detailLoad,
    open(row) {
      opened.value = row;
      detail.value = null;
      return fetchDetail(row.code);
    },
    reloadDetail() {
      const row = opened.peek();
      return row ? fetchDetail(row.code) : Promise.resolve();
    },
    close() {
      opened.value = null;
      detail.value = null;
    },
  };
}
