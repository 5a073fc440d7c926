/**
 * The programmes list as a signal model: the shared paged-list model over Program/List with the
 * programmes' query codec. No React here; ProgramsListPage reads the signals.
 */
import type { ProgramListItem } from '@abitura/contracts';
import { createPagedListModel, type ListModelOptions, type PagedListModel } from '../../models/pagedList.js';
import { programListParams, programsQuery, type ProgramsFilter } from './programsQuery.js';

export type ProgramsListModel = PagedListModel<ProgramsFilter, ProgramListItem>;

export function createProgramsListModel({ client, ...options }: ListModelOptions): ProgramsListModel {
  return createPagedListModel({
    ...options,
    codec: programsQuery,
    fetch: (filter) => client.call('Program/List', programListParams(filter)),
  });
}
