/**
 * The calendar's navigation: the previous and next month, week or day, back to today, the period
 * shown (the page's second heading), and the view switch. The arrows point the reading way, so
 * they mirror in a right-to-left language.
 */
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons.js';
import { CALENDAR_VIEWS, type CalendarView } from '../../models/calendarDates.js';

export interface CalendarToolbarProps {
  view: CalendarView;
  period: string;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}

/** A chevron pointing left, or right when not `back`. */
const Chevron = ({ back }: { back: boolean }) => (
  <Icon style={{ transform: back ? undefined : 'scaleX(-1)' }}>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);

export function CalendarToolbar({ view, period, onStep, onToday, onView }: CalendarToolbarProps) {
  const { t, i18n } = useTranslation('calendar');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="space-between" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton variant="outlined" aria-label={t(`nav.previous.${view}`)} onClick={() => onStep(-1)}>
          <Chevron back={!rtl} />
        </IconButton>
        <Button variant="outlined" color="neutral" onClick={onToday}>
          {t('nav.today')}
        </Button>
        <IconButton variant="outlined" aria-label={t(`nav.next.${view}`)} onClick={() => onStep(1)}>
          <Chevron back={rtl} />
        </IconButton>
        <Typography level="title-lg" component="h2" aria-live="polite" sx={{ paddingInlineStart: 1 }}>
          {period}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        aria-label={t('views.label')}
        value={view}
        onChange={(_event, next) => {
          if (next !== null) onView(next as CalendarView);
        }}
      >
        {CALENDAR_VIEWS.map((name) => (
          <Button key={name} value={name} aria-pressed={name === view}>
            {t(`views.${name}`)}
          </Button>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
