/**
 * "Add interaction": a staff type (the system ones move the processing status and belong to the
 * header's buttons), a result, the organization it concerned (optional), when it happened (24-hour
 * time, not in the future; empty for now) and a comment. A refusal keeps what was typed, with the
 * server's objections on their fields.
 */
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormDialog, hasText, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { OrganizationField } from '../../components/OrganizationField.js';
import { INTERACTION_FIELDS, STAFF_TYPES, type TimelineModel } from './timelineModel.js';

export interface InteractionDialogProps {
  open: boolean;
  model: TimelineModel;
  onClose: () => void;
}

export function InteractionDialog({ open, model, onClose }: InteractionDialogProps) {
  const { t } = useTranslation('applicant');
  const errorText = useFieldErrorText('applicant:errors');
  const types = useReferenceList('interactionTypes');
  const form = model.form;
  const { values, errors, dialog } = useFormDialog({
    form,
    open,
    fields: INTERACTION_FIELDS,
    onSaved: onClose,
    onClose,
    // A date or time typed but not taken (unfinished, or refused as in the future) must not turn into "now".
    halfTyped: (element, current) => (current.date === '' && (hasText(element, 'dateDate') || hasText(element, 'dateTime')) ? { date: { key: 'when' } } : {}),
    save: model.record,
  });

  return (
    <FormDialog {...dialog} title={t('timeline.dialogTitle')} submitLabel={t('timeline.submit')} width={640}>
        <ChoiceField
          name="type"
          label={t('timeline.type')}
          value={values.type}
          choices={STAFF_TYPES.map((type) => ({ value: type, label: types.labelOf(type) }))}
          noneLabel={t('form.notChosen')}
          onChange={(value) => form.set('type', value)}
          error={errorText(errors.type)}
          hint={t('timeline.typeHint')}
          required
        />
        <TextField name="result" label={t('timeline.result')} value={values.result} onChange={(value) => form.set('result', value)} error={errorText(errors.result)} maxLength={500} />
        <OrganizationField name="organization" label={t('timeline.organization')} value={values.organization} onChange={(value) => form.set('organization', value)} error={errorText(errors.organization)} hint={t('timeline.organizationHint')} />
        <DateTimePicker label={t('timeline.date')} name="date" value={values.date} onChange={(value) => form.set('date', value)} max={new Date()} step={5} error={errorText(errors.date)} />
        <Typography level="body-xs" textColor="text.tertiary">
          {t('timeline.dateHint')}
        </Typography>
        <TextField name="comment" label={t('timeline.comment')} value={values.comment} onChange={(value) => form.set('comment', value)} error={errorText(errors.comment)} multiline maxLength={4000} />
    </FormDialog>
  );
}
