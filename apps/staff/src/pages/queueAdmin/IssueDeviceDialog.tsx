/**
 * Registers a kiosk or a TV board under a name; the server answers with its key, which the
 * devices tab then shows once. On a refusal or a network failure the dialog keeps what was typed.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_KINDS } from '@abitura/contracts';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import type { Outcome } from '../../models/failure.js';
import { createFormModel } from '../../models/formModel.js';
import { checkDevice, DEVICE_FIELDS, DEVICE_NAME_LIMIT, type DeviceKind, type DeviceValues } from './devicesModel.js';

export interface IssueDeviceDialogProps {
  open: boolean;
  onSubmit: (values: DeviceValues) => Promise<Outcome<unknown>>;
  onClose: () => void;
}

export function IssueDeviceDialog({ open, onSubmit, onClose }: IssueDeviceDialogProps) {
  const { t } = useTranslation('queueAdmin');
  const errorText = useFieldErrorText('queueAdmin:form.errors');
  const submitRef = useRef(onSubmit);
  useLayoutEffect(() => {
    submitRef.current = onSubmit;
  });
  const form = useMemo(() => createFormModel<DeviceValues, unknown>({ initial: { kind: 'kiosk', name: '' }, validate: checkDevice, send: (values) => submitRef.current(values) }), []);
  const { values, errors, dialog } = useFormDialog({ form, open, fields: DEVICE_FIELDS, onSaved: onClose, onClose });
  const choices = DEVICE_KINDS.map((kind) => ({ value: kind, label: t(`devices.kinds.${kind}`) }));

  return (
    <FormDialog {...dialog} title={t('devices.issueTitle')} submitLabel={t('devices.issue')} width={480}>
      <ChoiceField name="kind" label={t('devices.kind')} value={values.kind} choices={choices} onChange={(value) => form.set('kind', value as DeviceKind)} error={errorText(errors.kind)} required />
      <TextField name="name" label={t('devices.name')} hint={t('devices.nameHint')} value={values.name} onChange={(value) => form.set('name', value)} error={errorText(errors.name)} required autoFocus maxLength={DEVICE_NAME_LIMIT + 10} />
    </FormDialog>
  );
}
