/**
 * After the call is registered: the follow-up interaction (its type suggested by the talk result,
 * a result, a comment) and, when asked, a letter from a template (the type's own active template
 * unless another is chosen) to the person's address or another. A template that cannot be found
 * is the server's refusal, shown on the field it concerns; nothing was written then.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormFailure, TextField, useFieldErrorText } from '../../components/FormDialog.js';
import { useFormState } from '../../components/useFormState.js';
import type { FormModel } from '../../models/formModel.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import type { CreatedFollowUp, TemplateList } from './callCardModel.js';
import { FOLLOW_UP_TYPES, type FollowUpValues } from './callValues.js';
import { submitOnCtrlEnter } from './submitKeys.js';

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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} onKeyDown={submitOnCtrlEnter} aria-labelledby="follow-up-title">
      <Stack spacing={2}>
        <div>
          <Typography level="title-lg" component="h2" id="follow-up-title">
            {t('followUp.title')}
          </Typography>
          <Typography level="body-sm" textColor="text.secondary">
            {t('followUp.subtitle')}
          </Typography>
        </div>
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
        <FormFailure failure={formError} />
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <Button type="submit" loading={submitting}>
            {t('followUp.submit')}
          </Button>
          <Button variant="plain" color="neutral" disabled={submitting} onClick={onSkip}>
            {t('followUp.skip')}
          </Button>
          <Typography level="body-xs" textColor="text.tertiary">
            {t('call.keysHint')}
          </Typography>
        </Stack>
      </Stack>
    </form>
  );
}
