/**
 * /interactions/calendar: the operator's callbacks, visits, career events and other dated
 * interactions (or the team's, for coordinators) by month, week or day, weeks from Monday, placed
 * by Moscow time. The view, the day and the filters live in the address; an entry opens to be
 * acted on, and the days shown are read again after each action. The model holds the state; this
 * renders it.
 */
import Alert from '@mui/joy/Alert';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '@abitura/contracts';
import { useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LoadedArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { byMoscowDay } from '../../models/calendarDates.js';
import { CalendarFilters } from './CalendarFilters.js';
import { createCalendarModel } from './calendarModel.js';
import { CalendarToolbar } from './CalendarToolbar.js';
import { DayColumns } from './DayColumns.js';
import { periodName } from './dayNames.js';
import { EntryDialog } from './EntryDialog.js';
import { KindLegend } from './EntryMark.js';
import { MonthGrid } from './MonthGrid.js';
import { VIEW_STAFF_LIST, VIEW_TEAM_CALENDAR } from './permissions.js';

export default function CalendarPage(_props: PageProps) {
  const { t, i18n } = useTranslation('calendar');
  const session = useSession();
  const team = session.can(VIEW_TEAM_CALENDAR);
  const model = useAddressBoundList((client, onQuery) => createCalendarModel({ client, onQuery, team }));
  const query = useSignalValue(model.query);
  const days = useSignalValue(model.days);
  const entries = useSignalValue(model.entries);
  const truncated = useSignalValue(model.truncated);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const [opened, setOpened] = useState<CalendarEntry | null>(null);
  const [focusDay, setFocusDay] = useState(query.date);
  const byDay = useMemo(() => byMoscowDay(entries), [entries]);
  const today = model.today();
  const period = periodName(i18n.language, query.view, query.date, days);
  const narrowed = query.kinds.length > 0 || query.types.length > 0;

  // A new page of the calendar puts the keyboard's day on the day it is about.
  useEffect(() => setFocusDay(query.date), [query.date]);

  const moveFocus = (day: string) => {
    setFocusDay(day);
    if (!days.includes(day)) model.goTo(day);
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={query.scope === 'team' ? t('scopes.teamSubtitle') : t('scopes.mineSubtitle')} />
      <CalendarFilters query={query} team={team} onKinds={model.setKinds} onTypes={model.setTypes} onScope={model.setScope} members={session.can(VIEW_STAFF_LIST)} onOwner={model.setOwner} onReset={model.resetFilters} />
      <CalendarToolbar view={query.view} period={period} onStep={model.step} onToday={model.goToday} onView={(view) => model.setView(view)} />
      <LoadedArea loaded={loaded} error={error} onRetry={() => void model.load()} empty={false} emptyNote={null} minHeight={320}>
        {truncated ? (
          <Alert color="warning" variant="soft" sx={{ mb: 1.5 }}>
            {t('truncated')}
          </Alert>
        ) : null}
        {entries.length === 0 && !loading ? (
          <Alert color="neutral" variant="soft" role="status" sx={{ mb: 1.5 }}>
            {narrowed ? t('empty.filtered') : t('empty.period')}
          </Alert>
        ) : null}
        <div aria-busy={loading}>
          {query.view === 'month' ? (
            <MonthGrid
              days={days}
              date={query.date}
              today={today}
              byDay={byDay}
              focusDay={days.includes(focusDay) ? focusDay : (days.find((day) => day === query.date) ?? days[0]!)}
              onFocusDay={moveFocus}
              onOpenDay={(day) => model.setView('day', day)}
              onOpenEntry={setOpened}
              label={t('grid.label', { period })}
            />
          ) : (
            <DayColumns days={days} today={today} byDay={byDay} onOpenDay={(day) => model.setView('day', day)} onOpenEntry={setOpened} showOwner={query.scope === 'team'} />
          )}
        </div>
        <KindLegend />
      </LoadedArea>
      <EntryDialog entry={opened} model={model} onClose={() => setOpened(null)} />
    </>
  );
}
