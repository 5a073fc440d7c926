/**
 * One page of the register as a table that fits a laptop: the applicant (linking to their card),
 * the group (college, programme, funding), priority, average, achievement points, GIA (how many,
 * the marks on hover), consent, original, filing method, the state as a coloured chip, the test
 * outcome, and each row's actions. Sortable headers say which column sorts and how.
 */
import Chip from '@mui/joy/Chip';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { dayLabel, moscowDay } from '@abitura/contracts/moscowTime';
import { APPLICATION_STATES } from '@abitura/contracts/vocabulary';
import { formatDisplayDate } from '@abitura/ui';
import { ActionsHeader, ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { applicantHref } from '../../models/applicantLinks.js';
import type { ApplicationSort } from './statementQuery.js';

export interface ApplicationsTableProps extends SortableTableProps<ApplicationItem, ApplicationSort> {
  actions: (row: ApplicationItem) => ReactNode;
}

export function stateColor(state: ApplicationItem['state']) {
  return APPLICATION_STATES.find((entry) => entry.value === state)?.color ?? 'neutral';
}

/** A certificate average as a person reads it: 4,55 in Russian, 4.55 in English. */
export function formatAverage(value: number | null, language: string): string {
  return value === null ? '' : value.toLocaleString(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function StateChip({ item }: { item: Pick<ApplicationItem, 'state'> }) {
  const { t } = useTranslation('admissionTerms');
  return (
    <Chip component="span" size="sm" variant="soft" color={stateColor(item.state)}>
      {t(`state.${item.state}`)}
    </Chip>
  );
}

export function ApplicationsTable({ rows, caption, busy, actions, ...sorting }: ApplicationsTableProps) {
  const { t, i18n } = useTranslation('admissionStatement');
  const terms = useTranslation('admissionTerms').t;
  const header = sortHeaders(sorting, (column) => t(`columns.${column}`));
  return (
    <ListTable list="admissionStatement" caption={caption} busy={busy} minWidth={1180} align="top">
      <thead>
        <tr>
          {header('fullname')}
          {header('college')}
          {header('priority', 90)}
          {header('average_mark', 90)}
          <th scope="col">{t('columns.achievements')}</th>
          <th scope="col">{t('columns.gia')}</th>
          <th scope="col">{t('columns.consent')}</th>
          <th scope="col">{t('columns.original')}</th>
          <th scope="col">{t('columns.filing')}</th>
          {header('state', 130)}
          <th scope="col">{t('columns.test')}</th>
          {header('submitted_at', 110)}
          <ActionsHeader label={t('columns.actions')} width={64} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <RecordHeaderCell href={applicantHref(row.applicant.id)} name={row.applicant.fullname} detail={row.applicant.birth_date ? formatDisplayDate(row.applicant.birth_date) : null} />
            <td>
              <Typography level="body-sm" fontWeight="md">
                {row.group.program.code} {row.group.program.name}
              </Typography>
              <Typography level="body-xs" textColor="text.tertiary">
                {row.group.college.name} · {terms(`funding.${row.group.funding}`)} · {terms(`base.${row.group.base}`)}
              </Typography>
            </td>
            <td>{row.priority}</td>
            <td>{row.average_mark === null ? <Muted>{t('table.none')}</Muted> : formatAverage(row.average_mark, i18n.language)}</td>
            <td>{row.achievement_points > 0 ? row.achievement_points.toLocaleString(i18n.language) : <Muted>{t('table.none')}</Muted>}</td>
            <td>
              {row.gia.length === 0 ? (
                <Muted>{t('table.none')}</Muted>
              ) : (
                <Tooltip title={row.gia.map((entry) => `${entry.subject}: ${entry.mark}`).join(', ')}>
                  <span tabIndex={0} aria-label={t('table.giaMarks', { marks: row.gia.map((entry) => `${entry.subject} ${entry.mark}`).join(', ') })}>
                    {t('table.giaCount', { count: row.gia.length })}
                  </span>
                </Tooltip>
              )}
            </td>
            <td>{row.consent === 'accepted' ? <Chip size="sm" variant="soft" color="success">{t('table.consentGiven')}</Chip> : <Muted>{t('table.no')}</Muted>}</td>
            <td>{row.original_documents ? (row.original_college && row.original_college.id !== row.group.college.id ? t('table.originalElsewhere', { college: row.original_college.name }) : t('table.originalHere')) : <Muted>{t('table.copy')}</Muted>}</td>
            <td>{terms(`filing.${row.filing_method}`)}</td>
            <td>
              <StateChip item={row} />
              {row.state === 'rejected' && row.rejection_reason ? (
                <Typography level="body-xs" textColor="text.tertiary">
                  {terms(`rejection.${row.rejection_reason}`)}
                </Typography>
              ) : null}
            </td>
            <td>{row.test === null ? <Muted>{t('table.noTest')}</Muted> : terms(`testOutcome.${row.test.outcome}`)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(dayLabel(moscowDay(Date.parse(row.submitted_at))))}</td>
            <td>{actions(row)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
