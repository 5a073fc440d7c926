/**
 * The frame both steps of logging a call share (the call, then its follow-up), on the call card
 * and on the applicant's page alike: a titled form that Ctrl+Enter sends from any field, the
 * failure no field explains, and the buttons with the keys hint beside them. The owner reads the
 * form element on submit, so it gets it rather than the event.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from './FormDialog.js';
import type { Failure } from '../models/failure.js';
import { submitOnCtrlEnter } from './submitKeys.js';

export interface CallStepFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (form: HTMLFormElement) => void;
  title: string;
  subtitle?: string;
  submitLabel: string;
  submitting: boolean;
  formError: Failure | null;
  /** Buttons after the submit button (skipping the follow-up). */
  actions?: ReactNode;
  children: ReactNode;
}

export function CallStepForm({ formRef, onSubmit, title, subtitle, submitLabel, submitting, formError, actions, children }: CallStepFormProps) {
  const { t } = useTranslation('calls');
  // The title names the form.
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  const heading = (
    <Typography level="title-lg" component="h2" id={titleId}>
      {title}
    </Typography>
  );

  return (
    <form ref={formRef} noValidate onSubmit={submit} onKeyDown={submitOnCtrlEnter} aria-labelledby={titleId}>
      <Stack spacing={2}>
        {subtitle === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <Typography level="body-sm" textColor="text.secondary">
              {subtitle}
            </Typography>
          </div>
        )}
        {children}
        <FormFailure failure={formError} />
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {actions}
          <Typography level="body-xs" textColor="text.tertiary">
            {t('call.keysHint')}
          </Typography>
        </Stack>
      </Stack>
    </form>
  );
}
