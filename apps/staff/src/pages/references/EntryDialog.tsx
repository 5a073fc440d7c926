/**
 * Adds an entry to an editable reference list, or renames one: the code (when adding) and the
 * label, checked as the contract checks them, with the server's objections on their fields. On a
 * refusal or a network failure the dialog stays open with what was typed.
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
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '@abitura/sdk/contracts';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure, Outcome } from '../../models/failure.js';
import { checkEntry, ENTRY_LIMITS, failureToFields, type EntryError, type EntryErrors, type EntryField, type EntryValues } from './entryForm.js';

export type EntryDialogState = { mode: 'create' } | { mode: 'rename'; item: ReferenceItem } | null;

export interface EntryDialogProps {
  state: EntryDialogState;
  /** The list's readable title. */
  listTitle: string;
  onSubmit: (values: EntryValues) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

export function EntryDialog({ state, listTitle, onSubmit, onClose }: EntryDialogProps) {
  const { t } = useTranslation('references');
  const failureText = useFailureText();
  const titleId = useId();
  const [values, setValues] = useState<EntryValues>({ code: '', label: '' });
  const [errors, setErrors] = useState<EntryErrors>({});
  const [formError, setFormError] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  // Each opening starts from the entry (or empty), without the last attempt's problems.
  useEffect(() => {
    if (!state) return;
    setValues(state.mode === 'rename' ? { code: state.item.code, label: state.item.label } : { code: '', label: '' });
    setErrors({});
    setFormError(null);
  }, [state]);

  const mode = state?.mode ?? 'create';
  const errorText = (error: EntryError | undefined) => (!error ? null : 'text' in error ? error.text : t(`form.errors.${error.key}`));
  const set = (field: EntryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = checkEntry(values, mode);
    setErrors(found);
    setFormError(null);
    const first = (['code', 'label'] as const).find((field) => found[field]);
    if (first) {
      focus(form, first);
      return;
    }
    setBusy(true);
    try {
      const outcome = await onSubmit(values);
      if (outcome.ok) {
        onClose();
        return;
      }
      const { fields, rest } = failureToFields(outcome.failure);
      setErrors(fields);
      setFormError(rest);
      const field = (['code', 'label'] as const).find((name) => fields[name]);
      if (field) focus(form, field);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={state !== null} onClose={() => (busy ? undefined : onClose())}>
      <ModalDialog aria-labelledby={titleId} sx={{ width: 'min(520px, 100%)' }}>
        <ModalClose aria-label={t('form.close')} disabled={busy} />
        <DialogTitle id={titleId} component="h2">
          {state?.mode === 'rename' ? t('form.renameTitle', { code: state.item.code }) : t('form.createTitle', { title: listTitle })}
        </DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent sx={{ overflow: 'visible' }}>
            <Stack spacing={2}>
              {mode === 'create' ? (
                <FormControl error={Boolean(errors.code)} required>
                  <FormLabel>{t('form.code')}</FormLabel>
                  <Input
                    name="code"
                    value={values.code}
                    autoFocus
                    onChange={(event) => set('code', event.target.value)}
                    slotProps={{ input: { maxLength: ENTRY_LIMITS.code + 10, dir: 'ltr', autoComplete: 'off', spellCheck: false } }}
                  />
                  <FormHelperText>{errorText(errors.code) ?? t('form.codeHint')}</FormHelperText>
                </FormControl>
              ) : null}
              <FormControl error={Boolean(errors.label)} required>
                <FormLabel>{t('form.label')}</FormLabel>
                <Input
                  name="label"
                  value={values.label}
                  autoFocus={mode === 'rename'}
                  onChange={(event) => set('label', event.target.value)}
                  slotProps={{ input: { maxLength: ENTRY_LIMITS.label + 10, autoComplete: 'off' } }}
                />
                {errors.label ? <FormHelperText>{errorText(errors.label)}</FormHelperText> : null}
              </FormControl>
              {formError ? (
                <Alert role="alert" color="danger" variant="soft">
                  {failureText(formError)}
                </Alert>
              ) : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button type="submit" loading={busy}>
              {mode === 'create' ? t('form.create') : t('form.save')}
            </Button>
            <Button variant="plain" color="neutral" disabled={busy} onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}

function focus(form: HTMLFormElement, field: EntryField): void {
  const input = form.elements.namedItem(field);
  if (input instanceof HTMLInputElement) input.focus();
}
