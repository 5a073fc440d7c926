/**
 * Organization vocabularies. Kinds describe where a person works or studies (contacts, survey
 * answers); types describe the organizations the back office itself manages.
 */
import type { Option } from './types.js';

export const ORGANIZATION_KINDS = [
  { value: 'none', label: 'Не указано' },
  { value: 'kindergarten', label: 'Детский сад' },
  { value: 'do', label: 'Организация дополнительного образования' },
  { value: 'school', label: 'Школа' },
  { value: 'dpo', label: 'Организация дополнительного профессионального образования' },
  { value: 'college', label: 'Колледж' },
  { value: 'vuz', label: 'Вуз' },
  { value: 'other_edu', label: 'Другая образовательная организация' },
  { value: 'other_org', label: 'Другая (не образовательная) организация' },
  { value: 'other', label: 'Другое' },
] as const satisfies readonly Option<string>[];

export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number]['value'];

export const ORGANIZATION_TYPES = [
  { value: 'school', label: 'Школа' },
  { value: 'college', label: 'Колледж' },
  // Deputies' offices send applicants and host meetings, so they are kept as organizations too.
  { value: 'deputy', label: 'Ведомство (департамент)' },
  { value: 'higher', label: 'Вуз' },
] as const satisfies readonly Option<string>[];

export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]['value'];

/**
 * Stands in for an organization the server could not resolve, so pickers and tables always have
 * a row to show instead of an empty cell.
 */
export const UNKNOWN_ORGANIZATION = { id: 'custom-unknown', name: 'Не указано' } as const;

/** Shown for any empty or non-string field of a responsible contact (SPEC section 3). */
export const NO_DATA_LABEL = 'нет сведений';
