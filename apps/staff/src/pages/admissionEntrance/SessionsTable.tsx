/** The season's test sessions by time: when, where, how full, who came, results, examiners, letters. */
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { TestSession } from '@abitura/contracts';
import { formatDisplayDateTime } from '@abitura/ui';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';

export interface SessionsTableProps {
  sessions: readonly TestSession[];
  busy: boolean;
  canManage: boolean;
  onOpen: (session: TestSession) => void;
  onEdit: (session: TestSession) => void;
  onDelete: (session: TestSession) => void;
}

export function SessionsTable({ sessions, busy, canManage, onOpen, onEdit, onDelete }: SessionsTableProps) {
  const { t } = useTranslation('admissionEntrance');
  const terms = useTranslation('admissionTerms').t;
  const sorted = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  return (
    <ListTable caption={t('list.caption', { count: sessions.length })} list="admission-entrance" busy={busy} minWidth={1100} align="top">
      <thead>
        <tr>
          <th scope="col" style={{ width: 140 }}>{t('columns.startsAt')}</th>
          <th scope="col">{t('columns.college')}</th>
          <th scope="col">{t('columns.testType')}</th>
          <th scope="col">{t('columns.place')}</th>
          <th scope="col" style={{ width: 130 }}>{t('columns.assigned')}</th>
          <th scope="col" style={{ width: 90 }}>{t('columns.attended')}</th>
          <th scope="col" style={{ width: 90 }}>{t('columns.results')}</th>
          <th scope="col">{t('columns.examiners')}</th>
          <th scope="col" style={{ width: 150 }}>{t('columns.letters')}</th>
          <ActionsHeader label={t('columns.actions')} width={170} />
        </tr>
      </thead>
      <tbody>
        {sorted.map((session) => {
          const when = formatDisplayDateTime(session.starts_at);
          return (
            <tr key={session.id}>
              <td>
                <Link component="button" type="button" onClick={() => onOpen(session)} aria-label={t('list.open', { when, type: terms(`testType.${session.test_type}`) })}>
                  <span dir="ltr">{when}</span>
                </Link>
              </td>
              <td>{session.college.name}</td>
              <td>{terms(`testType.${session.test_type}`)}</td>
              <td>
                {session.building ? (
                  <>
                    <Typography level="body-sm">{session.building.name}</Typography>
                    <Typography level="body-xs" textColor="text.secondary">
                      {session.building.address}
                    </Typography>
                  </>
                ) : null}
                {session.room ? <Typography level="body-sm">{t('list.room', { room: session.room })}</Typography> : null}
                {!session.building && !session.room ? '—' : null}
              </td>
              <td>
                <Typography level="body-sm">{t('list.fill', { assigned: session.assigned, capacity: session.capacity })}</Typography>
                <LinearProgress determinate value={Math.min(100, (session.assigned / session.capacity) * 100)} aria-hidden size="sm" color={session.assigned >= session.capacity ? 'warning' : 'primary'} />
              </td>
              <td>{session.attended}</td>
              <td>{session.results}</td>
              <td>{session.examiners.length > 0 ? session.examiners.map((examiner) => examiner.name).join(', ') : '—'}</td>
              <td>
                <Typography level="body-xs">{session.invitations_sent_at ? t('list.invitationsSent', { at: formatDisplayDateTime(session.invitations_sent_at) }) : t('list.invitationsNot')}</Typography>
                <Typography level="body-xs">{session.results_sent_at ? t('list.resultsSent', { at: formatDisplayDateTime(session.results_sent_at) }) : t('list.resultsNot')}</Typography>
              </td>
              <td>
                <Stack direction="row" spacing={0.5}>
                  <Button size="sm" variant="plain" onClick={() => onOpen(session)} aria-label={t('list.openLabel', { when })}>
                    {t('list.openButton')}
                  </Button>
                  {canManage ? (
                    <>
                      <Button size="sm" variant="plain" onClick={() => onEdit(session)} aria-label={t('list.editLabel', { when })}>
                        {t('list.edit')}
                      </Button>
                      <Button size="sm" variant="plain" color="danger" onClick={() => onDelete(session)} aria-label={t('list.deleteLabel', { when })}>
                        {t('list.delete')}
                      </Button>
                    </>
                  ) : null}
                </Stack>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ListTable>
  );
}
