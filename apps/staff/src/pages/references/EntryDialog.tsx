/**
 * Adds an entry to an editable reference list, or renames one: the code (when adding) and the
 * label, checked as the contract checks them, with the server's objections on their fields. On a
 * refusal or a network failure the dialog stays open with what was typed.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '@abitura/contracts';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkEntry, ENTRY_FIELDS, ENTRY_LIMITS, entryConflict, type EntryValues } from './entryForm.js';

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
  const errorText = useFieldErrorText('references:form.errors');
  // The dialog sends through the latest onSubmit, read at call time.
  const submitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    submitRef.current = onSubmit;
  });
  const mode = state?.mode ?? 'create';
  // Each opening starts from the entry (or empty), without the last attempt's problems.
  const form = useMemo(
    () =>
      createFormModel<EntryValues, unknown>({
        initial: state?.mode === 'rename' ? { code: state.item.code, label: state.item.label } : { code: '', label: '' },
        validate: (values) => checkEntry(values, state?.mode ?? 'create'),
        send: (values) => submitRef.current(values),
        conflict: entryConflict,
      }),
    [state],
  );
  const { values, errors, dialog } = useFormDialog({ form, open: state !== null, fields: ENTRY_FIELDS, onSaved: onClose, onClose });

  return (
    <FormDialog
      {...dialog}
      title={state?.mode === 'rename' ? t('form.renameTitle', { code: state.item.code }) : t('form.createTitle', { title: listTitle })}
      submitLabel={mode === 'create' ? t('form.create') : t('form.save')}
      width={520}
    >
      {mode === 'create' ? (
        <TextField
          name="code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          value={values.code}
          onChange={(value) => form.set('code', value)}
          error={errorText(errors.code)}
          required
          autoFocus
          dir="ltr"
          maxLength={ENTRY_LIMITS.code + 10}
          spellCheck={false}
        />
      ) : null}
      <TextField
        name="label"
        label={t('form.label')}
        value={values.label}
        onChange={(value) => form.set('label', value)}
        error={errorText(errors.label)}
        required
        autoFocus={mode === 'rename'}
        maxLength={ENTRY_LIMITS.label + 10}
      />
    </FormDialog>
  );
}
