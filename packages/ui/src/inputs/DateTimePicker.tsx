/**
 * Date and 24-hour time (SPEC section 5), stored as 'YYYY-MM-DDTHH:mm'. Some pickers are closed
 * on Sundays, others on Saturdays and Sundays; those days are refused when typed and cannot be
 * chosen in the calendar.
 */
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { toDisplayDate } from '@abitura/contracts/validation';
import type { DateBound } from '@abitura/contracts/validation';
import { CalendarPopup } from './CalendarPopup.js';
import { boundToStored, clampDay, isClosedDay, isWithin, localDay } from './calendar.js';
import type { DisableDays } from './calendar.js';
import { DateInput } from './DateInput.js';
import { DEFAULT_MINUTE_STEP, TimeInput } from './TimeInput.js';
import { useSyncedState } from './useSyncedState.js';

export interface DateTimePickerProps {
  /** Legend of the date and time pair. */
  label: ReactNode;
  /** 'YYYY-MM-DDTHH:mm', or '' until both a valid day and a full time are in. */
  value: string;
  onChange: (value: string) => void;
  /** Days that cannot be chosen. @default 'none' */
  disableDays?: DisableDays | undefined;
  /** Earliest allowed day, inclusive (a date-time bound counts by its day). */
  min?: DateBound | undefined;
  /** Latest allowed day, inclusive. */
  max?: DateBound | undefined;
  /** Minutes between the offered times; must divide 60. @default 15 */
  step?: number | undefined;
  /** An error from outside (form or server), shown under the date. */
  error?: string | null | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** Base of the two fields' names: `${name}Date` and `${name}Time`. */
  name?: string | undefined;
}

interface Parts {
  date: string;
  time: string;
}

const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

function toParts(value: string): Parts {
  const match = DATE_TIME_RE.exec(value);
  // toDisplayDate accepts only a real calendar day, so '2025-02-31T10:00' leaves both parts empty.
  return match?.[1] && match[2] && toDisplayDate(match[1]) !== null ? { date: match[1], time: match[2] } : { date: '', time: '' };
}

function CalendarGlyph() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="currentColor">
      <path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z" />
    </svg>
  );
}

export function DateTimePicker({
  label,
  value,
  onChange,
  disableDays = 'none',
  min,
  max,
  step = DEFAULT_MINUTE_STEP,
  error,
  required = false,
  disabled = false,
  name,
}: DateTimePickerProps) {
  const { t } = useTranslation('inputs');
  const [parts, commit] = useSyncedState(value, toParts);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const minKey = boundToStored(min);
  const maxKey = boundToStored(max);

  const update = (next: Parts) => commit(next, next.date && next.time ? `${next.date}T${next.time}` : '', onChange);

  // The DateInput applies min/max itself; the closed days are this picker's own rule.
  const refuseClosedDay = (stored: string): string | null =>
    isClosedDay(stored, disableDays) ? t(disableDays === 'sundays' ? 'dateTime.sunday' : 'dateTime.weekend') : null;

  const isDisabledDay = (stored: string) => isClosedDay(stored, disableDays) || !isWithin(stored, minKey, maxKey);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  };

  const calendarButton = (
    <IconButton
      ref={toggleRef}
      variant="plain"
      size="sm"
      disabled={disabled}
      aria-label={t('calendar.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? popupId : undefined}
      onClick={() => setOpen((wasOpen) => !wasOpen)}
    >
      <CalendarGlyph />
    </IconButton>
  );

  return (
    // A fieldset names the pair for assistive technology, while each field keeps a short label;
    // data-field lets a form find the pair by the value's name to move the focus to a problem.
    <Box component="fieldset" disabled={disabled} data-field={name} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" level="title-sm" sx={{ mb: 0.5, p: 0 }}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ position: 'relative' }}>
          <DateInput
            label={t('dateTime.date')}
            name={name === undefined ? undefined : `${name}Date`}
            value={parts.date}
            onChange={(date) => update({ ...parts, date })}
            min={min}
            max={max}
            validate={refuseClosedDay}
            error={error}
            required={required}
            disabled={disabled}
            endDecorator={calendarButton}
          />
          {open ? (
            <CalendarPopup
              id={popupId}
              initial={parts.date || clampDay(localDay(), minKey, maxKey)}
              selected={parts.date}
              isDisabled={isDisabledDay}
              onSelect={(date) => {
                update({ ...parts, date });
                close(true);
              }}
              onClose={close}
              anchor={toggleRef}
            />
          ) : null}
        </Box>
        <TimeInput
          label={t('dateTime.time')}
          name={name === undefined ? undefined : `${name}Time`}
          value={parts.time}
          onChange={(time) => update({ ...parts, time })}
          step={step}
          required={required}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
}
