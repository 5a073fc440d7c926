/** The seven short day names from Monday, in the interface language, for the hours column and form. */
import { useTranslation } from 'react-i18next';

export function useWeekDays(): { short: string[]; long: string[] } {
  const { t } = useTranslation('queueAdmin');
  const indexes = [0, 1, 2, 3, 4, 5, 6];
  return { short: indexes.map((day) => t(`days.short.${day}`)), long: indexes.map((day) => t(`days.long.${day}`)) };
}
