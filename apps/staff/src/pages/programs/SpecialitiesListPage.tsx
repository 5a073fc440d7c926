/**
 * /registry/specialities/list: the specialities of the federal list a page at a time, with how
 * many programmes and colleges offer each; searched, filtered, sorted and paged on the server,
 * with the state in the address query. A speciality opens beside the list with its colleges.
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { EmptyNote, LoadedArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TablePager } from '../../components/TablePager.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { createSpecialitiesListModel } from './specialitiesListModel.js';
import { SpecialitiesFilters } from './SpecialitiesFilters.js';
import { SpecialitiesTable } from './SpecialitiesTable.js';
import { SpecialityPanel } from './SpecialityPanel.js';

export default function SpecialitiesListPage(_props: PageProps) {
  const { t } = useTranslation('programs');
  const model = useAddressBoundList((client, onQuery) => createSpecialitiesListModel({ client, onQuery }));
  const filter = useSignalValue(model.filter);
  const searchText = useSignalValue(model.searchText);
  const rows = useSignalValue(model.rows);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const narrowed = useSignalValue(model.narrowed);
  const opened = useSignalValue(model.opened);
  const detail = useSignalValue(model.detail);
  const detailLoading = useSignalValue(model.detailLoad.loading);
  const detailError = useSignalValue(model.detailLoad.error);

  return (
    <>
      <PageHeader title={t('specialities.title')} subtitle={loaded ? t('specialities.count', { count: total }) : null} />
      <SpecialitiesFilters
        filter={filter}
        searchText={searchText}
        narrowed={narrowed}
        onSearchText={model.setSearchText}
        onSearchNow={model.commitSearch}
        onFilters={model.setFilters}
        onReset={model.resetFilters}
      />
      <LoadedArea
        loaded={loaded}
        error={error}
        onRetry={() => void model.load()}
        minHeight={240}
        empty={rows.length === 0}
        emptyNote={
          <EmptyNote
            minHeight={240}
            busy={loading}
            title={narrowed ? t('specialities.noResults') : t('specialities.empty')}
            hint={narrowed ? t('specialities.noResultsHint') : t('specialities.emptyHint')}
            action={
              narrowed ? (
                <Button variant="outlined" onClick={model.resetFilters}>
                  {t('filters.reset')}
                </Button>
              ) : undefined
            }
          />
        }
      >
        <SpecialitiesTable
          rows={rows}
          caption={t('specialities.caption', { count: total })}
          sort={filter.sort}
          dir={filter.dir}
          busy={loading}
          onSort={model.sortBy}
          onOpen={(row) => void model.open(row)}
        />
        <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as typeof filter.pageSize)} />
      </LoadedArea>
      <SpecialityPanel opened={opened} detail={detail} loading={detailLoading} error={detailError} onRetry={() => void model.reloadDetail()} onClose={model.close} />
    </>
  );
}
