/** The admission season picker of the admission pages: «Приёмная кампания 2026», newest first. */
import { useTranslation } from 'react-i18next';
import type { AdmissionSeason } from '@abitura/contracts';
import { ChoiceField } from './ChoiceField.js';

export interface SeasonSelectProps {
  seasons: readonly Pick<AdmissionSeason, 'id' | 'year'>[];
  value: number | null;
  onChange: (id: number) => void;
}

export function SeasonSelect({ seasons, value, onChange }: SeasonSelectProps) {
  const { t } = useTranslation('admissionTerms');
  const choices = [...seasons].sort((a, b) => b.year - a.year).map((season) => ({ value: String(season.id), label: t('season.label', { year: season.year }) }));
  return (
    <ChoiceField
      label={t('season.picker')}
      value={value === null ? '' : String(value)}
      choices={choices}
      {...(choices.length === 0 ? { noneLabel: t('season.none'), disabled: true } : {})}
      onChange={(next) => {
        if (next !== '') onChange(Number(next));
      }}
      minWidth={240}
    />
  );
}
