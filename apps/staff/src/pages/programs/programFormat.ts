/**
 * How the programme tables word their values: a duration in years and months ("3 г. 10 мес."),
 * the base grade ("на базе 9 классов"), a level and an education form by their reference labels.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole years and the months left over. */
export function durationParts(totalMonths: number): { years: number; months: number } {
  const months = Math.max(0, Math.round(totalMonths));
  return { years: Math.floor(months / 12), months: months % 12 };
}

export interface ProgramFormat {
  duration(months: number): string;
  baseGrade(grade: string): string;
}

export function useProgramFormat(): ProgramFormat {
  const { t } = useTranslation('programs');
  const duration = useCallback(
    (total: number) => {
      const { years, months } = durationParts(total);
      const parts = [years > 0 ? t('duration.years', { count: years }) : '', months > 0 || years === 0 ? t('duration.months', { count: months }) : ''];
      return parts.filter(Boolean).join(' ');
    },
    [t],
  );
  const baseGrade = useCallback((grade: string) => (grade === 'SCH9' || grade === 'SCH11' ? t(`baseGrade.${grade}`) : grade), [t]);
  return { duration, baseGrade };
}
