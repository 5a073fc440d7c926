/**
 * The season's competitive groups: the filters, the totals over the filter (places, and groups
 * without places with a way to show only them), the grid whose places those who manage admission
 * edit and save together (all or nothing; a refusal keeps the edits and names the problem per
 * row), «Создать группы из программ» and «Скопировать места из сезона…». Leaving with unsaved
 * places asks first.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { AdmissionSeason } from '@abitura/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { listFiltersProps, PagedListArea, usePagedListState } from '../../../components/PagedListArea.js';
import { TabSection } from '../../../components/TabSection.js';
import { useFailureText } from '../../../components/useFailureText.js';
import type { AdmissionClient } from '../../../models/admissionService.js';
import { CopyPlacesDialog } from './CopyPlacesDialog.js';
import { CreateGroupsDialog } from './CreateGroupsDialog.js';
import type { GroupsGridModel } from './groupsGridModel.js';
import { GroupsFilters } from './GroupsFilters.js';
import { GroupsTable, useGroupName, useRowProblemText } from './GroupsTable.js';
import { createSeasonWrite } from './seasonWrites.js';
import { useGroupsAddress } from './useGroupsAddress.js';
import { useLeaveGuard } from './useLeaveGuard.js';

export interface GroupsSectionProps {
  client: AdmissionClient;
  season: AdmissionSeason;
  seasons: readonly AdmissionSeason[];
  grid: GroupsGridModel;
  canManage: boolean;
  /** The season's counts changed (groups created): the seasons are read again. */
  onChanged: () => void;
}

type Dialog = 'create' | 'copy' | 'revert' | null;

export function GroupsSection({ client, season, seasons, grid, canManage, onChanged }: GroupsSectionProps) {
  const { t } = useTranslation('admissionSeason');
  const { list, edits } = grid;
  useGroupsAddress(list);
  const state = usePagedListState(list);
  const lastPage = useSignalValue(list.lastPage);
  const count = useSignalValue(edits.count);
  const saving = useSignalValue(edits.saving);
  const failure = useSignalValue(edits.failure);
  const problems = useSignalValue(edits.problems);
  const changes = useSignalValue(edits.edits);
  const failureText = useFailureText();
  const groupName = useGroupName();
  const problemText = useRowProblemText();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [report, setReport] = useState<string | null>(null);
  const createWrite = useMemo(() => createSeasonWrite(client, 'Admission/CreateGroupsFromPrograms'), [client]);
  const copyWrite = useMemo(() => createSeasonWrite(client, 'Admission/CopyPlaces'), [client]);
  const area = useRef<HTMLDivElement>(null);
  const guard = useLeaveGuard(count > 0, area, edits.revertAll);

  const createButton = canManage ? (
    <Button variant="outlined" onClick={() => setDialog('create')}>
      {t('createGroups.button')}
    </Button>
  ) : null;
  const actions = canManage ? (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {createButton}
      <Button variant="outlined" onClick={() => setDialog('copy')} disabled={seasons.length < 2}>
        {t('copyPlaces.button')}
      </Button>
    </Stack>
  ) : null;

  const collegeName = state.rows.find((group) => group.college.id === state.filter.college)?.college.name ?? null;
  const unset = lastPage?.unset ?? 0;
  // Refused rows the page does not show are named above the grid.
  const offPage = [...problems.entries()].filter(([id]) => !state.rows.some((group) => group.id === id));

  const save = async () => {
    setReport(null);
    if (await grid.save()) setReport(t('grid.saved'));
  };

  return (
    <TabSection title={t('groups.title')} actions={actions}>
      <div ref={area}>
        <Stack spacing={2}>
          <GroupsFilters {...listFiltersProps(state, list)} collegeName={collegeName} />
          {report ? (
            <Alert
              color="success"
              variant="soft"
              role="status"
              endDecorator={
                <Button size="sm" variant="plain" color="success" onClick={() => setReport(null)}>
                  {t('report.close')}
                </Button>
              }
            >
              {report}
            </Alert>
          ) : null}
          {lastPage ? (
            <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap role="status" aria-label={t('totals.label')}>
              <Typography level="body-sm">{t('totals.places', { places: lastPage.places_total })}</Typography>
              <Chip size="sm" variant="soft" color={unset > 0 ? 'warning' : 'success'}>
                {t('totals.unset', { count: unset })}
              </Chip>
              {unset > 0 && !state.filter.unset ? (
                <Button size="sm" variant="plain" onClick={() => list.setFilters({ unset: true })}>
                  {t('totals.showUnset')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {count > 0 || failure ? (
            <Sheet variant="soft" color={failure ? 'danger' : 'primary'} sx={{ p: 1.5, borderRadius: 'sm' }}>
              <Stack spacing={1}>
                <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Typography role="status" fontWeight="lg">
                    {t('grid.unsaved', { count })}
                  </Typography>
                  <Button loading={saving} disabled={count === 0} onClick={() => void save()}>
                    {t('grid.save')}
                  </Button>
                  <Button variant="plain" color="neutral" disabled={saving || count === 0} onClick={() => setDialog('revert')}>
                    {t('grid.revert')}
                  </Button>
                </Stack>
                {failure ? (
                  <Typography role="alert" level="body-sm">
                    {t('grid.refused', { reason: failureText(failure) })}
                  </Typography>
                ) : null}
                {offPage.length > 0 ? (
                  <ul style={{ margin: 0 }}>
                    {offPage.map(([id, problem]) => {
                      const edit = changes.get(id);
                      return edit ? <li key={id}>{`${groupName(edit.group)}: ${problemText(problem) ?? ''}`}</li> : null;
                    })}
                  </ul>
                ) : null}
              </Stack>
            </Sheet>
          ) : null}
          <PagedListArea
            model={list}
            state={state}
            empty={{ title: t('groups.empty'), hint: canManage ? t('groups.emptyHint') : t('groups.emptyHintReadOnly'), action: createButton }}
            noResults={{ title: t('groups.noResults') }}
          >
            <GroupsTable rows={state.rows} edits={edits} canManage={canManage} busy={state.loading} caption={t('groups.caption', { season: season.year })} />
          </PagedListArea>
        </Stack>
      </div>
      <CreateGroupsDialog
        open={dialog === 'create'}
        seasonId={season.id}
        write={createWrite}
        onClose={() => setDialog(null)}
        onDone={() => {
          const result = createWrite.result.peek();
          setDialog(null);
          if (result) setReport(t('createGroups.report', { created: result.created, existing: result.existing }));
          void list.load();
          onChanged();
        }}
      />
      <CopyPlacesDialog
        open={dialog === 'copy'}
        season={season}
        seasons={seasons}
        write={copyWrite}
        onClose={() => setDialog(null)}
        onDone={() => {
          const result = copyWrite.result.peek();
          setDialog(null);
          if (result) setReport(t('copyPlaces.report', { copied: result.copied, skipped: result.skipped }));
          void list.load();
        }}
      />
      <ConfirmDialog
        open={dialog === 'revert'}
        title={t('grid.revertTitle')}
        confirmLabel={t('grid.revertConfirm')}
        color="warning"
        onClose={() => setDialog(null)}
        onConfirm={() => {
          edits.revertAll();
          setDialog(null);
        }}
      >
        {t('grid.revertText', { count })}
      </ConfirmDialog>
      <ConfirmDialog open={guard.asking} title={t('leave.title')} confirmLabel={t('leave.confirm')} color="warning" onClose={guard.stay} onConfirm={guard.leave}>
        {t('leave.text', { count })}
      </ConfirmDialog>
    </TabSection>
  );
}
