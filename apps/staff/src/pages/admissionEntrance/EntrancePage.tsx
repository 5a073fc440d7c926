/**
 * /admission/entrance: the season's entrance-test sessions by time, filtered by college and test
 * type (all in the address), created, changed and deleted (asked first; refused once results
 * exist, with the server's sentence); a session opens below (`?session=`) with its applicants,
 * results and letters. The page follows the season live and reads again when tests change.
 */
import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestSession } from '@abitura/contracts';
import { ENTRANCE_TEST_TYPES, type EntranceTestTypeId } from '@abitura/contracts/vocabulary';
import { newRequestId } from '@abitura/sdk';
import { formatDisplayDateTime, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { CollegePicker } from '../../components/CollegePicker.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FilterRow } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SeasonSelect } from '../../components/SeasonSelect.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { createEntranceModel } from './entranceModel.js';
import { SessionFormDialog } from './SessionFormDialog.js';
import { SessionPanel } from './SessionPanel.js';
import { SessionsTable } from './SessionsTable.js';

export default function EntrancePage(_props: PageProps) {
  const { t } = useTranslation('admissionEntrance');
  const terms = useTranslation('admissionTerms').t;
  const session = useSession();
  const canManage = session.can('manageAdmission');
  const model = useAddressBoundList((client, onQuery) => createEntranceModel({ client, onQuery }));
  const view = useSignalValue(model.view);
  const seasons = useSignalValue(model.seasons.seasons);
  const seasonId = useSignalValue(model.seasonId);
  const sessions = useSignalValue(model.sessions);
  const loading = useSignalValue(model.loading);
  const examiners = useSignalValue(model.examiners.value);
  const [editing, setEditing] = useState<{ session: TestSession | null } | null>(null);
  const remove = useConfirmedAction((target: TestSession) => model.deleteSession(target, newRequestId()));

  const openForm = (target: TestSession | null) => {
    if (!model.examiners.loaded.peek()) void model.examiners.load();
    setEditing({ session: target });
  };
  const createButton = canManage && seasonId !== null ? <Button onClick={() => openForm(null)}>{t('list.create')}</Button> : null;
  const collegeName = (id: number) => sessions.find((item) => item.college.id === id)?.college.name ?? t('filters.collegeNumber', { id });

  return (
    <>
      <PageHeader title={t('title')} subtitle={seasonId !== null ? t('list.count', { count: sessions.length }) : null} actions={createButton} />
      <FilterRow role="search" aria-label={t('filters.label')} sx={{ mb: 2 }}>
        <SeasonSelect seasons={seasons} value={seasonId} onChange={model.chooseSeason} />
        <CollegePicker namespace="admissionEntrance" value={view.college} unknownName={collegeName} onChange={(choice) => model.setCollege(choice ? choice.id : null)} basis={280} />
        <FilterSelect
          label={t('filters.testType')}
          value={view.type === null ? null : String(view.type)}
          anyLabel={t('filters.anyType')}
          choices={ENTRANCE_TEST_TYPES.map((type) => ({ value: String(type.id), label: terms(`testType.${type.id}`) }))}
          onChange={(value) => model.setType(value === null ? null : (Number(value) as EntranceTestTypeId))}
          minWidth={240}
        />
      </FilterRow>
      {view.session !== null ? (
        <SessionPanel key={view.session} sessionId={view.session} canManage={canManage} onSession={model.saved} onLiveChange={model.onLiveChange} onBack={() => model.openSessionId(null)} />
      ) : (
        <ResourceArea
          resource={model}
          empty={sessions.length === 0}
          emptyNote={seasonId === null ? { title: t('list.noSeasons') } : { title: t('list.empty'), hint: canManage ? t('list.emptyHint') : undefined, action: createButton }}
          minHeight={240}
        >
          <SessionsTable sessions={sessions} busy={loading} canManage={canManage} onOpen={(item) => model.openSessionId(item.id)} onEdit={openForm} onDelete={remove.ask} />
        </ResourceArea>
      )}
      {editing && seasonId !== null ? (
        <SessionFormDialog
          seasonId={seasonId}
          session={editing.session}
          defaults={{ college: view.college === null ? null : { id: view.college, name: collegeName(view.college) }, type: view.type }}
          examiners={examiners}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            model.saved(saved);
          }}
        />
      ) : null}
      <ConfirmDialog {...remove.dialog} title={t('confirm.deleteTitle')} confirmLabel={t('list.delete')}>
        {remove.target ? t('confirm.deleteText', { when: formatDisplayDateTime(remove.target.starts_at), type: terms(`testType.${remove.target.test_type}`) }) : null}
      </ConfirmDialog>
    </>
  );
}
