/**
 * The pieces every form dialog of the app is built from: a modal frame (its title is the dialog's
 * name; Escape and the close button cancel unless a save runs, asking first when text was typed), a form inside it (Enter submits;
 * the failure no field explains above the buttons), text fields whose problems come translated
 * from the form models, and the focus moved to the first field with a problem.
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
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useCallback, useEffect, useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedModal } from '@abitura/ui';
import type { Failure } from '../models/failure.js';
import type { FieldError, FieldErrors, FormModel, SubmitResult } from '../models/formModel.js';
import { useFailureText } from './useFailureText.js';
import { useFormState } from './useFormState.js';

/**
 * A field problem as a sentence of the interface language: a key under `prefix` (such as
 * 'organizations:errors') with its values and any `values` the dialog adds, or the server's
 * sentence as is.
 */
export function useFieldErrorText(prefix: string): (error: FieldError | undefined, values?: Record<string, string | number>) => string | null {
  const { t } = useTranslation();
  return useCallback((error, values = {}) => {
    if (!error) return null;
    return 'text' in error ? error.text : t(`${prefix}.${error.key}`, { ...values, ...error.values });
  }, [t, prefix]);
}

/**
 * Whether a person can land on the element with Tab: not disabled, not hidden from them (a
 * select's hidden value input, an aria-hidden copy), not a hidden input.
 */
export function isReachable(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.tabIndex >= 0 && !element.hasAttribute('disabled') && element.closest('[aria-hidden="true"]') === null;
}

/** The control Tab would land on in a radio group: its chosen radio, else the element itself. */
function chosenRadio(form: HTMLFormElement, element: HTMLElement): HTMLElement {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.name === '') return element;
  return form.querySelector<HTMLInputElement>(`input[type="radio"][name="${element.name}"]:checked`) ?? element;
}

/**
 * Moves the focus to the first field of a form with a problem, so the person lands where to fix
 * it: the field by its name, or the first control a person can reach inside an element marked
 * `data-field` (a picker, a radio group, a date and time pair), the chosen radio of a group. True
 * when a field took the focus.
 */
export function focusFirstProblem(form: HTMLFormElement, fields: readonly string[], errors: Partial<Record<string, unknown>>): boolean {
  const name = fields.find((field) => errors[field]);
  if (!name) return false;
  const inside = ['input', 'button', 'textarea', 'select', '[tabindex]'].map((control) => `[data-field="${name}"] ${control}`);
  const candidates = form.querySelectorAll<HTMLElement>([`[name="${name}"]`, ...inside].join(', '));
  const target = [...candidates].find(isReachable);
  if (!target) return false;
  chosenRadio(form, target).focus();
  return true;
}

/** A field with digits in it (a date or time typed in part, or refused by its own check). */
export function hasText(form: HTMLFormElement, name: string): boolean {
  const input = form.elements.namedItem(name);
  return input instanceof HTMLInputElement && /\d/.test(input.value);
}

/**
 * The phone field shows digits beyond the country code while PhoneInput reports no complete
 * number: the person typed part of one, which must not be dropped silently.
 */
export function phoneIncomplete(form: HTMLFormElement, name: string, value: string): boolean {
  const input = form.elements.namedItem(name);
  const digits = input instanceof HTMLInputElement ? input.value.replace(/\D/g, '') : '';
  return value === '' && digits.length > 1;
}

export interface DialogFrameProps {
  open: boolean;
  title: string;
  /** A save runs: the dialog cannot be closed. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
  /** @default 560 */
  width?: number;
}

/** A modal dialog named by its title, scrolling inside the screen when it is taller. */
export function DialogFrame({ open, title, busy, onClose, children, width = 560 }: DialogFrameProps) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <GuardedModal open={open} busy={busy} onClose={onClose}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: `min(${width}px, 100%)`, maxHeight: '100dvh', overflowY: 'auto' }}>
        <ModalClose aria-label={t('dialog.close')} disabled={busy} />
        <DialogTitle id={titleId} component="h2">
          {title}
        </DialogTitle>
        {children}
      </ModalDialog>
    </GuardedModal>
  );
}

export interface DialogFormProps {
  submitLabel: string;
  submitting: boolean;
  /** A failure not tied to one field. */
  formError: Failure | null;
  onSubmit: (form: HTMLFormElement) => void;
  onCancel: () => void;
  children: ReactNode;
  /**
   * Shows the record to someone who may not change it: every field disabled (a disabled
   * fieldset), no submit button, and «Закрыть» for the way out.
   * @default false
   */
  readOnly?: boolean;
}

/** The failure no field explains, above a form's buttons. */
export function FormFailure({ failure }: { failure: Failure | null }) {
  const failureText = useFailureText();
  return failure ? (
    <Alert role="alert" color="danger" variant="soft">
      {failureText(failure)}
    </Alert>
  ) : null;
}

export interface PageFormFooterProps {
  formError: Failure | null;
  submitLabel: string;
  submitting: boolean;
  /** The way out beside the submit button (back to a list, or out of an edit mode). */
  cancel: ReactNode;
}

/** The end of a form on a page rather than in a dialog: the failure no field explains, submit, the way out. */
export function PageFormFooter({ formError, submitLabel, submitting, cancel }: PageFormFooterProps) {
  return (
    <>
      <FormFailure failure={formError} />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {cancel}
      </Stack>
    </>
  );
}

/** A dialog's form: its fields, the failure no field explains, then submit and cancel. */
export function DialogForm({ submitLabel, submitting, formError, onSubmit, onCancel, children, readOnly = false }: DialogFormProps) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!readOnly) onSubmit(event.currentTarget);
  };
  const fields = (
    <Stack spacing={2}>
      {children}
      <FormFailure failure={formError} />
    </Stack>
  );
  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ overflow: 'visible' }}>
        {readOnly ? (
          <fieldset disabled style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            {fields}
          </fieldset>
        ) : (
          fields
        )}
      </DialogContent>
      <DialogActions sx={{ pt: 2 }}>
        {readOnly ? null : (
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        )}
        <Button variant="plain" color="neutral" disabled={submitting} onClick={onCancel}>
          {readOnly ? t('actions.close') : t('actions.cancel')}
        </Button>
      </DialogActions>
    </form>
  );
}

export interface FormDialogProps extends Omit<DialogFormProps, 'onCancel'> {
  open: boolean;
  title: string;
  onClose: () => void;
  /** @default 560 */
  width?: number;
}

/** A dialog that is one form (add, edit, rename). */
export function FormDialog({ open, title, onClose, width, ...form }: FormDialogProps) {
  return (
    <DialogFrame open={open} title={title} busy={form.submitting} onClose={onClose} {...(width ? { width } : {})}>
      <DialogForm {...form} onCancel={onClose} />
    </DialogFrame>
  );
}

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem, already in words. */
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
  type?: 'text' | 'email' | 'url';
  /** Codes, logins, e-mails and addresses of the web read left to right in every language. */
  dir?: 'ltr';
  /** Several lines (a comment); Enter then makes a new line and Ctrl+Enter submits. */
  multiline?: boolean;
  maxLength?: number;
  /** @default true; off for codes, which are not words */
  spellCheck?: boolean;
}

export function TextField({ name, label, value, onChange, error, hint, required = false, autoFocus = false, type = 'text', dir, multiline = false, maxLength, spellCheck }: TextFieldProps) {
  const errorText = error ?? null;
  const input = { ...(dir ? { dir } : {}), ...(maxLength ? { maxLength } : {}), ...(spellCheck === false ? { spellCheck } : {}) };
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

export interface UseFormDialogOptions<V extends object, R> {
  form: FormModel<V, R>;
  open: boolean;
  /** The fields in the dialog's order, for moving the focus to the first with a problem. */
  fields: readonly (keyof V & string)[];
  /** The form was saved; the dialog's owner closes it. */
  onSaved: (value: R) => void;
  onClose: () => void;
  /** A masked phone field, whose half-typed number must not be dropped silently. */
  phoneField?: keyof V & string;
  /** Other problems only the inputs show (a date typed but not taken), added to the model's checks. */
  halfTyped?: (element: HTMLFormElement, values: V) => FieldErrors<V>;
  /** Saves, with what the owner's model does after a save. @default the form's own submit */
  save?: (extra: FieldErrors<V>) => Promise<SubmitResult<R>>;
}

/**
 * Binds a form model to a FormDialog: every opening starts over (from the record as it is now, or
 * empty), a failed save keeps the values, and a submit either saves, closes when nothing changed,
 * or moves the focus to the first problem.
 */
export function useFormDialog<V extends object, R>({ form, open, fields, onSaved, onClose, phoneField, halfTyped, save = form.submit }: UseFormDialogOptions<V, R>) {
  const { values, errors, submitting, formError } = useFormState(form);
  useEffect(() => {
    if (open) form.reset();
  }, [open, form]);

  const submit = async (element: HTMLFormElement) => {
    const current = form.values.peek();
    const phoneHalfTyped = phoneField !== undefined && phoneIncomplete(element, phoneField, String(current[phoneField]));
    const extra = { ...(halfTyped ? halfTyped(element, current) : {}), ...(phoneHalfTyped ? ({ [phoneField]: { key: 'phone' } } as FieldErrors<V>) : {}) };
    const result = await save(extra);
    if (result.kind === 'saved') onSaved(result.value);
    else if (result.kind === 'unchanged') onClose();
    else focusFirstProblem(element, fields, form.errors.peek());
  };

  return { values, errors, dialog: { open, submitting, formError, onSubmit: (element: HTMLFormElement) => void submit(element), onClose } };
}
