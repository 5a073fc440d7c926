/**
 * The history of an applicant's record (Abiturient/History), newest first, a page at a time: when,
 * who (or the system), what caused it, and each changed field with its value before and after.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, formatDisplayDateTime, useDirection, useSignalValue, visuallyHidden } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ResourcePager } from '../../components/TablePager.js';
import type { PagedResource } from '../../models/loadedResource.js';
import { useTermLabel } from '../../components/TermChip.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { useAdmissionTerm } from './AdmissionChips.js';
import { historyFieldText, historyValueText, type HistoryLabels } from './historyText.js';
import type { HistoryEntry } from './tabModels.js';

export function HistoryList({ history }: { history: PagedResource<HistoryEntry> }) {
  const { t } = useTranslation('applicant');
  const items = useSignalValue(history.items);
  const loading = useSignalValue(history.loading);
  useFirstLoad(history, true);
  const labels = useHistoryLabels();
  // Before and after read in the page's direction.
  const arrow = useDirection() === 'rtl' ? ' ← ' : ' → ';

  return (
    <Stack spacing={2} component="section" aria-labelledby="history-title">
      <Typography id="history-title" level="title-lg" component="h2">
        {t('history.title')}
      </Typography>
      <ResourceArea resource={history} empty={items.length === 0} emptyNote={{ title: t('history.empty') }}>
        <ListTable list="applicantHistory" caption={t('history.caption')} busy={loading} minWidth={720} align="top">
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
                        {historyFieldText(change.field, labels)}
                      </Typography>
                      {': '}
                      <span>{historyValueText(change.field, change.before, labels, change.names?.before)}</span>
                      <span aria-hidden>{arrow}</span>
                      <span style={visuallyHidden}>{`${t('history.became')} `}</span>
                      <span>{historyValueText(change.field, change.after, labels, change.names?.after)}</span>
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

function useHistoryLabels(): HistoryLabels {
  const { t, i18n } = useTranslation('applicant');
  const term = useTermLabel();
  const admission = useAdmissionTerm();
  const lists = {
    readiness: useReferenceList('readiness', { withArchived: true }),
    category: useReferenceList('applicantCategories', { withArchived: true }),
    intents: useReferenceList('intents', { withArchived: true }),
    industries: useReferenceList('industries', { withArchived: true }),
    information_source: useReferenceList('informationSources', { withArchived: true }),
    achievements: useReferenceList('achievements', { withArchived: true }),
    okrug: useReferenceList('okrugs', { withArchived: true }),
  };
  return {
    field: (field) => t(`fields.${field}`, { defaultValue: field }),
    term,
    admission,
    mark: (value) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    listed: Object.fromEntries(Object.entries(lists).map(([field, list]) => [field, (code: string) => list.labelOf(code)])),
    yes: t('history.yes'),
    no: t('history.no'),
    date: formatDisplayDate,
    dateTime: formatDisplayDateTime,
    numbered: (id) => t('history.numbered', { id }),
  };
}
