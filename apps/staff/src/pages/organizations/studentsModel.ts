/**
 * The students tab of a school as a signal model: the applicants who study there
 * (Organization/GetStudents), searched by name after a pause in typing, filtered by grade, paged:
 * the app's paged-list model, its filter kept by the tab rather than the address.
 */
import type { Client, Clock } from '@abitura/sdk';
import type { OrganizationStudent } from '@abitura/contracts';
import { GRADE_OPTIONS, type GradeOption } from '@abitura/contracts/vocabulary';
import { chosenFilters, type ListQueryCodec, type PagedFilter } from '../../models/listQuery.js';
import { createPagedListModel, type PagedListModel } from '../../models/pagedList.js';
import { oneOf } from '../../models/queryValues.js';

/** The server lists a school's students by full name; the tab has no other order. */
export interface StudentsFilter extends PagedFilter<'fullname'> {
  grade: GradeOption | null;
}

const GRADES: readonly GradeOption[] = GRADE_OPTIONS.map((option) => option.value);

export const studentsQuery: ListQueryCodec<StudentsFilter> = {
  defaults: Object.freeze({ search: '', grade: null, sort: 'fullname', dir: 'asc', page: 1, pageSize: 25 }),
  sorts: ['fullname'],
  read: (query) => ({ grade: oneOf(query.get('grade'), GRADES) }),
  write(query, filter) {
    if (filter.grade !== null) query.set('grade', filter.grade);
  },
};

export type StudentsModel = PagedListModel<StudentsFilter, OrganizationStudent>;

export function createStudentsModel(client: Pick<Client, 'call'>, organizationId: number, options: { clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>; debounceMs?: number } = {}): StudentsModel {
  return createPagedListModel({
    ...options,
    codec: studentsQuery,
    fetch: (filter) =>
      client.call('Organization/GetStudents', {
        organization: organizationId,
        ...(filter.search === '' ? {} : { search: filter.search }),
        ...chosenFilters({ grade: filter.grade }),
        page: filter.page,
        pageSize: filter.pageSize,
      }),
  });
}
