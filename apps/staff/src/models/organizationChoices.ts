/**
 * The organizations a picker offers: Reference/Organization, narrowed to one type or not, fetched
 * once per session through the SDK's reference loader (however many pickers of that type ask),
 * without the 'Не указано' placeholder the action always puts first (a filter by "unknown" finds
 * nothing, and a form sets "unknown" by clearing the field).
 */
import type { ReferenceRequest } from '@abitura/sdk';
import type { OrganizationOption, OrganizationTypeName } from '@abitura/contracts';
import { UNKNOWN_ORGANIZATION } from '@abitura/contracts/vocabulary';

/** The loader's name and request: one per type (or all), shared with every picker of that type. */
export function organizationOptions(type: OrganizationTypeName | null): { name: string; request: ReferenceRequest } {
  return {
    name: `reference:organizations:${type ?? 'all'}`,
    request: { action: 'Reference/Organization', params: type === null ? {} : { search: { type } } },
  };
}

export interface OrganizationChoice {
  id: number;
  name: string;
  shortName: string | null;
  organizationId: string | null;
}

export function organizationChoices(options: readonly OrganizationOption[]): OrganizationChoice[] {
  return options.flatMap((option) =>
    option.id === UNKNOWN_ORGANIZATION.id || typeof option.id !== 'number'
      ? []
      : [{ id: option.id, name: option.name, shortName: option.short_name, organizationId: option.organization_id }],
  );
}

/** The text an organization is found by in a picker: its name, short name and registry code. */
export function organizationSearchText(choice: OrganizationChoice): string {
  return [choice.name, choice.shortName, choice.organizationId].filter(Boolean).join(' ');
}
