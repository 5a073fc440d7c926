/**
 * The buildings tab: an organization's buildings (by its registry code) with address, okrug,
 * district and nearest metro; a switch shows the deleted ones instead. Those allowed add and edit
 * buildings, delete them softly (after a confirmation, with a notice that takes it back) and
 * restore deleted ones. Without a registry code the buildings cannot be listed, which it says.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Building } from '@abitura/contracts';
import { formatDisplayDateTime, useSession, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { RowActions } from '../../components/RowActions.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { useFailureText } from '../../components/useFailureText.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { BuildingDialog } from './BuildingDialog.js';
import type { BuildingsFeedback, BuildingsModel } from './buildingsModel.js';
import { NoData, OrNoData } from '../../components/NoData.js';
import { MANAGE_ORGANIZATIONS } from './permissions.js';
import { okrugShort, useRegistryLists } from '../../models/registryLists.js';

export function BuildingsTab({ model, organizationId }: { model: BuildingsModel | null; organizationId: number }) {
  const { t } = useTranslation('organizations');
  if (!model) {
    return (
      <Alert color="neutral" variant="soft">
        {t('buildings.noCode')}
      </Alert>
    );
  }
  return <BuildingsList model={model} organizationId={organizationId} />;
}

function BuildingsList({ model, organizationId }: { model: BuildingsModel; organizationId: number }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const failureText = useFailureText();
  const lists = useRegistryLists();
  const stations = useReferenceList('metroStations');
  const items = useSignalValue(model.items);
  const showDeleted = useSignalValue(model.showDeleted);
  const loading = useSignalValue(model.loading);
  const feedback = useSignalValue(model.feedback);
  const canManage = session.can(MANAGE_ORGANIZATIONS);
  const [editing, setEditing] = useState<Building | null | undefined>(undefined);
  const deleting = useConfirmedAction(model.remove);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  useFirstLoad(model, true);

  const restore = async (building: Building) => {
    setRestoreError(null);
    const outcome = await model.restore(building);
    if (!outcome.ok) setRestoreError(failureText(outcome.failure));
  };

  const addButton = canManage && !showDeleted ? <Button onClick={() => setEditing(null)}>{t('buildings.add')}</Button> : null;

  return (
    <TabSection
      title={showDeleted ? t('buildings.deletedTitle') : t('buildings.title')}
      notice={
        <>
          {feedback ? <BuildingsNotice feedback={feedback} model={model} /> : null}
          {restoreError ? (
            <Alert role="alert" color="danger" variant="soft">
              {restoreError}
            </Alert>
          ) : null}
        </>
      }
      actions={
        <>
          <Typography component="label" level="body-sm" startDecorator={<Switch checked={showDeleted} onChange={(event) => model.setShowDeleted(event.target.checked)} />}>
            {t('buildings.showDeleted')}
          </Typography>
          {items.length > 0 ? addButton : null}
        </>
      }
    >
      <ResourceArea
        resource={model}
        empty={items.length === 0}
        emptyNote={{
          title: showDeleted ? t('buildings.noDeleted') : t('buildings.empty'),
          hint: canManage && !showDeleted ? t('buildings.emptyHint') : undefined,
          action: addButton,
        }}
      >
        <ListTable list="organizationBuildings" caption={showDeleted ? t('buildings.deletedCaption', { count: items.length }) : t('buildings.caption', { count: items.length })} busy={loading} minWidth={860}>
          <thead>
            <tr>
              <th scope="col">{t('buildings.fields.address')}</th>
              <th scope="col" style={{ width: 110 }}>
                {t('fields.okrug')}
              </th>
              <th scope="col">{t('fields.district')}</th>
              <th scope="col">{t('buildings.fields.metro')}</th>
              {canManage ? <ActionsHeader label={t('buildings.actions')} width={200} /> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((building) => (
              <tr key={building.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {building.address}
                  {building.name ? (
                    <Typography level="body-xs" textColor="text.tertiary">
                      {building.name}
                    </Typography>
                  ) : null}
                  {building.is_deleted && building.deleted_at ? (
                    <Typography level="body-xs" color="danger">
                      {t('buildings.deletedAt', { at: formatDisplayDateTime(building.deleted_at) })}
                    </Typography>
                  ) : null}
                </th>
                <td>{building.okrug ? <span title={lists.okrugs.labelOf(building.okrug)}>{okrugShort(lists.okrugs, building.okrug)}</span> : <NoData />}</td>
                <td>
                  <OrNoData value={building.district ? lists.districts.labelOf(building.district) : null} />
                </td>
                <td>
                  {building.metro.length > 0 ? (
                    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {building.metro.map((station) => (
                        <li key={station}>
                          <Chip size="sm" variant="soft">
                            {/* Stored by name; an older record may hold the list's code instead. */}
                            {stations.labelOf(station)}
                          </Chip>
                        </li>
                      ))}
                    </Stack>
                  ) : (
                    <NoData />
                  )}
                </td>
                {canManage ? (
                  <td>
                    {building.is_deleted ? (
                      <Button size="sm" variant="plain" aria-label={t('buildings.restoreOf', { address: building.address })} onClick={() => void restore(building)}>
                        {t('buildings.restore')}
                      </Button>
                    ) : (
                      <RowActions
                        editText={t('buildings.edit')}
                        editLabel={t('buildings.editOf', { address: building.address })}
                        onEdit={() => setEditing(building)}
                        deleteText={t('buildings.delete')}
                        deleteLabel={t('buildings.deleteOf', { address: building.address })}
                        onDelete={() => {
                          setRestoreError(null);
                          deleting.ask(building);
                        }}
                      />
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </ListTable>
      </ResourceArea>
      {canManage ? (
        <>
          <BuildingDialog
            open={editing !== undefined}
            organizationId={organizationId}
            building={editing ?? null}
            lists={lists}
            onClose={() => setEditing(undefined)}
            onSaved={(building) => {
              model.saved(building, editing ? 'updated' : 'created');
              setEditing(undefined);
            }}
          />
          <ConfirmDialog {...deleting.dialog} title={t('buildings.confirmDelete.title')} confirmLabel={t('buildings.confirmDelete.confirm')}>
            <Typography>{deleting.target ? t('buildings.confirmDelete.body', { address: deleting.target.address }) : null}</Typography>
          </ConfirmDialog>
        </>
      ) : null}
    </TabSection>
  );
}

function BuildingsNotice({ feedback, model }: { feedback: BuildingsFeedback; model: BuildingsModel }) {
  const { t } = useTranslation('organizations');
  const failureText = useFailureText();
  const address = feedback.building.address;
  switch (feedback.kind) {
    case 'deleted':
      return <FeedbackNotice text={t('buildings.feedback.deleted', { address })} onUndo={model.undo} undoLabel={t('buildings.restore')} onClose={model.dismissFeedback} />;
    case 'undoFailed':
      return <FeedbackNotice color="danger" text={`${t('buildings.feedback.undoFailed', { address })} ${failureText(feedback.failure)}`} onClose={model.dismissFeedback} />;
    default:
      return <FeedbackNotice text={t(`buildings.feedback.${feedback.kind}`, { address })} onClose={model.dismissFeedback} />;
  }
}
