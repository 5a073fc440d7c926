/**
 * The college filter: the registry's colleges (by name, short name or registry code). A college
 * chosen through the address that the list does not hold (closed, or the list is still loading)
 * shows under its number, so the filter never looks empty while it narrows.
 */
import { useTranslation } from 'react-i18next';
import { OrganizationPicker } from '../../components/OrganizationPicker.js';

export interface CollegePickerProps {
  value: number | null;
  onChange: (id: number | null) => void;
}

export function CollegePicker({ value, onChange }: CollegePickerProps) {
  const { t } = useTranslation('programs');
  return (
    <OrganizationPicker
      label={t('filters.college')}
      type="college"
      value={value}
      unknownName={(id) => t('filters.collegeNumber', { id })}
      onChange={(choice) => onChange(choice ? choice.id : null)}
      texts={{
        placeholder: t('filters.anyCollege'),
        loading: t('filters.loading'),
        noOptions: t('filters.noColleges'),
        failed: t('filters.collegesFailed'),
        clear: t('filters.clear'),
        open: t('filters.open'),
        close: t('filters.close'),
      }}
      sx={{ flex: { md: '1 1 280px' }, minWidth: 0 }}
    />
  );
}
