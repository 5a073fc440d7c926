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
import type { OrganizationCard } from '@abitura/contracts';
import { useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ExportButton, ExportNotice, useExportTexts } from '../../components/ExportControls.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { PageTabs, TabCount } from '../../components/RecordPage.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { OrganizationDialog } from './OrganizationDialog.js';
import { createOrganizationsListModel, type TypeCounts } from './organizationsListModel.js';
import { LIST_TABS, TAB_TYPES, type ListTab } from './organizationsQuery.js';
import { OrganizationsFilters } from './OrganizationsFilters.js';
import { organizationHref, OrganizationsTable } from './OrganizationsTable.js';
import { MANAGE_ORGANIZATIONS } from './permissions.js';
import { okrugOfDistrict, useRegistryLists } from '../../models/registryLists.js';

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
  const { total, loaded } = list;
  const tab = useSignalValue(model.tab);
  const byType = useSignalValue(model.byType);
  const [creating, setCreating] = useState(false);
  const exportTexts = useExportTexts('organizations');
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
            <ExportButton model={model} disabled={!loaded || total === 0} texts={exportTexts} />
            {createButton}
          </>
        }
      />
      <ExportNotice model={model} texts={exportTexts} />
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
            <OrganizationsTable {...sortableTableProps(list, model, t('list.caption', { count: total }))} showType={tab === 'all'} lists={lists} />
          </PagedListArea>
        </TabPanel>
      </PageTabs>
      {canManage ? (
        <OrganizationDialog open={creating} card={null} defaultType={TAB_TYPES[tab] ?? 'school'} lists={lists} onClose={() => setCreating(false)} onSaved={created} />
      ) : null}
    </>
  );
}
