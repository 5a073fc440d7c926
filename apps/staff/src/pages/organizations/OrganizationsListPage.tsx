/**
 * /registry/organizations/list and /list/:tab: the registry a page at a time, a tab per type with
 * its count, searched, filtered, sorted and paged on the server, with the state in the address.
 * The current filter exports as CSV; those allowed add organizations. The model holds the state;
 * this renders it.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { buildPath, matchRoute } from '@abitura/sdk';
import type { OrganizationCard } from '@abitura/sdk/contracts';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { useClient, useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { EmptyNote, LoadedArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TablePager } from '../../components/TablePager.js';
import { useFailureText } from '../../components/useFailureText.js';
import { OrganizationDialog } from './OrganizationDialog.js';
import { createOrganizationsListModel, type OrganizationsListModel, type TypeCounts } from './organizationsListModel.js';
import { LIST_TABS, TAB_TYPES, type ListTab } from './organizationsQuery.js';
import { OrganizationsFilters } from './OrganizationsFilters.js';
import { organizationHref, OrganizationsTable } from './OrganizationsTable.js';
import { MANAGE_ORGANIZATIONS } from './permissions.js';
import { okrugOfDistrict, useRegistryLists } from './registryLists.js';

const LIST_ROUTE = 'registry-organizations-list';

/** The list's path for a tab; the all-types tab has none. */
export function listPath(tab: ListTab): string {
  return buildPath(LIST_ROUTE, tab === 'all' ? {} : { tab });
}

function countOf(tab: ListTab, counts: TypeCounts): number {
  const type = TAB_TYPES[tab];
  return type === null ? counts.school + counts.college + counts.deputy + counts.higher : counts[type];
}

export default function OrganizationsListPage(_props: PageProps) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const session = useSession();
  const notify = useNotify();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const lists = useRegistryLists();

  // The model reports changes through the latest navigate, read at call time.
  const router = useRef(navigate);
  useLayoutEffect(() => {
    router.current = navigate;
  });
  const model = useMemo(
    () => createOrganizationsListModel({ client, listPath, onNavigate: (to, mode) => router.current(to, { replace: mode === 'replace' }) }),
    [client],
  );
  useEffect(() => model.dispose, [model]);
  // The tab is read from the address itself: the page's params follow only after the route check,
  // so they lag behind a navigation the model just made. An address of another page (a row's link
  // being followed) is not this list's to apply.
  const match = matchRoute(path);
  const own = match?.route.name === LIST_ROUTE;
  const tabSegment = own ? match.params.tab : undefined;
  useEffect(() => {
    if (own) model.applyLocation(path, tabSegment, search);
  }, [model, own, path, tabSegment, search]);

  const tab = useSignalValue(model.tab);
  const filter = useSignalValue(model.filter);
  const searchText = useSignalValue(model.searchText);
  const rows = useSignalValue(model.rows);
  const total = useSignalValue(model.total);
  const byType = useSignalValue(model.byType);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const narrowed = useSignalValue(model.narrowed);
  const [creating, setCreating] = useState(false);
  const canManage = session.can(MANAGE_ORGANIZATIONS);

  const created = (card: OrganizationCard) => {
    setCreating(false);
    notify({ level: 'success', message: t('list.created', { name: card.short_name ?? card.name }) });
    navigate(organizationHref(card.id));
  };

  const createButton = canManage ? <Button onClick={() => setCreating(true)}>{t('list.create')}</Button> : null;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={loaded ? t('list.count', { count: total }) : null}
        actions={
          <>
            <ExportButton model={model} disabled={!loaded || total === 0} />
            {createButton}
          </>
        }
      />
      <ExportNotice model={model} />
      <Tabs value={tab} onChange={(_event, value) => typeof value === 'string' && value !== tab && model.setTab(value as ListTab)} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label={t('list.tabs')} sx={{ overflowX: 'auto', scrollbarWidth: 'thin', flexWrap: 'nowrap' }}>
          {LIST_TABS.map((name) => (
            <Tab key={name} value={name} sx={{ flex: 'none' }}>
              {t(`listTabs.${name}`)}
              {loaded ? (
                <Chip component="span" size="sm" variant="soft" color={name === tab ? 'primary' : 'neutral'} sx={{ ms: 1 }}>
                  {countOf(name, byType)}
                </Chip>
              ) : null}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab} sx={{ px: 0 }}>
          <OrganizationsFilters
            filter={filter}
            searchText={searchText}
            lists={lists}
            narrowed={narrowed}
            onSearchText={model.setSearchText}
            onSearchNow={model.commitSearch}
            onOkrug={(okrug) => model.setOkrug(okrug, (district, inOkrug) => okrugOfDistrict(lists.districts.find(district)) === inOkrug)}
            onDistrict={model.setDistrict}
            onMrsd={model.setMrsd}
            onKind={model.setKind}
            onStatus={model.setStatus}
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
                title={narrowed ? t('list.noResults') : t('list.empty')}
                hint={narrowed ? t('list.noResultsHint') : canManage ? t('list.emptyHint') : t('list.emptyHintReadOnly')}
                action={
                  narrowed ? (
                    <Button variant="outlined" onClick={model.resetFilters}>
                      {t('filters.reset')}
                    </Button>
                  ) : (
                    createButton
                  )
                }
              />
            }
          >
            <OrganizationsTable
              rows={rows}
              caption={t('list.caption', { count: total })}
              sort={filter.sort}
              dir={filter.dir}
              busy={loading}
              showType={tab === 'all'}
              lists={lists}
              onSort={model.sortBy}
            />
            <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
          </LoadedArea>
        </TabPanel>
      </Tabs>
      {canManage ? (
        <OrganizationDialog open={creating} card={null} defaultType={TAB_TYPES[tab] ?? 'school'} lists={lists} onClose={() => setCreating(false)} onSaved={created} />
      ) : null}
    </>
  );
}

function ExportButton({ model, disabled }: { model: OrganizationsListModel; disabled: boolean }) {
  const { t } = useTranslation('organizations');
  const exporting = useSignalValue(model.exporting);
  return (
    <Button variant="outlined" color="neutral" loading={exporting} loadingPosition="start" disabled={disabled} onClick={() => void model.exportCsv()}>
      {exporting ? t('export.running') : t('export.button')}
    </Button>
  );
}

/** What the export did: a progress line while it runs, the failure, or how many rows were saved. */
function ExportNotice({ model }: { model: OrganizationsListModel }) {
  const { t } = useTranslation('organizations');
  const failureText = useFailureText();
  const exporting = useSignalValue(model.exporting);
  const failure = useSignalValue(model.exportError);
  const exported = useSignalValue(model.exported);
  if (!exporting && !failure && exported === null) return null;
  const close = (
    <IconButton size="sm" variant="plain" color={failure ? 'danger' : 'success'} aria-label={t('export.close')} onClick={model.dismissExport}>
      <span aria-hidden>×</span>
    </IconButton>
  );
  if (exporting) {
    return (
      <Alert role="status" color="neutral" variant="soft" sx={{ mb: 2 }}>
        {t('export.progress')}
      </Alert>
    );
  }
  if (failure) {
    return (
      <Alert role="alert" color="danger" variant="soft" sx={{ mb: 2 }} endDecorator={close}>
        {`${t('export.failed')} ${failureText(failure)}`}
      </Alert>
    );
  }
  return (
    <Alert role="status" color="success" variant="soft" sx={{ mb: 2 }} endDecorator={close}>
      {t('export.done', { count: exported ?? 0 })}
    </Alert>
  );
}
