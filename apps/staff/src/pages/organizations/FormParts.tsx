/**
 * The pieces every dialog of the organization pages is built from: a modal form (Enter submits,
 * Escape and the close button cancel unless a save runs), text fields whose problems come from the
 * form models, and the form-level failure. Problems are translated here, so models stay
 * language-free.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useCallback, useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../models/failure.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { FieldError } from './formModel.js';

/** A field problem as a sentence of the interface language (the server's own sentence as is). */
export function useFieldErrorText(): (error: FieldError | undefined) => string | null {
  const { t } = useTranslation('organizations');
  return useCallback((error) => {
    if (!error) return null;
    return 'text' in error ? error.text : t(`errors.${error.key}`, error.values ?? {});
  }, [t]);
}

/** The first element of a form with a problem, so the person lands where to fix it. */
export function focusFirstProblem(form: HTMLFormElement, fields: readonly string[], errors: Partial<Record<string, unknown>>): void {
  const name = fields.find((field) => errors[field]);
  if (!name) return;
  const target = form.querySelector<HTMLElement>(`[name="${name}"], [data-field="${name}"] button, [data-field="${name}"] input`);
  target?.focus();
}

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitting: boolean;
  /** A failure not tied to one field. */
  formError: Failure | null;
  onSubmit: (form: HTMLFormElement) => void;
  onClose: () => void;
  children: ReactNode;
  /** @default 560 */
  width?: number;
}

export function FormDialog({ open, title, submitLabel, submitting, formError, onSubmit, onClose, children, width = 560 }: FormDialogProps) {
  const { t } = useTranslation('organizations');
  const failureText = useFailureText();
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(event.currentTarget);
  };
  return (
    <Modal open={open} onClose={() => (submitting ? undefined : onClose())}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: `min(${width}px, 100%)`, maxHeight: '100dvh', overflowY: 'auto' }}>
        <ModalClose aria-label={t('form.close')} disabled={submitting} />
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        <form noValidate onSubmit={submit}>
          <DialogContent sx={{ overflow: 'visible' }}>
            <Stack spacing={2}>
              {children}
              {formError ? (
                <Alert role="alert" color="danger" variant="soft">
                  {failureText(formError)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ pt: 2 }}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
            <Button variant="plain" color="neutral" disabled={submitting} onClick={onClose}>
              {t('form.cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldError | undefined;
  hint?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
  type?: 'text' | 'email' | 'url';
  /** Codes, e-mails and addresses of the web read left to right in every language. */
  dir?: 'ltr';
  /** Several lines (a comment); Enter then makes a new line and Ctrl+Enter submits. */
  multiline?: boolean;
  maxLength?: number;
}

export function TextField({ name, label, value, onChange, error, hint, required = false, autoFocus = false, type = 'text', dir, multiline = false, maxLength }: TextFieldProps) {
  const errorText = useFieldErrorText()(error);
  const input = { ...(dir ? { dir } : {}), ...(maxLength ? { maxLength } : {}) };
  return (
    <FormControl required={required} error={errorText !== null}>
      <FormLabel>{label}</FormLabel>
      {multiline ? (
        <Textarea
          name={name}
          value={value}
          minRows={2}
          maxRows={8}
          error={errorText !== null}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) event.currentTarget.closest('form')?.requestSubmit();
          }}
          slotProps={{ textarea: input }}
        />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          autoFocus={autoFocus}
          error={errorText !== null}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ input }}
        />
      )}
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : hint ? <FormHelperText>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
