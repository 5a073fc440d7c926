/**
 * The school filter: the registry's schools (by name, short name or registry code), each under
 * its short name. A school chosen through the address that the list does not hold (closed, or
 * still loading) shows under its number, so the filter never looks empty while it narrows.
 */
import { useTranslation } from 'react-i18next';
import { OrganizationPicker } from '../../components/OrganizationPicker.js';

export interface SchoolPickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

export function SchoolPicker({ value, onChange }: SchoolPickerProps) {
  const { t } = useTranslation('contingent');
  return (
    <OrganizationPicker
      label={t('fields.school')}
      type="school"
      value={value}
      unknownName={(id) => t('filters.schoolNumber', { id })}
      optionLabel={(choice) => choice.shortName ?? choice.name}
      onChange={(choice) => onChange(choice ? choice.id : null)}
      texts={{
        placeholder: t('filters.anySchool'),
        loading: t('filters.loading'),
        noOptions: t('filters.noSchools'),
        failed: t('filters.schoolsFailed'),
        clear: t('filters.clear'),
        open: t('filters.open'),
        close: t('filters.close'),
      }}
      sx={{ flex: { md: '1 1 260px' }, minWidth: 0 }}
    />
  );
}
