/**
 * One page of letters as a table: the subject opens the letter, the status as a colored chip,
 * the last delivery error cut short with the whole sentence in a tooltip, the dates in Moscow
 * time, and the moves the letter's status allows (only for those who manage letters).
 */
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { LetterListItem } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { ActionsHeader, ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { TermChip } from '../../components/TermChip.js';
import { letterActions, type LetterAction } from './lettersListModel.js';
import type { LetterSort } from './lettersQuery.js';
import { MailReply } from './MailReply.js';

export interface LettersTableProps extends SortableTableProps<LetterListItem, LetterSort> {
  canManage: boolean;
  onOpen: (letter: LetterListItem) => void;
  onAction: (action: LetterAction, letter: LetterListItem) => void;
}

/** A date of the table in Moscow time, or a dash. */
function When({ value }: { value: string | null }) {
  return value === null ? <Muted>—</Muted> : <span dir="ltr">{formatDisplayDateTime(value)}</span>;
}

/**
 * The last error on one line, cut short on screen only (the whole sentence stays in the page for
 * screen readers); the tooltip shows all of it on hover or keyboard focus.
 */
export function LettersTable({ rows, caption, busy, canManage, onOpen, onAction, ...sorting }: LettersTableProps) {
  const { t } = useTranslation('callCentre');
  const header = sortHeaders(sorting, (column) => t(`letters.fields.${column}`));
  const plain = (key: string, width?: number) => (
    <th scope="col" style={width === undefined ? undefined : { width }}>
      {t(`letters.fields.${key}`)}
    </th>
  );
  return (
    <ListTable list="letters" caption={caption} busy={busy} minWidth={canManage ? 1000 : 850} align="top">
      <thead>
        <tr>
          {header('to', 190)}
          {plain('subject')}
          {header('status', 150)}
          {plain('last_error')}
          {header('created_at', 135)}
          {plain('sent_at', 165)}
          {canManage ? <ActionsHeader label={t('letters.fields.actions')} width={170} /> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
              {row.to}
            </td>
            <td>
              <Link component="button" type="button" aria-label={t('letters.open', { subject: row.subject })} onClick={() => onOpen(row)} sx={{ textAlign: 'start' }}>
                {row.subject}
              </Link>
              <Typography component="span" level="body-xs" textColor="text.tertiary" sx={{ display: 'block' }}>
                {t(`letters.kinds.${row.kind}`, { defaultValue: row.kind })}
              </Typography>
            </td>
            <td>
              <TermChip group="letterStatus" value={row.status} />
              {row.attempts > 0 ? (
                <Typography component="span" level="body-xs" textColor="text.tertiary" sx={{ display: 'block', mt: 0.5 }}>
                  {t('letters.attempts', { count: row.attempts })}
                </Typography>
              ) : null}
            </td>
            <td>
              <MailReply letter={row} />
            </td>
            <td>
              <When value={row.created_at} />
            </td>
            <td>
              {row.sent_at === null && row.next_attempt_at !== null ? (
                <Muted>{t('letters.nextAttempt', { at: formatDisplayDateTime(row.next_attempt_at) })}</Muted>
              ) : (
                <When value={row.sent_at} />
              )}
            </td>
            {canManage ? (
              <td>
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                  {letterActions(row.status, canManage).map((action) => (
                    <Button
                      key={action}
                      size="sm"
                      variant="plain"
                      color={action === 'decline' ? 'danger' : 'primary'}
                      aria-label={t(`letters.${action}Label`, { subject: row.subject, to: row.to })}
                      onClick={() => onAction(action, row)}
                    >
                      {t(`letters.${action}`)}
                    </Button>
                  ))}
                </Stack>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
