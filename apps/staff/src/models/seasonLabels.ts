/**
 * Labels of season-bound entries in words that say which season they mean (issue 22): a theme
 * about «the admission campaign» names the campaign of its record's date (or today's, in a
 * picker), and an entry fixed to one campaign by its code (active_24, prkom2024) says when that
 * season is not the current one. Which season it is comes from the SDK (vocabulary/seasons.ts);
 * every reader of a season-bound label goes through here: the reference lists (their entries'
 * `data.season`) and the vocabulary terms (their `season`).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { seasonBindingOf, seasonOf, seasonRelation, seasonYears, type SeasonBinding } from '@abitura/contracts/vocabulary';

/**
 * `label` with its season: a label that follows the date gains the season's years; either kind
 * says «past season», «next season» when the season is not the one `now` is in.
 */
export function seasonalLabel(t: TFunction, label: string, binding: SeasonBinding, at: number, now: number): string {
  const season = seasonOf(binding, at);
  const named = 'follows' in binding ? t('shell:seasons.named', { label, years: seasonYears(season) }) : label;
  const relation = seasonRelation(season, now);
  return relation === 'current' ? named : t('shell:seasons.standing', { label: named, standing: t(`shell:seasons.relation.${relation}`) });
}

/**
 * `(label, season, at?)` for a component: `season` is an entry's binding as the vocabulary or
 * the server's data holds it (anything else leaves the label as it is); `at` is the record's
 * time, today when left out (a picker). Reads the clock at each call, so fake timers drive it.
 */
export function useSeasonalLabel(): (label: string, season: unknown, at?: number | string | null) => string {
  const { t } = useTranslation('shell');
  return useCallback(
    (label, season, at) => {
      const binding = seasonBindingOf(season);
      if (binding === null) return label;
      const now = Date.now();
      const when = typeof at === 'string' ? Date.parse(at) : (at ?? now);
      return seasonalLabel(t, label, binding, Number.isNaN(when) ? now : when, now);
    },
    [t],
  );
}
