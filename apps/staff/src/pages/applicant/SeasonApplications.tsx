/**
 * The applicant's applications of one admission season (Admission/ApplicantApplications), by
 * priority: each with its group (college, programme, funding, base), state, certificate average,
 * consent, original certificate (and where it is lodged), entrance test, how it was filed and its
 * dates, and a link to the statement on the statement page. A season picker when there are
 * several seasons. Those who manage admission rearrange the priorities of the live applications
 * (up and down buttons, or a drag of the row) and save the order, or undo it before saving.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { LinkButton } from '../../components/LinkButton.js';
import { ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { SeasonSelect } from '../../components/SeasonSelect.js';
import { TabSection } from '../../components/TabSection.js';
import { useFailureText } from '../../components/useFailureText.js';
import { statementLink } from '../../models/statementAddress.js';
import { ApplicationStateChip, useAdmissionTerm } from './AdmissionChips.js';
import type { ApplicantApplicationsModel } from './applicantApplicationsModel.js';

/** The statement page's address of an application, or of filing one for the applicant. */
export interface SeasonApplicationsProps {
  model: ApplicantApplicationsModel;
  applicantId: number;
  canManage: boolean;
}

export function SeasonApplications({ model, applicantId, canManage }: SeasonApplicationsProps) {
  const { t } = useTranslation('applicant');
  const order = useSignalValue(model.order);
  const closed = useSignalValue(model.closed);
  const seasonId = useSignalValue(model.seasonId);
  const seasons = useSignalValue(model.seasons.seasons);
  const reordered = useSignalValue(model.reordered);
  const saving = useSignalValue(model.saving);
  const failure = useSignalValue(model.failure);
  const loading = useSignalValue(model.resource.loading);
  const failureText = useFailureText();
  const [dragged, setDragged] = useState<number | null>(null);
  useFirstLoad(model, true);
  useFirstLoad(model.seasons, true);
  const canReorder = canManage && order.length > 1;

  const fileLink = canManage && seasonId !== null ? <LinkButton href={statementLink(seasonId, { file: applicantId })}>{t('admissionApplications.file')}</LinkButton> : null;
  const actions = (
    <Stack direction="row" spacing={1.5} alignItems="flex-end" flexWrap="wrap" useFlexGap>
      {seasons.length > 1 ? <SeasonSelect seasons={seasons} value={seasonId} onChange={model.chooseSeason} /> : null}
      {fileLink}
    </Stack>
  );

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) model.move(dragged, to);
    setDragged(null);
  };

  return (
    <TabSection title={t('admissionApplications.title')} actions={actions}>
      <ResourceArea resource={model.resource} empty={order.length + closed.length === 0} emptyNote={{ title: t('admissionApplications.empty'), action: fileLink }}>
        <Stack spacing={1.5}>
          {canReorder ? (
            <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
              <Typography level="body-sm" role="status">
                {reordered ? t('admissionApplications.reordered') : t('admissionApplications.reorderHint')}
              </Typography>
              {reordered ? (
                <>
                  <Button size="sm" loading={saving} onClick={() => void model.saveOrder()}>
                    {t('admissionApplications.saveOrder')}
                  </Button>
                  <Button size="sm" variant="plain" color="neutral" disabled={saving} onClick={model.undo}>
                    {t('admissionApplications.undo')}
                  </Button>
                </>
              ) : null}
            </Stack>
          ) : null}
          {failure ? (
            <Alert color="danger" variant="soft" role="alert">
              {t('admissionApplications.orderRefused', { reason: failureText(failure) })}
            </Alert>
          ) : null}
          <ListTable list="applicant.admissionApplications" caption={t('admissionApplications.caption', { count: order.length + closed.length })} busy={loading} minWidth={1280} align="top">
            <thead>
              <tr>
                <th scope="col" style={{ width: canReorder ? 130 : 90 }}>
                  {t('admissionApplications.priority')}
                </th>
                <th scope="col">{t('admissionApplications.group')}</th>
                <th scope="col">{t('admissionApplications.state')}</th>
                <th scope="col">{t('admissionApplications.average')}</th>
                <th scope="col">{t('admissionApplications.consent')}</th>
                <th scope="col">{t('admissionApplications.original')}</th>
                <th scope="col">{t('admissionApplications.test')}</th>
                <th scope="col">{t('admissionApplications.filing')}</th>
                <th scope="col">{t('admissionApplications.dates')}</th>
                <th scope="col">{t('admissionApplications.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {order.map((item, index) => (
                <tr
                  key={item.id}
                  draggable={canReorder}
                  onDragStart={canReorder ? () => setDragged(index) : undefined}
                  onDragOver={canReorder ? (event) => event.preventDefault() : undefined}
                  onDrop={canReorder ? (event) => drop(event, index) : undefined}
                  style={canReorder ? { cursor: 'grab' } : undefined}
                >
                  <th scope="row">
                    <Stack direction="row" spacing={0.5} alignItems="center">
                      <span>{index + 1}</span>
                      {canReorder ? <MoveButtons item={item} index={index} last={order.length - 1} onMove={model.move} /> : null}
                    </Stack>
                  </th>
                  <ApplicationCells item={item} />
                </tr>
              ))}
              {closed.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    <Muted>—</Muted>
                  </th>
                  <ApplicationCells item={item} />
                </tr>
              ))}
            </tbody>
          </ListTable>
        </Stack>
      </ResourceArea>
    </TabSection>
  );
}

function MoveButtons({ item, index, last, onMove }: { item: ApplicationItem; index: number; last: number; onMove: (from: number, to: number) => void }) {
  const { t } = useTranslation('applicant');
  const name = `${item.group.program.code} ${item.group.program.name}, ${item.group.college.name}`;
  return (
    <>
      <IconButton size="sm" variant="plain" disabled={index === 0} aria-label={t('admissionApplications.up', { group: name })} onClick={() => onMove(index, index - 1)}>
        <span aria-hidden>↑</span>
      </IconButton>
      <IconButton size="sm" variant="plain" disabled={index === last} aria-label={t('admissionApplications.down', { group: name })} onClick={() => onMove(index, index + 1)}>
        <span aria-hidden>↓</span>
      </IconButton>
    </>
  );
}

function ApplicationCells({ item }: { item: ApplicationItem }) {
  const { t, i18n } = useTranslation('applicant');
  const term = useAdmissionTerm();
  const average = item.average_mark === null ? null : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(item.average_mark);
  const elsewhere = item.original_college !== null && item.original_college.id !== item.group.college.id;
  return (
    <>
      <td>
        <Stack spacing={0.25}>
          <span>{item.group.college.name}</span>
          <span>
            <span dir="ltr">{item.group.program.code}</span> {item.group.program.name}
          </span>
          <Muted>{`${term('funding', item.group.funding)}, ${term('base', item.group.base)}`}</Muted>
        </Stack>
      </td>
      <td>
        <Stack spacing={0.25} alignItems="flex-start">
          <ApplicationStateChip state={item.state} />
          {item.rejection_reason ? <Muted>{term('rejection', item.rejection_reason)}</Muted> : null}
        </Stack>
      </td>
      <td>{average ?? <Muted>—</Muted>}</td>
      <td>
        <Stack spacing={0.25}>
          <span>{term('consent', item.consent)}</span>
          {item.consent_at ? <Muted>{formatDisplayDateTime(item.consent_at)}</Muted> : null}
        </Stack>
      </td>
      <td>
        {item.original_documents ? (
          <Stack spacing={0.25}>
            <span>{t('applications.yes')}</span>
            {elsewhere ? <Muted>{t('admissionApplications.originalAt', { college: item.original_college?.name ?? '' })}</Muted> : null}
          </Stack>
        ) : (
          <Muted>{t('applications.no')}</Muted>
        )}
      </td>
      <td>
        {item.test === null ? (
          <Muted>{t('admissionApplications.noTest')}</Muted>
        ) : (
          <Stack spacing={0.25}>
            <span>{term('testOutcome', item.test.outcome)}</span>
            {item.test.points !== null ? <Muted>{t('admissionApplications.points', { points: item.test.points })}</Muted> : null}
            {item.test.starts_at ? <Muted>{formatDisplayDateTime(item.test.starts_at)}</Muted> : null}
          </Stack>
        )}
      </td>
      <td>
        <Stack spacing={0.25}>
          <span>{term('filing', item.filing_method)}</span>
          {item.external_number ? (
            <Muted>
              <span dir="ltr">{item.external_number}</span>
            </Muted>
          ) : null}
        </Stack>
      </td>
      <td>
        <Stack spacing={0.25}>
          <span>{t('applications.submitted', { date: formatDisplayDateTime(item.submitted_at) })}</span>
          <Muted>{t('applications.updated', { date: formatDisplayDateTime(item.updated_at) })}</Muted>
        </Stack>
      </td>
      <td>
        <LinkButton size="sm" variant="outlined" href={statementLink(item.season_id, { application: item.id })}>
          {t('admissionApplications.open')}
        </LinkButton>
      </td>
    </>
  );
}
