/**
 * Adds a responsible contact (Organization/CreateResponsibles) or edits one
 * (Organization/UpdateResponsibles, the changed fields only). The phone has the Russian mask, the
 * e-mail is checked, and a phone or an e-mail is required; the server's objections show on their
 * fields. On a failed request the dialog stays open with everything typed.
 */
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Responsible } from '@abitura/contracts';
import { PhoneInput, useClient } from '@abitura/ui';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { createResponsibleForm, RESPONSIBLE_FIELDS } from './responsibleForm.js';

export interface ResponsibleDialogProps {
  open: boolean;
  organizationId: number;
  /** The contact to edit; null adds a new one. */
  contact: Responsible | null;
  onClose: () => void;
  onSaved: (contact: Responsible) => void;
}

export function ResponsibleDialog({ open, organizationId, contact, onClose, onSaved }: ResponsibleDialogProps) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const form = useMemo(() => createResponsibleForm(client, organizationId, contact), [client, organizationId, contact]);
  const { values, errors, dialog } = useFormDialog({ form, open, fields: RESPONSIBLE_FIELDS, onSaved, onClose, phoneField: 'phone' });
  const errorText = useFieldErrorText('organizations:errors');

  const set = form.set;
  return (
    <FormDialog {...dialog} title={contact ? t('contacts.editTitle') : t('contacts.createTitle')} submitLabel={contact ? t('form.save') : t('form.add')} width={640}>
      <Typography level="body-sm">{t('contacts.formIntro')}</Typography>
      <TextField name="fullname" label={t('contacts.fields.fullname')} value={values.fullname} onChange={(value) => set('fullname', value)} error={errorText(errors.fullname)} required autoFocus maxLength={200} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField name="position" label={t('contacts.fields.position')} value={values.position} onChange={(value) => set('position', value)} error={errorText(errors.position)} maxLength={200} />
        <TextField name="activity" label={t('contacts.fields.activity')} value={values.activity} onChange={(value) => set('activity', value)} error={errorText(errors.activity)} maxLength={300} />
        <PhoneInput name="phone" label={t('contacts.fields.phone')} value={values.phone} onChange={(value) => set('phone', value)} error={errorText(errors.phone)} />
        <TextField name="email" type="email" label={t('contacts.fields.email')} value={values.email} onChange={(value) => set('email', value)} error={errorText(errors.email)} dir="ltr" maxLength={254} />
        <TextField
          name="operator_shortname"
          label={t('contacts.fields.operator_shortname')}
          hint={t('contacts.operatorHint')}
          value={values.operator_shortname}
          onChange={(value) => set('operator_shortname', value)}
          error={errorText(errors.operator_shortname)}
          maxLength={100}
        />
        <TextField
          name="operator_organization"
          label={t('contacts.fields.operator_organization')}
          value={values.operator_organization}
          onChange={(value) => set('operator_organization', value)}
          error={errorText(errors.operator_organization)}
          maxLength={300}
        />
      </Box>
    </FormDialog>
  );
}
