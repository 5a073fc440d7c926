/**
 * The month view: six weeks from Monday as an ARIA grid. One day holds the focus at a time (a
 * roving tab stop): the arrows move it by a day or a week (mirrored in a right-to-left language,
 * where the grid itself mirrors), Home and End to the week's ends, Enter opens the day view. A
 * day shows its first entries and "+N more", which opens the day.
 */
import Box from '@mui/joy/Box';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@abitura/ui';
import type { CalendarEntry } from '@abitura/contracts';
import { addDays, monthOf, weekdayOf } from '../../models/calendarDates.js';
import { longDayName, shortWeekday } from './dayNames.js';
import { EntryButton } from './EntryMark.js';

/** Entries a day cell shows before "+N more". */
export const ENTRIES_PER_CELL = 3;

export interface MonthGridProps {
  /** The 42 days shown. */
  days: readonly string[];
  /** The day the view is about: its month is the one shown in full. */
  date: string;
  today: string;
  byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  /** The day holding the tab stop. */
  focusDay: string;
  onFocusDay: (day: string) => void;
  /** Open a day in the day view. */
  onOpenDay: (day: string) => void;
  onOpenEntry: (entry: CalendarEntry) => void;
  label: string;
}

const ARROW_STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };

export function MonthGrid({ days, date, today, byDay, focusDay, onFocusDay, onOpenDay, onOpenEntry, label }: MonthGridProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const month = monthOf(date);
  const weeks = Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));

  // Focus follows the keys only after a key moved it, never on a load or a click elsewhere.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, days]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, day: string) => {
    if (event.target !== event.currentTarget) return;
    let next: string | null = null;
    const step = ARROW_STEPS[event.key];
    if (step !== undefined) next = addDays(day, Math.abs(step) === 1 && rtl ? -step : step);
    else if (event.key === 'Home') next = addDays(day, -weekdayOf(day));
    else if (event.key === 'End') next = addDays(day, 6 - weekdayOf(day));
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(day);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onFocusDay(next);
  };

  return (
    <Box ref={grid} role="grid" aria-label={label} aria-readonly="true" sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 'md', overflow: 'hidden' }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', bgcolor: 'background.level1' }}>
        {(weeks[0] ?? []).map((day) => (
          <Box key={day} role="columnheader" aria-label={longDayName(language, day).split(',')[0]} sx={{ p: 0.5, textAlign: 'center', fontSize: 'sm', fontWeight: 'lg', color: 'text.secondary' }}>
            {shortWeekday(language, day)}
          </Box>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={week[0]} role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
          {week.map((day) => {
            const entries = byDay.get(day) ?? [];
            const shown = entries.slice(0, ENTRIES_PER_CELL);
            const more = entries.length - shown.length;
            const focused = day === focusDay;
            const isToday = day === today;
            const outside = monthOf(day) !== month;
            const overdue = entries.some((entry) => entry.overdue);
            const name = [longDayName(language, day), isToday ? t('grid.today') : null, t('grid.entries', { count: entries.length }), overdue ? t('grid.overdue') : null].filter(Boolean).join(', ');
            return (
              <Box
                key={day}
                role="gridcell"
                data-day={day}
                tabIndex={focused ? 0 : -1}
                aria-selected={focused}
                {...(isToday ? { 'aria-current': 'date' as const } : {})}
                onKeyDown={(event) => onKeyDown(event, day)}
                onFocus={(event) => {
                  if (event.target === event.currentTarget && !focused) onFocusDay(day);
                }}
                onDoubleClick={() => onOpenDay(day)}
                sx={{
                  minHeight: 112,
                  p: 0.5,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 0.25,
                  borderTop: '1px solid',
                  borderInlineStart: '1px solid',
                  borderColor: 'divider',
                  bgcolor: outside ? 'background.level1' : isToday ? 'primary.softBg' : 'background.surface',
                  minWidth: 0,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: -2 },
                }}
              >
                {/* The cell's name comes from its content (axe: a name must contain the visible text): the day first, then its entries. */}
                <span style={visuallyHidden}>{`${name}: `}</span>
                <Box
                  component="button"
                  type="button"
                  tabIndex={-1}
                  aria-hidden
                  onClick={() => onOpenDay(day)}
                  sx={{
                    alignSelf: 'flex-start',
                    font: 'inherit',
                    fontSize: 'sm',
                    fontWeight: isToday ? 'xl' : 'md',
                    border: 0,
                    borderRadius: '50%',
                    minWidth: 26,
                    height: 26,
                    cursor: 'pointer',
                    bgcolor: isToday ? 'primary.solidBg' : 'transparent',
                    color: isToday ? 'primary.solidColor' : outside ? 'text.tertiary' : 'text.primary',
                  }}
                >
                  {Number(day.slice(8))}
                </Box>
                {shown.map((entry) => (
                  <EntryButton key={`${entry.kind}-${entry.id}`} entry={entry} onOpen={onOpenEntry} tabIndex={focused ? 0 : -1} />
                ))}
                {more > 0 ? (
                  <Box
                    component="button"
                    type="button"
                    tabIndex={focused ? 0 : -1}
                    onClick={() => onOpenDay(day)}
                    onKeyDown={(event) => event.stopPropagation()}
                    sx={{ font: 'inherit', fontSize: 'xs', textAlign: 'start', border: 0, bgcolor: 'transparent', color: 'primary.plainColor', cursor: 'pointer', p: 0.25, textDecoration: 'underline' }}
                  >
                    {t('grid.more', { count: more })}
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
