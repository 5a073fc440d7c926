/**
 * The programmes tab of a college as a signal model: its education programmes a page at a time
 * (Program/List by organization). The full list with every filter is the programmes page.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/sdk/contracts';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { createLatestLoad } from '../../models/latestLoad.js';

export type ProgramsModel = ReturnType<typeof createProgramsModel>;

export function createProgramsModel(client: Pick<Client, 'call'>, organizationId: number) {
  const items = signal<readonly ProgramListItem[]>([]);
  const total = signal(0);
  const page = signal(1);
  const pageSize = signal<TablePageSize>(10);
  const request = createLatestLoad();

  function load(): Promise<void> {
    const wanted = { page: page.peek(), pageSize: pageSize.peek() };
    return request.run(
      () => client.call('Program/List', { organization: organizationId, sort: 'code', direction: 'asc', ...wanted }),
      (data) => {
        batch(() => {
          items.value = data.items;
          total.value = data.total;
        });
      },
    );
  }

  return {
    items: items as ReadonlySignal<readonly ProgramListItem[]>,
    total: total as ReadonlySignal<number>,
    page: page as ReadonlySignal<number>,
    pageSize: pageSize as ReadonlySignal<TablePageSize>,
    loading: request.loading,
    loaded: request.loaded,
    error: request.error,
    load,
    setPage(next: number): void {
      page.value = Math.max(1, Math.floor(next));
      void load();
    },
    setPageSize(next: TablePageSize): void {
      batch(() => {
        pageSize.value = next;
        page.value = 1;
      });
      void load();
    },
  };
}
