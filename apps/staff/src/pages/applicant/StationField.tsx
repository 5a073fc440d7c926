/**
 * A metro station of the applicant's address, picked by name from the metroStations list (the
 * name is what the record stores, as buildings do). A station the list no longer holds stays
 * shown as it is stored.
 */
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceListView } from '../../models/referenceLists.js';

export interface StationFieldProps {
  name: string;
  label: string;
  stations: ReferenceListView;
  /** '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
}

export function StationField({ name, label, stations, value, onChange, error }: StationFieldProps) {
  const { t } = useTranslation('applicant');
  const labelId = useId();
  const names = useMemo(() => {
    const known = stations.items.map((item) => item.label);
    return value !== '' && !known.includes(value) ? [...known, value] : known;
  }, [stations.items, value]);
  const errorText = error ?? null;
  return (
    <FormControl error={errorText !== null} data-field={name}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <Autocomplete<string>
        placeholder={t('form.pickStation')}
        options={names}
        value={value === '' ? null : value}
        loading={stations.loading}
        loadingText={t('form.loading')}
        noOptionsText={t('form.noStations')}
        onChange={(_event, next) => onChange(next ?? '')}
        clearText={t('form.clear')}
        openText={t('form.open')}
        closeText={t('form.close')}
        slotProps={{ input: { 'aria-labelledby': labelId, name } }}
      />
      {errorText !== null ? <FormHelperText role="alert">{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
