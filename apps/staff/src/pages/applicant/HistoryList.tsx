/**
 * The history of an applicant's record (Abiturient/History), newest first, a page at a time: when,
 * who (or the system), what caused it, and each changed field with its value before and after.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, useDirection, useSignalValue, visuallyHidden } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ResourcePager } from '../../components/TablePager.js';
import type { PagedResource } from '../../models/loadedResource.js';
import { auditValueText } from '../users/auditChanges.js';
import type { HistoryEntry } from './tabModels.js';

export function HistoryList({ history }: { history: PagedResource<HistoryEntry> }) {
  const { t } = useTranslation('applicant');
  const items = useSignalValue(history.items);
  const loading = useSignalValue(history.loading);
  useFirstLoad(history, true);
  const fieldName = (field: string) => t(`fields.${field}`, { defaultValue: field });
  // Before and after read in the page's direction.
  const arrow = useDirection() === 'rtl' ? ' ← ' : ' → ';

  return (
    <Stack spacing={2} component="section" aria-labelledby="history-title">
      <Typography id="history-title" level="title-lg" component="h2">
        {t('history.title')}
      </Typography>
      <ResourceArea resource={history} empty={items.length === 0} emptyNote={{ title: t('history.empty') }}>
        <ListTable caption={t('history.caption')} busy={loading} minWidth={720} align="top">
          <thead>
            <tr>
              <th scope="col" style={{ width: 150 }}>
                {t('history.at')}
              </th>
              <th scope="col" style={{ width: 200 }}>
                {t('history.actor')}
              </th>
              <th scope="col" style={{ width: 140 }}>
                {t('history.action')}
              </th>
              <th scope="col">{t('history.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {formatDisplayDateTime(entry.at)}
                </th>
                <td>{entry.actor ? entry.actor.name : t('history.system')}</td>
                <td>{t(`history.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                <td>
                  {entry.changes.map((change, index) => (
                    <Typography key={`${change.field}-${index}`} level="body-sm">
                      <Typography component="span" fontWeight="lg">
                        {fieldName(change.field)}
                      </Typography>
                      {': '}
                      <span>{auditValueText(change.before)}</span>
                      <span aria-hidden>{arrow}</span>
                      <span style={visuallyHidden}>{` ${t('history.became')} `}</span>
                      <span>{auditValueText(change.after)}</span>
                    </Typography>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </ListTable>
        <ResourcePager resource={history} />
      </ResourceArea>
    </Stack>
  );
}
