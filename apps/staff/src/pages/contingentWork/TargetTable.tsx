/**
 * One page of the target list: why each applicant is this high (the priority's reason), the
 * applicant (linking to their 360 view, each phone on a line under the name), category,
 * processing status, the last interaction, who holds them and until when, and the row's claim
 * actions: take one nobody holds, release one the signed-in user holds.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { systemClock } from '@abitura/sdk';
import { formatPhone } from '@abitura/contracts/validation';
import { targetPriorityReason } from '@abitura/contracts/vocabulary';
import { formatDisplayDateTime } from '@abitura/ui';
import { LtrLine } from '../../components/LtrLine.js';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { TermChip } from '../../components/TermChip.js';
import type { ReferenceListView } from '../../models/referenceLists.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { claimUntilText } from './claimText.js';
import type { TargetItem } from './targetListModel.js';

export interface TargetTableProps {
  rows: readonly TargetItem[];
  caption: string;
  busy: boolean;
  /** The row a claim or release runs for, 'next' or null. */
  acting: number | 'next' | null;
  categories: ReferenceListView;
  onTake: (id: number) => void;
  onRelease: (id: number) => void;
}

export function ClaimChip({ claim }: { claim: TargetItem['claim'] }) {
  const { t } = useTranslation('contingentWork');
  if (claim === null) return <Muted>{t('target.free')}</Muted>;
  const until = claimUntilText(claim.until, systemClock.now());
  return (
    <Chip component="span" size="sm" variant="soft" color={claim.mine ? 'primary' : 'warning'}>
      {claim.mine ? t('target.heldByMe', { until }) : t('target.heldBy', { name: claim.by.name, until })}
    </Chip>
  );
}

export function TargetTable({ rows, caption, busy, acting, categories, onTake, onRelease }: TargetTableProps) {
  const { t } = useTranslation('contingentWork');
  const column = (key: string, width?: number) => (
    <th scope="col" style={width === undefined ? undefined : { width }}>
      {t(`target.columns.${key}`)}
    </th>
  );
  return (
    <ListTable list="target" caption={caption} busy={busy} minWidth={980}>
      <thead>
        <tr>
          {column('priority', 120)}
          {column('applicant')}
          {column('category')}
          {column('status', 170)}
          {column('lastInteraction', 150)}
          {column('claim', 200)}
          <ActionsHeader label={t('target.columns.actions')} width={130} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{t(`target.priority.${targetPriorityReason(row.priority)}`)}</td>
            <RecordHeaderCell href={applicantHref(row.id)} name={row.fullname} detail={row.phones.length > 0 ? row.phones.map((phone) => <LtrLine key={phone}>{formatPhone(phone)}</LtrLine>) : null} />
            <td>{row.category ? categories.labelOf(row.category) : <Muted>{t('noData')}</Muted>}</td>
            <td>
              <TermChip group="processingStatus" value={row.processing_status} />
            </td>
            <td>{row.last_interaction_at ? formatDisplayDateTime(row.last_interaction_at) : <Muted>{t('target.never')}</Muted>}</td>
            <td>
              <ClaimChip claim={row.claim} />
            </td>
            <td>
              <Stack direction="row" spacing={1}>
                {row.claim === null ? (
                  <Button size="sm" variant="outlined" loading={acting === row.id} disabled={acting !== null && acting !== row.id} aria-label={t('target.takeNamed', { name: row.fullname })} onClick={() => onTake(row.id)}>
                    {t('target.take')}
                  </Button>
                ) : row.claim.mine ? (
                  <Button size="sm" variant="plain" color="neutral" loading={acting === row.id} disabled={acting !== null && acting !== row.id} aria-label={t('target.releaseNamed', { name: row.fullname })} onClick={() => onRelease(row.id)}>
                    {t('target.release')}
                  </Button>
                ) : null}
              </Stack>
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
