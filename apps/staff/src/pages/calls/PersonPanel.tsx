/**
 * Beside the call form: who is on the line (processing status, phones, e-mail, school, birth
 * date; for those who may open the record, its grade, stage and curator, and the name links to the
 * 360 view) and their timeline, newest first, a page at a time. A call's
 * entry names its talk result and theme in words rather than their codes.
 */
import { signal } from '@preact/signals-react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { formatPhone } from '@abitura/contracts/validation';
import type { ApplicantRecord, CallPerson, Interaction } from '@abitura/contracts';
import { CALL_RESULTS } from '@abitura/contracts/vocabulary';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { InteractionIcon } from '../../components/InteractionIcon.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { ResourcePager } from '../../components/TablePager.js';
import { TermChip } from '../../components/TermChip.js';
import { LabelledLine, TimelineByline, TimelineCard, TimelineList } from '../../components/Timeline.js';
import type { LoadedResource, PagedResource } from '../../models/loadedResource.js';
import { useReferenceList } from '../../models/referenceLists.js';

export interface PersonSummaryProps {
  person: CallPerson;
  /** The applicant's record, read for those who may open it; its grade, stage and curator are added. */
  record: LoadedResource<ApplicantRecord | null> | null;
}

export function PersonSummary({ person, record }: PersonSummaryProps) {
  const { t } = useTranslation('calls');
  const details = useSignalValue(record?.value ?? NO_RECORD);
  const birth = formatDisplayDate(person.birth_date);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'phones', label: t('person.phones'), value: person.phones.length > 0 ? <bdi dir="ltr">{person.phones.map(formatPhone).join(', ')}</bdi> : t('person.none') },
    { key: 'email', label: t('person.email'), value: person.email ? <bdi dir="ltr">{person.email}</bdi> : t('person.none') },
    { key: 'school', label: t('person.school'), value: person.school ?? t('person.none') },
    { key: 'birth', label: t('person.birthDate'), value: birth === '' ? t('person.none') : birth },
    ...(details === null
      ? []
      : [
          { key: 'grade', label: t('person.grade'), value: details.grade === null ? t('person.none') : <TermChip group="grade" value={details.grade} /> },
          { key: 'stage', label: t('person.stage'), value: details.tracking_stage === null ? t('person.none') : <TermChip group="trackingStage" value={details.tracking_stage} /> },
          { key: 'curator', label: t('person.curator'), value: details.curator?.name ?? t('person.none') },
        ]),
  ];
  return (
    <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md' }} aria-labelledby="call-person-name" component="section">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography level="title-lg" component="h2" id="call-person-name">
          {record !== null ? <Link href={buildPath('newcontingent-view', { id: person.id })}>{person.fullname}</Link> : person.fullname}
        </Typography>
        <TermChip group="processingStatus" value={person.processing_status} />
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {rows.map((row) => (
          <Box key={row.key} sx={{ display: 'contents' }}>
            <Typography component="dt" level="body-sm" textColor="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" level="body-sm" sx={{ m: 0 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Sheet>
  );
}

/** What stands for the record while there is none to read. */
const NO_RECORD = signal<ApplicantRecord | null>(null);

/** A call's result code and theme as the interface names them (the theme by its list, archived entries too); other entries' result as written. */
function useCallTexts() {
  const { t } = useTranslation('calls');
  const themes = useReferenceList('talkThemes', { withArchived: true });
  return (item: Interaction) => {
    const isCall = item.type === 'incall' || item.type === 'outcall';
    const result = item.result === null ? null : isCall && CALL_RESULTS.some((entry) => String(entry.value) === item.result) ? t(`results.${item.result}`) : item.result;
    const theme = isCall && typeof item.action_data.theme === 'string' && item.action_data.theme !== '' ? themes.labelOf(item.action_data.theme, item.date) : null;
    return { result, theme };
  };
}

export function CallHistory({ resource }: { resource: PagedResource<Interaction> }) {
  const { t } = useTranslation('calls');
  const items = useSignalValue(resource.items);
  const loading = useSignalValue(resource.loading);
  const texts = useCallTexts();
  return (
    <Stack component="section" spacing={1} aria-labelledby="call-history-title">
      <Typography level="title-md" component="h2" id="call-history-title">
        {t('history.title')}
      </Typography>
      <ResourceArea resource={resource} empty={items.length === 0} emptyNote={{ title: t('history.empty') }}>
        <TimelineList label={t('history.title')} busy={loading}>
          {items.map((item) => {
            const { result, theme } = texts(item);
            const comment = typeof item.action_data.comment === 'string' && item.action_data.comment.trim() !== '' ? item.action_data.comment : null;
            return (
              <TimelineCard key={item.id}>
                <Stack direction="row" spacing={1.5} alignItems="flex-start">
                  <InteractionIcon icon={item.icon} color={item.color} />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Stack direction="row" spacing={1} alignItems="baseline" useFlexGap flexWrap="wrap">
                      <Typography level="title-sm" component="span">
                        {item.name}
                      </Typography>
                      <TimelineByline date={item.date} author={item.author} noAuthor={t('history.noAuthor')} />
                    </Stack>
                    {theme ? (
                      <LabelledLine label={t('call.theme')} level="body-sm">
                        {theme}
                      </LabelledLine>
                    ) : null}
                    {result ? (
                      <LabelledLine label={t('call.result')} level="body-sm">
                        {result}
                      </LabelledLine>
                    ) : null}
                    {comment ? (
                      <Typography level="body-sm" sx={{ whiteSpace: 'pre-line' }}>
                        {comment}
                      </Typography>
                    ) : null}
                  </Box>
                </Stack>
              </TimelineCard>
            );
          })}
        </TimelineList>
        <ResourcePager resource={resource} />
      </ResourceArea>
    </Stack>
  );
}
