/**
 * Adds an organization (Organization/Create) or edits one (Organization/Update, the changed fields
 * only): type, names, addresses, registry code, place, МРСД, kind, status and the contacts of the
 * organization itself. Problems show on their fields; on a failed request the dialog stays open
 * with everything typed.
 */
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationType, type OrganizationCard, type OrganizationTypeName } from '@abitura/contracts';
import { PhoneInput, useClient } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { createOrganizationForm, type OrganizationValues } from './organizationForm.js';
import { PlaceFields } from '../../components/PlaceFields.js';
import { choicesOf } from '../../models/referenceLists.js';
import type { RegistryLists } from '../../models/registryLists.js';

export interface OrganizationDialogProps {
  open: boolean;
  /** The organization to edit; null adds a new one. */
  card: OrganizationCard | null;
  /** The type a new organization starts with (the list's tab). @default 'school' */
  defaultType?: OrganizationTypeName;
  lists: RegistryLists;
  onClose: () => void;
  onSaved: (card: OrganizationCard) => void;
}

const ORDER: readonly (keyof OrganizationValues)[] = ['type', 'name', 'short_name', 'organization_id', 'address', 'address_asur', 'okrug', 'district', 'mrsd', 'kind', 'inn', 'head', 'phone', 'email', 'website'];

export function OrganizationDialog({ open, card, defaultType = 'school', lists, onClose, onSaved }: OrganizationDialogProps) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const form = useMemo(() => createOrganizationForm(client, card, defaultType), [client, card, defaultType]);
  const { values, errors, dialog } = useFormDialog({ form, open, fields: ORDER, onSaved, onClose, phoneField: 'phone' });
  const errorText = useFieldErrorText('organizations:errors');

  const set = form.set;
  return (
    <FormDialog {...dialog} title={card ? t('form.editTitle') : t('form.createTitle')} submitLabel={card ? t('form.save') : t('form.create')} width={760}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <ChoiceField
          name="type"
          label={t('fields.type')}
          value={values.type}
          choices={organizationType.options.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          onChange={(value) => set('type', value as OrganizationTypeName)}
          error={errorText(errors.type)}
          required
        />
        <Checkbox
          label={t('form.operating')}
          checked={values.status}
          onChange={(event) => set('status', event.target.checked)}
          sx={{ alignSelf: 'end', mb: 1 }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField name="name" label={t('fields.name')} value={values.name} onChange={(value) => set('name', value)} error={errorText(errors.name)} required autoFocus maxLength={500} />
        </Box>
        <TextField name="short_name" label={t('fields.short_name')} value={values.short_name} onChange={(value) => set('short_name', value)} error={errorText(errors.short_name)} maxLength={200} />
        <TextField
          name="organization_id"
          label={t('fields.organization_id')}
          hint={t('form.organizationIdHint')}
          value={values.organization_id}
          onChange={(value) => set('organization_id', value)}
          error={errorText(errors.organization_id)}
          dir="ltr"
          maxLength={64}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField name="address" label={t('fields.address')} value={values.address} onChange={(value) => set('address', value)} error={errorText(errors.address)} maxLength={500} />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField name="address_asur" label={t('fields.address_asur')} value={values.address_asur} onChange={(value) => set('address_asur', value)} error={errorText(errors.address_asur)} maxLength={500} />
        </Box>
        <PlaceFields
          lists={lists}
          okrug={values.okrug}
          district={values.district}
          errors={{ okrug: errorText(errors.okrug), district: errorText(errors.district) }}
          onChange={(place) => {
            set('okrug', place.okrug);
            set('district', place.district);
          }}
        />
        <ChoiceField name="mrsd" label={t('fields.mrsd')} value={values.mrsd} choices={choicesOf(lists.mrsd.items)} noneLabel={t('form.notChosen')} onChange={(value) => set('mrsd', value)} error={errorText(errors.mrsd)} />
        <ChoiceField name="kind" label={t('fields.kind')} value={values.kind} choices={choicesOf(lists.kinds.items)} noneLabel={t('form.notChosen')} onChange={(value) => set('kind', value)} error={errorText(errors.kind)} />
        <TextField name="inn" label={t('fields.inn')} value={values.inn} onChange={(value) => set('inn', value)} error={errorText(errors.inn)} dir="ltr" maxLength={12} />
        <TextField name="head" label={t('fields.head')} value={values.head} onChange={(value) => set('head', value)} error={errorText(errors.head)} maxLength={200} />
        <PhoneInput name="phone" label={t('fields.phone')} value={values.phone} onChange={(value) => set('phone', value)} error={errorText(errors.phone)} />
        <TextField name="email" type="email" label={t('fields.email')} value={values.email} onChange={(value) => set('email', value)} error={errorText(errors.email)} dir="ltr" maxLength={254} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField name="website" type="url" label={t('fields.website')} value={values.website} onChange={(value) => set('website', value)} error={errorText(errors.website)} dir="ltr" maxLength={300} />
        </Box>
      </Box>
    </FormDialog>
  );
}
