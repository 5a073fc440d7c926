/**
 * /newcontingent/list: the working list of applicants a page at a time, searched (typos and ё/е
 * forgiven), filtered over every field, sorted and paged on the server, with all of it in the
 * address. The person picks the columns, saves and reuses filters, exports the filter as CSV
 * and, with the right to, changes the selected applicants in bulk. The model holds the state;
 * this renders it.
 */
import Button from '@mui/joy/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ExportButton, ExportNotice, useExportTexts } from '../../components/ExportControls.js';
import { LinkButton } from '../../components/LinkButton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SimilarNamesNotice } from '../../components/SimilarNamesNotice.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { ApplicantsTable } from './ApplicantsTable.js';
import { BulkBar, BulkDialog, BulkResultNotice, type BulkKind } from './BulkActions.js';
import { ContingentFilters } from './ContingentFilters.js';
import { useContingentLists } from './contingentLists.js';
import { createContingentListModel } from './contingentListModel.js';
import { browserColumnStore } from './listColumns.js';
import { INSERT_APPLICANT, MANAGE_CONTINGENT } from './permissions.js';
import { SavedFilterNotice, SavedFiltersDialog, SaveFilterDialog } from './SavedFilters.js';

type OpenDialog = 'saved' | 'save' | null;

export default function ContingentListPage(_props: PageProps) {
  const { t } = useTranslation('contingent');
  const session = useSession();
  const userId = session.user?.id ?? null;
  const model = useAddressBoundList((client, onQuery) => createContingentListModel({ client, onQuery, columnStore: browserColumnStore(userId) }));
  const list = usePagedListState(model);
  const { total, loaded } = list;
  const columns = useSignalValue(model.columns);
  const selected = useSignalValue(model.selected);
  const curators = useSignalValue(model.curators.value);
  const moreCount = useSignalValue(model.moreCount);
  const bulkFeedback = useSignalValue(model.bulkFeedback);
  const lists = useContingentLists();
  const exportTexts = useExportTexts('contingent');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [bulkKind, setBulkKind] = useState<BulkKind | null>(null);
  const canManage = session.can(MANAGE_CONTINGENT);
  useEffect(() => void model.curators.load(), [model]);

  const insertLink = session.can(INSERT_APPLICANT) ? <LinkButton href={buildPath('newcontingent-list-insert')}>{t('list.insert')}</LinkButton> : null;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={loaded ? t('list.count', { count: total }) : null}
        actions={
          <>
            <Button variant="outlined" color="neutral" onClick={() => setDialog('saved')}>
              {t('saved.open')}
            </Button>
            <Button variant="outlined" color="neutral" onClick={() => setDialog('save')}>
              {t('saved.saveCurrent')}
            </Button>
            <ExportButton model={model} disabled={!loaded || total === 0} texts={exportTexts} />
          </>
        }
      />
      <ExportNotice model={model} texts={exportTexts} />
      {dialog === 'saved' ? null : <SavedFilterNotice model={model.saved} />}
      {bulkFeedback ? <BulkResultNotice feedback={bulkFeedback} onClose={model.dismissBulk} /> : null}
      <ContingentFilters {...listFiltersProps(list, model)} lists={lists} curators={curators} moreCount={moreCount} onMine={model.setMine} onResetMore={model.resetMoreFilters} />
      {canManage ? <BulkBar count={selected.size} onAction={setBulkKind} onClear={model.clearSelection} /> : null}
      <SimilarNamesNotice lastPage={model.lastPage} state={list} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('list.empty'), hint: insertLink ? t('list.emptyHint') : t('list.emptyHintReadOnly'), action: insertLink }}
        noResults={{ title: t('list.noResults'), hint: t('list.noResultsHint') }}
      >
        <ApplicantsTable
          {...sortableTableProps(list, model, t('list.caption', { count: total }))}
          columns={columns}
          onColumnShown={model.setColumnShown}
          onResetColumns={model.resetColumns}
          lists={lists}
          selection={canManage ? { selected, onRow: model.toggleRow, onPage: model.selectPage } : null}
        />
      </PagedListArea>
      <SavedFiltersDialog
        open={dialog === 'saved'}
        model={model.saved}
        onApply={(item) => {
          model.applySaved(item);
          setDialog(null);
        }}
        onSaveCurrent={() => setDialog('save')}
        onClose={() => setDialog(null)}
      />
      <SaveFilterDialog open={dialog === 'save'} model={model.saved} onClose={() => setDialog(null)} />
      {canManage ? <BulkDialog key={bulkKind ?? 'closed'} kind={bulkKind} count={selected.size} curators={curators} onRun={model.bulk} onClose={() => setBulkKind(null)} /> : null}
    </>
  );
}
