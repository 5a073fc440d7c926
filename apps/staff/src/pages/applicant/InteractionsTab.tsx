/**
 * The interactions tab: the applicant's timeline, newest first, a page at a time: each entry with
 * its type (icon, color and name from the interactionTypes list), the result and data in words
 * (models/interactionDetails.ts), the organization, who recorded it, when, and the comment. Filters by type (several) and category (system or
 * staff); for those allowed, "Add interaction" opens the form.
 */
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Interaction } from '@abitura/contracts';
import { INTERACTION_TYPES } from '@abitura/contracts/vocabulary';
import { useSession, useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { InteractionIcon } from '../../components/InteractionIcon.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { ResourcePager } from '../../components/TablePager.js';
import { TabSection } from '../../components/TabSection.js';
import { LabelledLine, TimelineByline, TimelineCard, TimelineList } from '../../components/Timeline.js';
import { useInteractionDetails } from '../../models/interactionDetails.js';
import { useReferenceList, type ReferenceListView } from '../../models/referenceLists.js';
import { InteractionDialog } from './InteractionDialog.js';
import { MANAGE_INTERACTIONS } from './permissions.js';
import type { InteractionCategory, TimelineModel } from './timelineModel.js';

/** Every type in the filter, by the vocabulary's priority. */
const ALL_TYPES: readonly string[] = [...INTERACTION_TYPES].sort((a, b) => a.priority - b.priority).map((entry) => entry.type);

export function InteractionsTab({ model }: { model: TimelineModel }) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const types = useReferenceList('interactionTypes', { withArchived: true });
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  const recorded = useSignalValue(model.recorded);
  const chosenTypes = useSignalValue(model.types);
  const category = useSignalValue(model.category);
  const [adding, setAdding] = useState(false);
  const canRecord = session.can(MANAGE_INTERACTIONS);
  const narrowed = chosenTypes.length > 0 || category !== '';
  useFirstLoad(model, true);

  return (
    <TabSection
      title={t('timeline.title')}
      notice={recorded ? <FeedbackNotice text={t('timeline.recorded', { type: types.labelOf(recorded.type) || recorded.name })} onClose={model.dismissRecorded} /> : null}
      actions={
        canRecord ? (
          <Button
            onClick={() => {
              model.dismissRecorded();
              setAdding(true);
            }}
          >
            {t('timeline.add')}
          </Button>
        ) : null
      }
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-end' }}>
        <TypeFilter types={types} value={chosenTypes} onChange={model.setTypes} />
        <ChoiceField
          label={t('timeline.category')}
          value={category}
          choices={(['users', 'system'] as const).map((value) => ({ value, label: t(`timeline.categories.${value}`) }))}
          noneLabel={t('timeline.categories.all')}
          onChange={(value) => model.setCategory(value as InteractionCategory | '')}
          minWidth={200}
        />
        {narrowed ? (
          <Button variant="plain" color="neutral" onClick={model.resetFilters}>
            {t('timeline.resetFilters')}
          </Button>
        ) : null}
      </Stack>
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: narrowed ? t('timeline.noneFiltered') : t('timeline.empty'), hint: canRecord && !narrowed ? t('timeline.emptyHint') : undefined }}>
        <TimelineList label={t('timeline.list')} busy={loading}>
          {items.map((item) => (
            <TimelineEntry key={item.id} item={item} types={types} fresh={recorded?.id === item.id} />
          ))}
        </TimelineList>
        <ResourcePager resource={model} />
      </ResourceArea>
      {canRecord ? <InteractionDialog open={adding} model={model} onClose={() => setAdding(false)} /> : null}
    </TabSection>
  );
}

function TypeFilter({ types, value, onChange }: { types: ReferenceListView; value: readonly string[]; onChange: (types: string[]) => void }) {
  const { t } = useTranslation('applicant');
  const labelId = useId();
  const labelOf = useMemo(() => (type: string) => types.labelOf(type) || type, [types]);
  return (
    <FormControl sx={{ flex: 1, minWidth: 0, maxWidth: { md: 520 } }}>
      <FormLabel id={labelId}>{t('timeline.types')}</FormLabel>
      <Autocomplete<string, true>
        multiple
        options={[...ALL_TYPES]}
        value={[...value]}
        getOptionLabel={labelOf}
        placeholder={value.length === 0 ? t('timeline.anyType') : ''}
        onChange={(_event, next) => onChange(next)}
        clearText={t('form.clear')}
        openText={t('form.open')}
        closeText={t('form.close')}
        noOptionsText={t('timeline.noTypes')}
        slotProps={{ input: { 'aria-labelledby': labelId } }}
      />
    </FormControl>
  );
}

function TimelineEntry({ item, types, fresh }: { item: Interaction; types: ReferenceListView; fresh: boolean }) {
  const { t } = useTranslation('applicant');
  const { details, fieldName } = useInteractionDetails();
  const entry = types.find(item.type);
  const comment = typeof item.action_data.comment === 'string' && item.action_data.comment.trim() !== '' ? item.action_data.comment : null;
  return (
    <TimelineCard fresh={fresh}>
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <InteractionIcon icon={typeof entry?.data.icon === 'string' ? entry.data.icon : item.icon} color={entry?.data.color ?? item.color} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} alignItems="baseline" useFlexGap flexWrap="wrap">
            <Typography level="title-sm" component="span">
              {entry?.label ?? item.name}
            </Typography>
            <Typography level="body-xs" textColor="text.tertiary" component="span">
              {t(`timeline.categories.${item.category}`)}
            </Typography>
            <TimelineByline date={item.date} author={item.author} noAuthor={t('timeline.noAuthor')} />
          </Stack>
          {details(item).map((line) => (
            <LabelledLine key={line.field} label={fieldName(line.field)} level={line.field === 'result' ? 'body-md' : 'body-sm'} sx={{ mt: 0.5 }}>
              {line.ltr ? <bdi dir="ltr">{line.text}</bdi> : line.text}
            </LabelledLine>
          ))}
          {item.organization ? (
            <LabelledLine label={t('timeline.organization')} level="body-sm" sx={{ mt: 0.5 }}>
              {item.organization.name}
            </LabelledLine>
          ) : null}
          {comment ? (
            <Typography level="body-sm" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
              {comment}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </TimelineCard>
  );
}
