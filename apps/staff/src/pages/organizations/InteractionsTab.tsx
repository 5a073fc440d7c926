/**
 * The interactions tab: what staff did with the organization (visits, calls, letters, notes) as a
 * timeline, newest first, each with its type, when, who, the result and a comment; and for those
 * allowed a form to record a new one (Interaction/OrganizationCreate).
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_INTERACTION_TYPES, type OrganizationInteraction } from '@abitura/contracts';
import { DateTimePicker, useSession, useSignalValue } from '@abitura/ui';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { LabelledLine, TimelineByline, TimelineCard, TimelineList } from '../../components/Timeline.js';
import { useFormState } from '../../components/useFormState.js';
import { useReferenceList, type ReferenceListView } from '../../models/referenceLists.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ChoiceField } from '../../components/ChoiceField.js';
import { focusFirstProblem, FormFailure, TextField, useFieldErrorText } from '../../components/FormDialog.js';
import type { InteractionsModel, InteractionType } from './interactionsModel.js';
import { MANAGE_INTERACTIONS } from './permissions.js';

const CHIP_COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
type ChipColor = (typeof CHIP_COLORS)[number];

/** The colour a type's entry names, when Joy has it. */
function colorOf(types: ReferenceListView, type: string): ChipColor {
  const color = types.find(type)?.data.color;
  return (CHIP_COLORS as readonly unknown[]).includes(color) ? (color as ChipColor) : 'neutral';
}

export function InteractionsTab({ model }: { model: InteractionsModel }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const types = useReferenceList('interactionTypes', { withArchived: true });
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  const recorded = useSignalValue(model.recorded);
  const canRecord = session.can(MANAGE_INTERACTIONS);
  useFirstLoad(model, true);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: canRecord ? 'minmax(0, 3fr) minmax(320px, 2fr)' : '1fr' }, gap: 3, alignItems: 'start' }}>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <Typography level="title-lg" component="h2">
          {t('interactions.title')}
        </Typography>
        {recorded ? <FeedbackNotice text={t('interactions.recorded', { type: types.labelOf(recorded.type) })} onClose={model.dismissRecorded} /> : null}
        <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('interactions.empty'), hint: canRecord ? t('interactions.emptyHint') : undefined }}>
          <TimelineList label={t('interactions.timeline')} busy={loading}>
            {items.map((item) => (
              <TimelineEntry key={item.id} item={item} types={types} fresh={recorded?.id === item.id} />
            ))}
          </TimelineList>
        </ResourceArea>
      </Stack>
      {canRecord ? <RecordForm model={model} types={types} /> : null}
    </Box>
  );
}

function TimelineEntry({ item, types, fresh }: { item: OrganizationInteraction; types: ReferenceListView; fresh: boolean }) {
  const { t } = useTranslation('organizations');
  return (
    <TimelineCard fresh={fresh} edgeWidth={4}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Chip size="sm" variant="soft" color={colorOf(types, item.type)}>
          {types.labelOf(item.type)}
        </Chip>
        <TimelineByline date={item.date} author={item.author} noAuthor={t('interactions.noAuthor')} />
      </Stack>
      {item.result ? (
        <LabelledLine label={t('interactions.result')} level="body-md">
          {item.result}
        </LabelledLine>
      ) : null}
      {item.comment ? (
        <Typography level="body-sm" sx={{ whiteSpace: 'pre-line', mt: item.result ? 0.5 : 0 }}>
          {item.comment}
        </Typography>
      ) : null}
    </TimelineCard>
  );
}

function RecordForm({ model, types }: { model: InteractionsModel; types: ReferenceListView }) {
  const { t } = useTranslation('organizations');
  const errorText = useFieldErrorText('organizations:errors');
  const { values, errors, submitting, formError } = useFormState(model.form);
  const form = model.form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const done = await model.record();
    if (!done) focusFirstProblem(element, ['type', 'result', 'comment', 'date'], form.errors.peek());
  };

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md' }}>
      <Typography level="title-md" component="h3" sx={{ mb: 1.5 }}>
        {t('interactions.new')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <ChoiceField
            name="type"
            label={t('interactions.type')}
            value={values.type}
            choices={ORGANIZATION_INTERACTION_TYPES.map((type) => ({ value: type, label: types.labelOf(type) }))}
            onChange={(value) => form.set('type', value as InteractionType)}
            error={errorText(errors.type)}
            required
          />
          <TextField name="result" label={t('interactions.result')} value={values.result} onChange={(value) => form.set('result', value)} error={errorText(errors.result)} maxLength={500} />
          <TextField
            name="comment"
            label={t('interactions.comment')}
            hint={t('interactions.commentHint')}
            value={values.comment}
            onChange={(value) => form.set('comment', value)}
            error={errorText(errors.comment)}
            multiline
            maxLength={4000}
          />
          <DateTimePicker label={t('interactions.date')} name="date" value={values.date} onChange={(value) => form.set('date', value)} max={new Date()} error={errorText(errors.date)} />
          <Typography level="body-xs" textColor="text.tertiary">
            {t('interactions.dateHint')}
          </Typography>
          <FormFailure failure={formError} />
          <Box>
            <Button type="submit" loading={submitting}>
              {t('interactions.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Sheet>
  );
}
