/**
 * /registry/programs/list: the education programmes a page at a time, searched, filtered, sorted
 * and paged on the server, with the state in the address query (an organization's page links
 * here with `?organization=<id>`, the specialities list with `?speciality=<code>`).
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { EmptyNote, LoadedArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TablePager } from '../../components/TablePager.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { createProgramsListModel } from './programsListModel.js';
import { ProgramsFilters } from './ProgramsFilters.js';
import { ProgramsTable } from './ProgramsTable.js';

export default function ProgramsListPage(_props: PageProps) {
  const { t } = useTranslation('programs');
  const model = useAddressBoundList((client, onQuery) => createProgramsListModel({ client, onQuery }));
  const filter = useSignalValue(model.filter);
  const searchText = useSignalValue(model.searchText);
  const rows = useSignalValue(model.rows);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const narrowed = useSignalValue(model.narrowed);

  return (
    <>
      <PageHeader title={t('programs.title')} subtitle={loaded ? t('programs.count', { count: total }) : null} />
      <ProgramsFilters
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
            title={narrowed ? t('programs.noResults') : t('programs.empty')}
            hint={narrowed ? t('programs.noResultsHint') : t('programs.emptyHint')}
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
        <ProgramsTable rows={rows} caption={t('programs.caption', { count: total })} sort={filter.sort} dir={filter.dir} busy={loading} onSort={model.sortBy} />
        <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as typeof filter.pageSize)} />
      </LoadedArea>
    </>
  );
}
