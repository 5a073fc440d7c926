/**
 * /registry/specialities/list: the specialities of the federal list a page at a time, with how
 * many programmes and colleges offer each; searched, filtered, sorted and paged on the server,
 * with the state in the address query. A speciality opens beside the list with its colleges.
 */
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { createSpecialitiesListModel } from './specialitiesListModel.js';
import { SpecialitiesFilters } from './SpecialitiesFilters.js';
import { SpecialitiesTable } from './SpecialitiesTable.js';
import { SpecialityPanel } from './SpecialityPanel.js';

export default function SpecialitiesListPage(_props: PageProps) {
  const { t } = useTranslation('programs');
  const model = useAddressBoundList((client, onQuery) => createSpecialitiesListModel({ client, onQuery }));
  const list = usePagedListState(model);
  const opened = useSignalValue(model.opened);
  const detail = useSignalValue(model.detail);
  const detailLoading = useSignalValue(model.detailLoad.loading);
  const detailError = useSignalValue(model.detailLoad.error);

  return (
    <>
      <PageHeader title={t('specialities.title')} subtitle={list.loaded ? t('specialities.count', { count: list.total }) : null} />
      <SpecialitiesFilters {...listFiltersProps(list, model)} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('specialities.empty'), hint: t('specialities.emptyHint') }}
        noResults={{ title: t('specialities.noResults'), hint: t('specialities.noResultsHint') }}
      >
        <SpecialitiesTable {...sortableTableProps(list, model, t('specialities.caption', { count: list.total }))} onOpen={(row) => void model.open(row)} />
      </PagedListArea>
      <SpecialityPanel opened={opened} detail={detail} loading={detailLoading} error={detailError} onRetry={() => void model.reloadDetail()} onClose={model.close} />
    </>
  );
}
