/**
 * A form field that picks an organization of the registry (the applicant's school, where an
 * interaction took place, what a call or an event concerns): searchable by name, short name or
 * registry code, fetched once per session. The chosen one shows under its name even before the
 * list has arrived.
 */
import { useTranslation } from 'react-i18next';
import type { OrganizationTypeName } from '@abitura/contracts';
import { OrganizationPicker } from './OrganizationPicker.js';

/** An organization as a form holds it: its id, and its name to show before the list arrives. */
export interface OrganizationRef {
  id: number;
  name: string;
}

export interface OrganizationFieldProps {
  name: string;
  label: string;
  /** Only organizations of this type. @default any */
  type?: OrganizationTypeName | null;
  value: OrganizationRef | null;
  onChange: (value: OrganizationRef | null) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
}

export function OrganizationField({ name, label, type = null, value, onChange, error, hint }: OrganizationFieldProps) {
  const { t } = useTranslation('applicant');
  return (
    <OrganizationPicker
      name={name}
      label={label}
      type={type}
      value={value === null ? null : value.id}
      unknownName={(id) => (value?.id === id ? value.name : String(id))}
      onChange={(choice) => onChange(choice ? { id: choice.id, name: choice.name } : null)}
      texts={{
        placeholder: t('form.pickOrganization'),
        loading: t('form.loading'),
        noOptions: t('form.noOrganizations'),
        failed: t('form.organizationsFailed'),
        clear: t('form.clear'),
        open: t('form.open'),
        close: t('form.close'),
      }}
      error={error}
      hint={hint}
    />
  );
}
