/**
 * Adds a building to an organization (Organization/CreateBuild) or edits one
 * (Organization/UpdateBuild, the changed fields only): name, address, okrug and district, and up to
 * five nearest metro stations picked from the metro list by name, nearest first.
 */
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Building } from '@abitura/contracts';
import { useClient } from '@abitura/ui';
import { useReferenceList } from '../../models/referenceLists.js';
import { createBuildingForm, MAX_METRO } from './buildingForm.js';
import { FormDialog, TextField, useFieldErrorText, useFormDialog } from '../../components/FormDialog.js';
import { PlaceFields } from '../../components/PlaceFields.js';
import type { RegistryLists } from '../../models/registryLists.js';

export interface BuildingDialogProps {
  open: boolean;
  organizationId: number;
  /** The building to edit; null adds a new one. */
  building: Building | null;
  lists: RegistryLists;
  onClose: () => void;
  onSaved: (building: Building) => void;
}

const ORDER = ['name', 'address', 'okrug', 'district', 'metro'] as const;

export function BuildingDialog({ open, organizationId, building, lists, onClose, onSaved }: BuildingDialogProps) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const stations = useReferenceList('metroStations');
  const form = useMemo(() => createBuildingForm(client, organizationId, building), [client, organizationId, building]);
  const { values, errors, dialog } = useFormDialog({ form, open, fields: ORDER, onSaved, onClose });
  const errorText = useFieldErrorText('organizations:errors');
  const metroLabel = useId();
  const metroError = errorText(errors.metro);

  // Buildings name their stations as people read them (the list's labels); a stored name the list
  // does not know (an older record) stays offered, so editing never drops it.
  const known = stations.items.map((item) => item.label);
  const options = [...known, ...values.metro.filter((name) => !known.includes(name))];
  return (
    <FormDialog {...dialog} title={building ? t('buildings.editTitle') : t('buildings.createTitle')} submitLabel={building ? t('form.save') : t('form.add')}>
      <TextField name="address" label={t('buildings.fields.address')} value={values.address} onChange={(value) => form.set('address', value)} error={errorText(errors.address)} required autoFocus maxLength={500} />
      <TextField name="name" label={t('buildings.fields.name')} hint={t('buildings.nameHint')} value={values.name} onChange={(value) => form.set('name', value)} error={errorText(errors.name)} maxLength={300} />
      <PlaceFields
        lists={lists}
        okrug={values.okrug}
        district={values.district}
        onChange={(place) => {
          form.set('okrug', place.okrug);
          form.set('district', place.district);
        }}
      />
      <FormControl error={metroError !== null} data-field="metro">
        <FormLabel id={metroLabel}>{t('buildings.fields.metro')}</FormLabel>
        <Autocomplete
          multiple
          options={options}
          value={[...values.metro]}
          getOptionDisabled={(name) => values.metro.length >= MAX_METRO && !values.metro.includes(name)}
          onChange={(_event, next) => form.set('metro', next.slice(0, MAX_METRO))}
          placeholder={values.metro.length === 0 ? t('buildings.metroPlaceholder') : ''}
          slotProps={{ input: { 'aria-labelledby': metroLabel, name: 'metro' } }}
          filterSelectedOptions
        />
        <FormHelperText role={metroError ? 'alert' : undefined}>{metroError ?? t('buildings.metroHint', { max: MAX_METRO })}</FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
