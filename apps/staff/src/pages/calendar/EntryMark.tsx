/**
 * How a calendar entry reads at a glance: its kind by colour and glyph (a phone for a callback,
 * a pin for a visit, a star for a career event, a note for any other interaction), and an overdue
 * callback in red with a warning glyph and the word, so colour is never the only signal.
 */
import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';
import type { CalendarEntry, CalendarKind } from '@abitura/contracts';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@abitura/ui';
import { Icon } from '../../components/icons.js';
import { moscowTime } from '../../models/calendarDates.js';

type Glyph = ComponentType<SVGProps<SVGSVGElement>>;

const PhoneGlyph: Glyph = (props) => (
  <Icon {...props}>
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Icon>
);

const PlaceGlyph: Glyph = (props) => (
  <Icon {...props}>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </Icon>
);

const StarGlyph: Glyph = (props) => (
  <Icon {...props}>
    <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
  </Icon>
);

const NoteGlyph: Glyph = (props) => (
  <Icon {...props}>
    <path d="M5 6.5h14M5 11h14M5 15.5h9" />
  </Icon>
);

export const WarningGlyph: Glyph = (props) => (
  <Icon {...props}>
    <path d="M12 4l9 16H3z" />
    <path d="M12 10v4.5M12 17.2v.1" />
  </Icon>
);

export const KIND_GLYPHS: Readonly<Record<CalendarKind, Glyph>> = { callback: PhoneGlyph, visit: PlaceGlyph, event: StarGlyph, interaction: NoteGlyph };
export const KIND_COLORS: Readonly<Record<CalendarKind, ColorPaletteProp>> = { callback: 'warning', visit: 'success', event: 'primary', interaction: 'neutral' };

/** The colour an entry is drawn in: red when overdue, else its kind's. */
export function entryColor(entry: Pick<CalendarEntry, 'kind' | 'overdue'>): ColorPaletteProp {
  return entry.overdue ? 'danger' : KIND_COLORS[entry.kind];
}

/** Who or what the entry is about, as its one line: the person, else its title. */
export function entrySubject(entry: CalendarEntry): string {
  return entry.person?.name ?? entry.title;
}

export interface EntryButtonProps {
  entry: CalendarEntry;
  onOpen: (entry: CalendarEntry) => void;
  /** Shows the title under the person (week and day views have the room). @default false */
  detailed?: boolean;
  /** Names whose entry it is (the team's calendar mixes several people's). @default false */
  showOwner?: boolean;
  tabIndex?: number;
}

/** One entry as a button that opens it: time, kind glyph, person, and the overdue flag. */
export function EntryButton({ entry, onOpen, detailed = false, showOwner = false, tabIndex }: EntryButtonProps) {
  const { t } = useTranslation('calendar');
  const Glyph = entry.overdue ? WarningGlyph : KIND_GLYPHS[entry.kind];
  const color = entryColor(entry);
  const kind = t(`kinds.${entry.kind}`);
  const overdue = entry.overdue ? t('entry.overdue') : null;
  const subject = entrySubject(entry);
  const owner = showOwner && entry.owner ? t('entry.owner', { name: entry.owner.name }) : null;
  return (
    <Box
      component="button"
      type="button"
      data-kind={entry.kind}
      {...(tabIndex === undefined ? {} : { tabIndex })}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        width: '100%',
        minWidth: 0,
        textAlign: 'start',
        font: 'inherit',
        fontSize: 'xs',
        lineHeight: 1.3,
        px: 0.5,
        py: 0.25,
        border: '1px solid',
        borderColor: `${color}.outlinedBorder`,
        borderInlineStartWidth: 4,
        borderRadius: 'sm',
        bgcolor: `${color}.softBg`,
        color: `${color}.softColor`,
        cursor: 'pointer',
        '&:hover': { bgcolor: `${color}.softHoverBg` },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 1 },
      }}
    >
      <Glyph style={{ flexShrink: 0, marginTop: 2 }} />
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden' }}>
        {/* A week's narrow column: the time on a line of its own, so the name is not cut after a few letters. */}
        <Box component="span" sx={{ fontWeight: 'lg', marginInlineEnd: 0.5, display: detailed ? 'block' : 'inline' }} dir="ltr">
          {moscowTime(entry.at)}
        </Box>
        <span style={visuallyHidden}>{`, ${kind}, `}</span>
        <Box component="span" sx={{ whiteSpace: detailed ? 'normal' : 'nowrap' }}>
          {subject}
        </Box>
        {overdue ? (
          <Box component="span" sx={{ display: 'block', fontWeight: 'lg' }}>
            <span style={visuallyHidden}>, </span>
            {overdue}
          </Box>
        ) : null}
        {owner ? (
          <Box component="span" sx={{ display: 'block', opacity: 0.85 }}>
            <span style={visuallyHidden}>, </span>
            {owner}
          </Box>
        ) : null}
        {detailed && entry.person ? (
          <Box component="span" sx={{ display: 'block', opacity: 0.85 }}>
            <span style={visuallyHidden}>, </span>
            {entry.title}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** The legend of the kinds' colours and glyphs, and of the overdue flag. */
export function KindLegend() {
  const { t } = useTranslation('calendar');
  const items: [string, Glyph, ColorPaletteProp][] = [
    ...(Object.keys(KIND_GLYPHS) as CalendarKind[]).map((kind): [string, Glyph, ColorPaletteProp] => [t(`kinds.${kind}`), KIND_GLYPHS[kind], KIND_COLORS[kind]]),
    [t('entry.overdue'), WarningGlyph, 'danger'],
  ];
  return (
    <Box component="p" aria-label={t('legend')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, m: 0, mt: 1.5, fontSize: 'sm' }}>
      {items.map(([label, Glyph, color]) => (
        <Box key={label} component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: `${color}.plainColor` }}>
          <Glyph />
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
