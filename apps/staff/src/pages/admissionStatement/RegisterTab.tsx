/**
 * The register tab: the filters, then the page of applications with its pager, or why there is
 * none (no season yet, no applications this season, nothing matching); the moves with their
 * confirmation; printing a row's statement or receipt.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionSeason, ApplicationItem } from '@abitura/contracts';
import type { ApplicationMove } from '@abitura/contracts/vocabulary';
import { useSession, useSignalValue } from '@abitura/ui';
import { EmptyNote } from '../../components/LoadedArea.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import type { GroupChoice } from '../../models/applicationForm.js';
import { printPdf } from '../../models/officeFiles.js';
import { receiptDocument, statementDocument } from '../../models/statementDocuments.js';
import { ApplicationsTable } from './ApplicationsTable.js';
import { CONFIRMED_MOVES, MoveDialog, type PendingMove } from './MoveDialog.js';
import { RegisterFilters } from './RegisterFilters.js';
import { RowMenu, type PrintedDocument } from './RowMenu.js';
import type { StatementListModel } from './statementListModel.js';

export interface RegisterTabProps {
  model: StatementListModel;
  groups: readonly GroupChoice[];
  canManage: boolean;
  /** No season exists yet. */
  noSeason: boolean;
  season: AdmissionSeason | null;
  emptyActions: ReactNode;
  onOpen: (row: ApplicationItem) => void;
}

export function RegisterTab({ model, groups, canManage, noSeason, season, emptyActions, onOpen }: RegisterTabProps) {
  const { t } = useTranslation('admissionStatement');
  const session = useSession();
  const list = usePagedListState(model);
  const moving = useSignalValue(model.moving);
  const [pending, setPending] = useState<PendingMove | null>(null);

  if (noSeason) return <EmptyNote title={t('empty.noSeason')} hint={t('empty.noSeasonHint')} />;

  const move = (row: ApplicationItem, action: ApplicationMove) => {
    if (CONFIRMED_MOVES.includes(action)) setPending({ row, move: action });
    else void model.move(row, action);
  };
  const print = (row: ApplicationItem, kind: PrintedDocument) => {
    const staff = String(session.user?.fullName || session.user?.login || '');
    const today = new Date().toISOString();
    void printPdf(kind === 'statement' ? statementDocument(row, { today }) : receiptDocument(row, { today, staff, year: season?.year ?? null }));
  };

  return (
    <>
      <RegisterFilters {...listFiltersProps(list, model)} groups={groups} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('empty.title'), hint: canManage ? t('empty.hint') : t('empty.hintReadOnly'), action: canManage ? emptyActions : undefined }}
        noResults={{ title: t('empty.noResults'), hint: t('empty.noResultsHint') }}
      >
        <ApplicationsTable
          {...sortableTableProps(list, model, t('table.caption', { count: list.total }))}
          actions={(row) => <RowMenu row={row} canManage={canManage} busy={moving === row.id} onOpen={() => onOpen(row)} onMove={(action) => move(row, action)} onPrint={(kind) => print(row, kind)} />}
        />
      </PagedListArea>
      <MoveDialog pending={pending} onClose={() => setPending(null)} run={(next, details, requestId) => model.move(next.row, next.move, details, requestId)} />
    </>
  );
}
