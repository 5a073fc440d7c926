/**
 * The colleges the programme filter offers: Reference/Organization narrowed to colleges, fetched
 * once per session through the SDK's reference loader (however many pages ask), without the
 * 'Не указано' placeholder the action always puts first (a filter by "unknown" finds nothing).
 */
import type { ReferenceRequest } from '@abitura/sdk';
import type { OrganizationOption } from '@abitura/sdk/contracts';
import { UNKNOWN_ORGANIZATION } from '@abitura/sdk/vocabulary';

/** The loader's name and request for the colleges. */
export const COLLEGE_OPTIONS: { name: string; request: ReferenceRequest } = {
  name: 'reference:organizations:college',
  request: { action: 'Reference/Organization', params: { search: { type: 'college' } } },
};

export interface CollegeChoice {
  id: number;
  name: string;
  shortName: string | null;
  organizationId: string | null;
}

export function collegeChoices(options: readonly OrganizationOption[]): CollegeChoice[] {
  return options.flatMap((option) =>
    option.id === UNKNOWN_ORGANIZATION.id || typeof option.id !== 'number'
      ? []
      : [{ id: option.id, name: option.name, shortName: option.short_name, organizationId: option.organization_id }],
  );
}

/** The text a college is found by in the picker: its name, short name and registry code. */
export function collegeSearchText(choice: CollegeChoice): string {
  return [choice.name, choice.shortName, choice.organizationId].filter(Boolean).join(' ');
}
