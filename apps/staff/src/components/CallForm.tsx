/**
 * The one form every call is logged with, on the call card and on the applicant's page: direction,
 * talk theme (the talkThemes list as administrators keep it), talk result, then the callback time
 * when the result takes one (required for "call back later"; a 24-hour picker that refuses Sundays
 * and the past), the organization the call was about, and a comment. Ctrl+Enter sends it from
 * any field.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_RESULTS } from '@abitura/contracts/vocabulary';
import { DateTimePicker } from '@abitura/ui';
import { hasText, TextField, useFieldErrorText } from './FormDialog.js';
import { useFormState } from './useFormState.js';
import type { FieldErrors, FormModel } from '../models/formModel.js';
import { choicesOf, useReferenceList } from '../models/referenceLists.js';
import { OrganizationField } from './OrganizationField.js';
import { callbackAllowed, callbackRequired, type CallValues } from '../models/callValues.js';
import type { RegisteredCall } from '../models/callFlowModel.js';
import { CallStepForm } from './CallStepForm.js';
import { RadioChoice } from './RadioChoice.js';

export interface CallFormProps {
  form: FormModel<CallValues, RegisteredCall>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (form: HTMLFormElement) => void;
}

/**
 * A callback date or time with text in it while the value is empty: typed in part, or refused by
 * the picker (a Sunday, the past). The model cannot see it, so the page names it before sending.
 */
export function unfinishedCallback(form: HTMLFormElement, values: CallValues): FieldErrors<CallValues> {
  const typed = hasText(form, 'callbackAtDate') || hasText(form, 'callbackAtTime');
  return callbackAllowed(values.result) && values.callbackAt === '' && typed ? { callbackAt: { key: 'callbackUnfinished' } } : {};
}

export function CallForm({ form, formRef, onSubmit }: CallFormProps) {
  const { t } = useTranslation('calls');
  const errorText = useFieldErrorText('calls:errors');
  const { values, errors, submitting, formError } = useFormState(form);
  const themes = useReferenceList('talkThemes');
  const takesCallback = callbackAllowed(values.result);

  return (
    <CallStepForm formRef={formRef} onSubmit={onSubmit} title={t('call.title')} submitLabel={t('call.submit')} submitting={submitting} formError={formError}>
      <RadioChoice
        name="direction"
        label={t('call.direction')}
        value={values.direction}
        choices={(['incoming', 'outgoing'] as const).map((value) => ({ value, label: t(`call.directions.${value}`) }))}
        onChange={(value) => form.set('direction', value as CallValues['direction'])}
        error={errorText(errors.direction)}
        required
      />
      <RadioChoice
        name="theme"
        label={t('call.theme')}
        value={values.theme}
        choices={choicesOf(themes.items)}
        onChange={(value) => form.set('theme', value)}
        error={errorText(errors.theme)}
        required
      />
      <RadioChoice
        name="result"
        label={t('call.result')}
        value={values.result}
        choices={CALL_RESULTS.map((entry) => ({ value: String(entry.value), label: t(`results.${entry.value}`) }))}
        onChange={(value) => form.set('result', value)}
        error={errorText(errors.result)}
        required
      />
      {takesCallback ? (
        // A problem named on submit goes once the time is typed again, so the picker's own refusal (a Sunday) shows.
        <Stack spacing={0.5} onInput={() => errors.callbackAt && form.set('callbackAt', values.callbackAt)}>
          <DateTimePicker
            label={t('call.callbackAt')}
            name="callbackAt"
            value={values.callbackAt}
            onChange={(value) => form.set('callbackAt', value)}
            disableDays="sundays"
            min={new Date()}
            step={5}
            required={callbackRequired(values.result)}
            error={errorText(errors.callbackAt)}
          />
          <Typography level="body-xs" textColor="text.tertiary">
            {callbackRequired(values.result) ? t('call.callbackRequiredHint') : t('call.callbackOptionalHint')}
          </Typography>
        </Stack>
      ) : null}
      <OrganizationField name="organization" label={t('call.organization')} value={values.organization} onChange={(value) => form.set('organization', value)} error={errorText(errors.organization)} hint={t('call.organizationHint')} />
      <TextField name="comment" label={t('call.comment')} value={values.comment} onChange={(value) => form.set('comment', value)} error={errorText(errors.comment)} multiline maxLength={4000} />
    </CallStepForm>
  );
}
