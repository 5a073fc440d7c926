/**
 * /registry/organizations/list and /list/:tab: the registry a page at a time, a tab per type with
 * its count, searched, filtered, sorted and paged on the server, with the state in the address.
 * The current filter exports as CSV; those allowed add organizations. The model holds the state;
 * this renders it.
 */
import Button from '@mui/joy/Button';
import TabPanel from '@mui/joy/TabPanel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrganizationCard } from '@abitura/sdk/contracts';
import { useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, usePagedListState } from '../../components/PagedListArea.js';
import { PageTabs, TabCount } from '../../components/RecordPage.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useFailureText } from '../../components/useFailureText.js';
import { OrganizationDialog } from './OrganizationDialog.js';
import { createOrganizationsListModel, type OrganizationsListModel, type TypeCounts } from './organizationsListModel.js';
import { LIST_TABS, TAB_TYPES, type ListTab } from './organizationsQuery.js';
import { OrganizationsFilters } from './OrganizationsFilters.js';
import { organizationHref, OrganizationsTable } from './OrganizationsTable.js';
import { MANAGE_ORGANIZATIONS } from './permissions.js';
import { okrugOfDistrict, useRegistryLists } from './registryLists.js';

/** The list's route; its `:tab` segment is the type tab ('all' has none). */
const LIST_ROUTE = 'registry-organizations-list';

function countOf(tab: ListTab, counts: TypeCounts): number {
  const type = TAB_TYPES[tab];
  return type === null ? counts.school + counts.college + counts.deputy + counts.higher : counts[type];
}

export default function OrganizationsListPage(_props: PageProps) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const notify = useNotify();
  const [, navigate] = useLocation();
  const lists = useRegistryLists();
  const model = useAddressBoundList((client, onQuery) => createOrganizationsListModel({ client, onQuery }), LIST_ROUTE);
  const list = usePagedListState(model);
  const { filter, rows, total, loading, loaded } = list;
  const tab = useSignalValue(model.tab);
  const byType = useSignalValue(model.byType);
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
      <PageTabs
        value={tab}
        tabs={LIST_TABS}
        label={t('list.tabs')}
        tabLabel={(name) => (
          <>
            {t(`listTabs.${name}`)}
            {loaded ? <TabCount count={countOf(name, byType)} active={name === tab} /> : null}
          </>
        )}
        onChange={model.setTab}
      >
        <TabPanel value={tab} sx={{ px: 0 }}>
          <OrganizationsFilters
            {...listFiltersProps(list, model)}
            lists={lists}
            onOkrug={(okrug) => model.setOkrug(okrug, (district, inOkrug) => okrugOfDistrict(lists.districts.find(district)) === inOkrug)}
          />
          <PagedListArea
            model={model}
            state={list}
            empty={{ title: t('list.empty'), hint: canManage ? t('list.emptyHint') : t('list.emptyHintReadOnly'), action: createButton }}
            noResults={{ title: t('list.noResults'), hint: t('list.noResultsHint') }}
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
          </PagedListArea>
        </TabPanel>
      </PageTabs>
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
  if (exporting) return <FeedbackNotice color="neutral" text={t('export.progress')} />;
  if (failure) return <FeedbackNotice color="danger" text={`${t('export.failed')} ${failureText(failure)}`} onClose={model.dismissExport} closeLabel={t('export.close')} />;
  if (exported === null) return null;
  return <FeedbackNotice text={t('export.done', { count: exported })} onClose={model.dismissExport} closeLabel={t('export.close')} />;
}
