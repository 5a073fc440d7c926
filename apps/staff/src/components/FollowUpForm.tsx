/**
 * After the call is registered: the follow-up interaction (its type suggested by the talk result,
 * a result, a comment) and, when asked, a letter from a template (the type's own active template
 * unless another is chosen) to the person's address or another. A template that cannot be found
 * is the server's refusal, shown on the field it concerns; nothing was written then.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ChoiceField } from './ChoiceField.js';
import { TextField, useFieldErrorText } from './FormDialog.js';
import { useFormState } from './useFormState.js';
import type { FormModel } from '../models/formModel.js';
import type { LoadedResource } from '../models/loadedResource.js';
import type { CreatedFollowUp, TemplateList } from '../models/callFlowModel.js';
import { FOLLOW_UP_TYPES, type FollowUpValues } from '../models/callValues.js';
import { CallStepForm } from './CallStepForm.js';

export interface FollowUpFormProps {
  form: FormModel<FollowUpValues, CreatedFollowUp>;
  templates: LoadedResource<TemplateList>;
  /** The person's own address, which an empty e-mail field stands for. */
  personEmail: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (form: HTMLFormElement) => void;
  onSkip: () => void;
}

export function FollowUpForm({ form, templates, personEmail, formRef, onSubmit, onSkip }: FollowUpFormProps) {
  const { t } = useTranslation('calls');
  const errorText = useFieldErrorText('calls:errors');
  const { values, errors, submitting, formError } = useFormState(form);
  const list = useSignalValue(templates.value);

  return (
    <CallStepForm
      formRef={formRef}
      onSubmit={onSubmit}
      title={t('followUp.title')}
      subtitle={t('followUp.subtitle')}
      submitLabel={t('followUp.submit')}
      submitting={submitting}
      formError={formError}
      actions={
        <Button variant="plain" color="neutral" disabled={submitting} onClick={onSkip}>
          {t('followUp.skip')}
        </Button>
      }
    >
      <ChoiceField
        name="actionType"
        label={t('followUp.type')}
        value={values.actionType}
        choices={FOLLOW_UP_TYPES.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        noneLabel={t('followUp.notChosen')}
        onChange={(value) => form.set('actionType', value)}
        error={errorText(errors.actionType)}
        required
      />
      <TextField name="result" label={t('followUp.result')} value={values.result} onChange={(value) => form.set('result', value)} error={errorText(errors.result)} maxLength={500} />
      <TextField name="comment" label={t('followUp.comment')} value={values.comment} onChange={(value) => form.set('comment', value)} error={errorText(errors.comment)} multiline maxLength={4000} />
      <Checkbox name="notify" label={t('followUp.notify')} checked={values.notify} onChange={(event) => form.set('notify', event.target.checked)} />
      {values.notify ? (
        <>
          <ChoiceField
            name="template"
            label={t('followUp.template')}
            value={values.template}
            choices={list.items.map((item) => ({ value: item.code, label: `${item.name} (${item.code})` }))}
            noneLabel={t('followUp.typeTemplate')}
            onChange={(value) => form.set('template', value)}
            error={errorText(errors.template)}
            hint={t('followUp.templateHint')}
          />
          <TextField
            name="email"
            type="email"
            dir="ltr"
            label={t('followUp.email')}
            value={values.email}
            onChange={(value) => form.set('email', value)}
            error={errorText(errors.email)}
            hint={personEmail ? t('followUp.emailHint', { email: personEmail }) : t('followUp.noEmailHint')}
            maxLength={254}
            spellCheck={false}
          />
        </>
      ) : null}
    </CallStepForm>
  );
}
