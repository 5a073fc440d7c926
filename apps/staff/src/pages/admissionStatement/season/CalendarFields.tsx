/**
 * The six dates of a season's calendar as date fields (typed d.m.Y through the app's date mask),
 * in the order the contract checks them, each with its problem next to it; the season's own year
 * bounds each field.
 */
import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@abitura/ui';
import type { FieldError, FieldErrors } from '../../../models/formModel.js';
import { CALENDAR_FIELDS, type CalendarField, type CalendarValues } from './seasonCalendar.js';

export interface CalendarFieldsProps {
  values: CalendarValues;
  errors: FieldErrors<CalendarValues>;
  onChange: (field: CalendarField, value: string) => void;
}

/** A calendar field's problem as a sentence: the date it follows named in words. */
export function useCalendarErrorText(): (error: FieldError | undefined) => string | null {
  const { t } = useTranslation('admissionSeason');
  return (error) => {
    if (!error) return null;
    if ('text' in error) return error.text;
    const values = { ...error.values };
    if (typeof values.previous === 'string') values.previous = t(`calendar.${values.previous}`);
    return t(`errors.${error.key}`, values);
  };
}

export function CalendarFields({ values, errors, onChange }: CalendarFieldsProps) {
  const { t } = useTranslation('admissionSeason');
  const errorText = useCalendarErrorText();
  const bounds = values.year === null ? {} : { min: `${values.year}-01-01`, max: `${values.year}-12-31` };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {CALENDAR_FIELDS.map((field) => (
        <DateInput key={field} name={field} label={t(`calendar.${field}`)} value={values[field]} onChange={(value) => onChange(field, value)} error={errorText(errors[field])} required {...bounds} />
      ))}
    </Box>
  );
}
