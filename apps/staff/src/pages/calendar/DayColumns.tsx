/**
 * The week and day views: a column per day (seven from Monday, or the one day), each headed by its
 * day and listing its entries in Moscow time order with the detail the room allows. In the week
 * view a day's heading opens it in the day view.
 */
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@abitura/contracts';
import { columnDayName, longDayName } from './dayNames.js';
import { EntryButton } from './EntryMark.js';

export interface DayColumnsProps {
  days: readonly string[];
  today: string;
  byDay: ReadonlyMap<string, readonly CalendarEntry[]>;
  onOpenDay: (day: string) => void;
  onOpenEntry: (entry: CalendarEntry) => void;
  /** Names each entry's owner (the team's calendar). */
  showOwner: boolean;
}

export function DayColumns({ days, today, byDay, onOpenDay, onOpenEntry, showOwner }: DayColumnsProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const single = days.length === 1;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: single ? '1fr' : 'repeat(7, minmax(0, 1fr))' }, gap: 1 }}>
      {days.map((day) => {
        const entries = byDay.get(day) ?? [];
        const isToday = day === today;
        const name = longDayName(language, day);
        const heading = `${single ? name : columnDayName(language, day)}${isToday ? ` · ${t('grid.today')}` : ''}`;
        return (
          <Box
            key={day}
            component="section"
            aria-label={[name, isToday ? t('grid.today') : null, t('grid.entries', { count: entries.length })].filter(Boolean).join(', ')}
            {...(isToday ? { 'aria-current': 'date' as const } : {})}
            sx={{ border: '1px solid', borderColor: isToday ? 'primary.outlinedBorder' : 'divider', borderRadius: 'md', p: 1, minWidth: 0, bgcolor: isToday ? 'primary.softBg' : 'background.surface' }}
          >
            <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
              {single ? (
                heading
              ) : (
                <Box component="button" type="button" onClick={() => onOpenDay(day)} sx={{ font: 'inherit', border: 0, p: 0, bgcolor: 'transparent', color: 'inherit', cursor: 'pointer', textAlign: 'start', '&:hover': { textDecoration: 'underline' } }}>
                  {heading}
                </Box>
              )}
            </Typography>
            {entries.length === 0 ? (
              <Typography level="body-xs" textColor="text.tertiary">
                {t('grid.noEntries')}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                {entries.map((entry) => (
                  <li key={`${entry.kind}-${entry.id}`}>
                    <EntryButton entry={entry} onOpen={onOpenEntry} detailed showOwner={showOwner} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
