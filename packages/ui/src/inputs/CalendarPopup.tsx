/**
 * The picker's month calendar: a non-modal dialog holding an ARIA grid (the WAI-ARIA APG date
 * picker pattern). Weeks start on Monday (SPEC section 9); names of months and weekdays come from
 * Intl in the interface language; closed days stay focusable but cannot be chosen.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS } from '@abitura/contracts/vocabulary';
import { directionOf, toLocale } from '../i18n/locale.js';
import { addDays, addMonths, columnOf, localDay, monthWeeks, partsOf, utcDateOf } from './calendar.js';

export interface CalendarPopupProps {
  /** Day focused on opening: the chosen date, or today. */
  initial: string;
  /** The chosen day, marked aria-selected; '' for none. */
  selected: string;
  /** True for days that cannot be chosen (closed days, outside min/max). */
  isDisabled: (stored: string) => boolean;
  onSelect: (stored: string) => void;
  /** `restoreFocus` is false when focus already left for somewhere else. */
  onClose: (restoreFocus: boolean) => void;
  /** The button that toggles the popup: focus moving there is not "leaving", the button toggles. */
  anchor: RefObject<HTMLElement | null>;
  id?: string | undefined;
}

// 2024-01-01 was a Monday; the header's weekday names are read from that week.
const KNOWN_MONDAY = '2024-01-01';

function useFormats(locale: string) {
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const short = format({ weekday: 'short' });
    const long = format({ weekday: 'long' });
    const weekdays = Array.from({ length: 7 }, (_, column) => {
      const date = utcDateOf(addDays(KNOWN_MONDAY, column + DATE_FORMATS.weekStart - 1));
      return { short: short.format(date), long: long.format(date) };
    });
    return { weekdays, month: format({ month: 'long', year: 'numeric' }), full: format({ dateStyle: 'full' }) };
  }, [locale]);
}

export function CalendarPopup({ initial, selected, isDisabled, onSelect, onClose, anchor, id }: CalendarPopupProps) {
  const { t, i18n } = useTranslation('inputs');
  const locale = toLocale(i18n.language);
  const rtl = directionOf(locale) === 'rtl';
  const formats = useFormats(locale);
  const [active, setActive] = useState(initial);
  // Focus follows the active day after keyboard moves and on opening, not after a click on the
  // month buttons, where it must stay on the button that was pressed.
  const focusActive = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    if (!focusActive.current) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${active}"]`)?.focus();
  }, [active]);

  // Closing when focus or a click goes elsewhere is watched on the document, not through blur: a
  // month change unmounts the focused cell, and browsers differ on whether that fires a blur.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const outside = (event: Event) => {
      const target = event.target as Node | null;
      if (target === null || sheetRef.current?.contains(target) || anchor.current?.contains(target)) return;
      onCloseRef.current(false);
    };
    document.addEventListener('focusin', outside);
    document.addEventListener('mousedown', outside);
    return () => {
      document.removeEventListener('focusin', outside);
      document.removeEventListener('mousedown', outside);
    };
  }, [anchor]);

  const { year, month } = partsOf(active);
  const title = formats.month.format(utcDateOf(active));
  const today = localDay();

  const moveTo = (next: string, focus: boolean) => {
    focusActive.current = focus;
    setActive(next);
  };

  const choose = (day: string) => {
    if (!isDisabled(day)) onSelect(day);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? -1 : 1; // the arrows follow what the eye sees, so they swap in Arabic
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(addDays(active, forward), true),
      ArrowLeft: () => moveTo(addDays(active, -forward), true),
      ArrowDown: () => moveTo(addDays(active, 7), true),
      ArrowUp: () => moveTo(addDays(active, -7), true),
      Home: () => moveTo(addDays(active, -columnOf(active)), true),
      End: () => moveTo(addDays(active, 6 - columnOf(active)), true),
      PageUp: () => moveTo(addMonths(active, event.shiftKey ? -12 : -1), true),
      PageDown: () => moveTo(addMonths(active, event.shiftKey ? 12 : 1), true),
      Enter: () => choose(active),
      ' ': () => choose(active),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation(); // one Escape closes the calendar, not also a dialog around the form
    onClose(true);
  };

  // A click on the title or the padding must not take focus away from the grid; the month buttons
  // do take it, so that they stay usable and focused when pressed.
  const onMouseDown = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('button')) event.preventDefault();
  };

  return (
    <Sheet
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      variant="outlined"
      ref={sheetRef}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      sx={{ position: 'absolute', top: '100%', insetInlineStart: 0, zIndex: 'popup', mt: 0.5, p: 1, borderRadius: 'sm', boxShadow: 'md' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton size="sm" aria-label={t('calendar.prevMonth')} onClick={() => moveTo(addMonths(active, -1), false)}>
          <span aria-hidden>{rtl ? '›' : '‹'}</span>
        </IconButton>
        <Typography id={titleId} level="title-sm" aria-live="polite" sx={{ textTransform: 'capitalize' }}>
          {title}
        </Typography>
        <IconButton size="sm" aria-label={t('calendar.nextMonth')} onClick={() => moveTo(addMonths(active, 1), false)}>
          <span aria-hidden>{rtl ? '‹' : '›'}</span>
        </IconButton>
      </Box>
      <Box
        component="table"
        role="grid"
        ref={gridRef}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        onKeyDown={onGridKeyDown}
        sx={{
          borderCollapse: 'collapse',
          mt: 0.5,
          '& th': { fontSize: 'xs', fontWeight: 'md', color: 'text.tertiary', width: 36, height: 28 },
          '& td[role="gridcell"]': {
            width: 36,
            height: 36,
            textAlign: 'center',
            borderRadius: 'sm',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'background.level1' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: -2 },
          },
          '& td[aria-current="date"]': { fontWeight: 'lg', textDecoration: 'underline' },
          '& td[aria-selected="true"]': { bgcolor: 'primary.solidBg', color: 'primary.solidColor' },
          '& td[aria-disabled="true"]': { color: 'neutral.plainDisabledColor', cursor: 'not-allowed', textDecoration: 'line-through' },
        }}
      >
        <thead>
          <tr>
            {formats.weekdays.map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week, row) => (
            <tr key={`${year}-${month}-${row}`}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td
                    key={day}
                    role="gridcell"
                    data-date={day}
                    tabIndex={day === active ? 0 : -1}
                    aria-label={formats.full.format(utcDateOf(day))}
                    aria-selected={day === selected}
                    aria-disabled={isDisabled(day) || undefined}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => choose(day)}
                  >
                    {partsOf(day).day}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography id={hintId} level="body-xs" sx={{ mt: 0.5, maxWidth: 7 * 36 }}>
        {t('calendar.hint')}
      </Typography>
    </Sheet>
  );
}
