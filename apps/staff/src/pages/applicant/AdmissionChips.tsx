/**
 * Words of the admission vocabulary (admissionTerms) for the applicant card: an application's
 * state as a chip colored by what it means (green in, red refused, grey out of the race), and
 * the label of any admission term group.
 */
import Chip from '@mui/joy/Chip';
import type { ColorPaletteProp } from '@mui/joy/styles';
import { useTranslation } from 'react-i18next';

export type AdmissionTermGroup = 'state' | 'rejection' | 'filing' | 'funding' | 'base' | 'consent' | 'testType' | 'testOutcome';

const STATE_COLORS: Readonly<Record<string, ColorPaletteProp>> = {
  draft: 'neutral',
  submitted: 'primary',
  accepted: 'success',
  enrolled: 'success',
  withdrawn: 'neutral',
  rejected: 'danger',
};

/** An admission term's label in the interface language; an unknown code is shown as it is. */
export function useAdmissionTerm(): (group: AdmissionTermGroup, value: string) => string {
  const { t } = useTranslation('admissionTerms');
  return (group, value) => t(`${group}.${value}`, { defaultValue: value });
}

export function ApplicationStateChip({ state }: { state: string }) {
  const term = useAdmissionTerm();
  return (
    <Chip component="span" size="sm" variant="soft" color={STATE_COLORS[state] ?? 'neutral'}>
      {term('state', state)}
    </Chip>
  );
}
