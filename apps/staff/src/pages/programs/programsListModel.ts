/**
 * The programmes list as a signal model: the shared paged-list model over Program/List with the
 * programmes' query codec. No React here; ProgramsListPage reads the signals.
 */
import type { Client, Clock } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/sdk/contracts';
import { createPagedListModel, type PagedListModel, type QueryReporter } from '../../models/pagedList.js';
import { programListParams, programsQuery, type ProgramsFilter } from './programsQuery.js';

export interface ListModelOptions {
  client: Pick<Client, 'call'>;
  /** Timers of the search debounce. @default the system clock */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
  /** @default SEARCH_DEBOUNCE_MS */
  debounceMs?: number;
  onQuery?: QueryReporter;
}

export type ProgramsListModel = PagedListModel<ProgramsFilter, ProgramListItem>;

export function createProgramsListModel({ client, ...options }: ListModelOptions): ProgramsListModel {
  return createPagedListModel({
    ...options,
    codec: programsQuery,
    fetch: (filter) => client.call('Program/List', programListParams(filter)),
  });
}
