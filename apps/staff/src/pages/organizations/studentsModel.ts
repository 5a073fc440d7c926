/**
 * The students tab of a school as a signal model: the applicants who study there
 * (Organization/GetStudents), searched by name after a pause in typing, filtered by grade, paged.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client, Clock } from '@abitura/sdk';
import type { OrganizationStudent } from '@abitura/sdk/contracts';
import type { GradeOption, TablePageSize } from '@abitura/sdk/vocabulary';
import { createLatestLoad } from '../../models/latestLoad.js';
import { createDebounce } from '../../models/debounce.js';

const MAX_SEARCH = 100;

export interface StudentsFilter {
  search: string;
  grade: GradeOption | null;
  page: number;
  pageSize: TablePageSize;
}

export type StudentsModel = ReturnType<typeof createStudentsModel>;

export function createStudentsModel(
  client: Pick<Client, 'call'>,
  organizationId: number,
  options: { clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>; debounceMs?: number } = {},
) {
  const filter = signal<StudentsFilter>({ search: '', grade: null, page: 1, pageSize: 25 });
  const searchText = signal('');
  const items = signal<readonly OrganizationStudent[]>([]);
  const total = signal(0);
  const request = createLatestLoad();
  const debounce = createDebounce(options.clock, options.debounceMs);

  function load(): Promise<void> {
    const current = filter.peek();
    return request.run(
      () =>
        client.call('Organization/GetStudents', {
          organization: organizationId,
          ...(current.search === '' ? {} : { search: current.search }),
          ...(current.grade === null ? {} : { grade: current.grade }),
          page: current.page,
          pageSize: current.pageSize,
        }),
      (data) => {
        batch(() => {
          items.value = data.items;
          total.value = data.total;
        });
      },
    );
  }

  function change(patch: Partial<StudentsFilter>): void {
    const before = filter.peek();
    const next = { ...before, ...patch, ...('page' in patch ? {} : { page: 1 }) };
    if (JSON.stringify(next) === JSON.stringify(before)) return;
    filter.value = next;
    void load();
  }

  function commitSearch(): void {
    debounce.cancel();
    change({ search: searchText.peek().trim().slice(0, MAX_SEARCH) });
  }

  return {
    filter: filter as ReadonlySignal<StudentsFilter>,
    searchText: searchText as ReadonlySignal<string>,
    items: items as ReadonlySignal<readonly OrganizationStudent[]>,
    total: total as ReadonlySignal<number>,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load,
    setSearchText(text: string): void {
      searchText.value = text;
      debounce.schedule(commitSearch);
    },
    commitSearch,
    setGrade: (grade: GradeOption | null) => change({ grade }),
    setPage: (page: number) => change({ page: Math.max(1, Math.floor(page)) }),
    setPageSize: (pageSize: TablePageSize) => change({ pageSize }),
    resetFilters(): void {
      debounce.cancel();
      searchText.value = '';
      change({ search: '', grade: null });
    },
    dispose: debounce.cancel,
  };
}
