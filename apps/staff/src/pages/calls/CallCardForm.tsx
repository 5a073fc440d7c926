/**
 * The frame both forms of the call card share (the call, then its follow-up): a titled form that
 * Ctrl+Enter sends from any field, the failure no field explains, and the buttons with the keys
 * hint beside them. The page reads the form element on submit, so it gets it rather than the event.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/FormDialog.js';
import type { Failure } from '../../models/failure.js';
import { submitOnCtrlEnter } from './submitKeys.js';

export interface CallCardFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (form: HTMLFormElement) => void;
  /** The title's id, which names the form. */
  titleId: string;
  title: string;
  subtitle?: string;
  submitLabel: string;
  submitting: boolean;
  formError: Failure | null;
  /** Buttons after the submit button (skipping the follow-up). */
  actions?: ReactNode;
  children: ReactNode;
}

export function CallCardForm({ formRef, onSubmit, titleId, title, subtitle, submitLabel, submitting, formError, actions, children }: CallCardFormProps) {
  const { t } = useTranslation('calls');
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
