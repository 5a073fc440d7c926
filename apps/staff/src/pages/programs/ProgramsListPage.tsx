/**
 * /registry/programs/list: the education programmes a page at a time, searched, filtered, sorted
 * and paged on the server, with the state in the address query (an organization's page links
 * here with `?organization=<id>`, the specialities list with `?speciality=<code>`).
 */
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { createProgramsListModel } from './programsListModel.js';
import { ProgramsFilters } from './ProgramsFilters.js';
import { ProgramsTable } from './ProgramsTable.js';

export default function ProgramsListPage(_props: PageProps) {
  const { t } = useTranslation('programs');
  const model = useAddressBoundList((client, onQuery) => createProgramsListModel({ client, onQuery }));
  const list = usePagedListState(model);

  return (
    <>
      <PageHeader title={t('programs.title')} subtitle={list.loaded ? t('programs.count', { count: list.total }) : null} />
      <ProgramsFilters {...listFiltersProps(list, model)} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('programs.empty'), hint: t('programs.emptyHint') }}
        noResults={{ title: t('programs.noResults'), hint: t('programs.noResultsHint') }}
      >
        <ProgramsTable {...sortableTableProps(list, model, t('programs.caption', { count: list.total }))} />
      </PagedListArea>
    </>
  );
}
