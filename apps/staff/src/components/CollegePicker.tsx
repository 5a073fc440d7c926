/**
 * The college picker of the lists' filters and of forms: the registry's colleges (by name, short
 * name or registry code). A college chosen through the address or a record that the list does not
 * hold (closed, or the list is still loading) shows under `unknownName`, by default its number, so
 * the field never looks empty while it holds a value. The words are the caller's namespace's
 * `filters` keys (college, anyCollege, collegeNumber, loading, noColleges, collegesFailed, clear,
 * open, close), so each page keeps its own wording.
 */
import { useTranslation } from 'react-i18next';
import type { OrganizationChoice } from '../models/organizationChoices.js';
import { OrganizationPicker } from './OrganizationPicker.js';

export interface CollegePickerProps {
  /** The namespace holding the picker's `filters.*` words. */
  namespace: string;
  value: number | null;
  onChange: (choice: OrganizationChoice | null) => void;
  /** @default the namespace's `filters.college` */
  label?: string;
  /** What the empty field says. @default the namespace's `filters.anyCollege` */
  placeholder?: string;
  /** @default the namespace's `filters.collegeNumber` */
  unknownName?: (id: number) => string;
  /** How an option reads. @default its name */
  optionLabel?: (choice: OrganizationChoice) => string;
  /** The width the picker asks for in a filter row; none in a form, where it takes the row. */
  basis?: number;
  /** The form field's name, for focusing it when it has a problem. */
  name?: string;
  /** The problem, already in words. */
  error?: string | null | undefined;
}

export function CollegePicker({ namespace, value, onChange, label, placeholder, unknownName, optionLabel, basis, name, error }: CollegePickerProps) {
  const { t } = useTranslation(namespace);
  return (
    <OrganizationPicker
      {...(name !== undefined ? { name } : {})}
      label={label ?? t('filters.college')}
      type="college"
      value={value}
      unknownName={unknownName ?? ((id) => t('filters.collegeNumber', { id }))}
      {...(optionLabel ? { optionLabel } : {})}
      onChange={onChange}
      texts={{
        placeholder: placeholder ?? t('filters.anyCollege'),
        loading: t('filters.loading'),
        noOptions: t('filters.noColleges'),
        failed: t('filters.collegesFailed'),
        clear: t('filters.clear'),
        open: t('filters.open'),
        close: t('filters.close'),
      }}
      error={error}
      {...(basis !== undefined ? { sx: { flex: { md: `1 1 ${basis}px` }, minWidth: 0 } } : {})}
    />
  );
}
