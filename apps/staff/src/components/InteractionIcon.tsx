/**
 * An interaction type's icon in the timeline. The vocabulary names Material Symbols, but the app
 * assumes no icon font (kiosk and CI browsers often have none), so each name maps to one of a few
 * inline glyphs of its family (a call, a message, a visit, a document, a success, a refusal...),
 * drawn in the type's color inside a soft disc. Unknown names get a dot.
 */
import Sheet from '@mui/joy/Sheet';
import type { ColorPaletteProp } from '@mui/joy/styles';
import type { ComponentType, SVGProps } from 'react';
import { BlockedIcon, CapIcon, CheckIcon, CompassIcon, DotIcon, HourglassIcon, Icon, MailIcon } from './icons.js';

type Glyph = ComponentType<SVGProps<SVGSVGElement>>;

const PhoneGlyph = () => (
  <Icon>
    <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Icon>
);

const ChatGlyph = () => (
  <Icon>
    <path d="M4 5.5h16v10H9l-5 4z" />
  </Icon>
);

const PersonGlyph = () => (
  <Icon>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.8 3.6-5.5 7-5.5s6.2 1.7 7 5.5" />
  </Icon>
);

const PlaceGlyph = () => (
  <Icon>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.2" />
  </Icon>
);

const DocumentGlyph = () => (
  <Icon>
    <path d="M7 3.5h7l4 4v13H7z" />
    <path d="M14 3.5v4h4M9.5 12.5h6M9.5 16h6" />
  </Icon>
);

const PlayGlyph = () => (
  <Icon>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10 8.5l5 3.5-5 3.5z" />
  </Icon>
);

const NoteGlyph = () => (
  <Icon>
    <path d="M5 6.5h14M5 11h14M5 15.5h9" />
  </Icon>
);

const SwapGlyph = () => (
  <Icon>
    <path d="M4 8.5h14l-3-3M20 15.5H6l3 3" />
  </Icon>
);

const FAMILIES: readonly [Glyph, readonly string[]][] = [
  [PhoneGlyph, ['call_received', 'call_made', 'phone_callback', 'phone_missed']],
  [ChatGlyph, ['forum', 'chat', 'sms', 'support_agent']],
  [MailIcon, ['mail', 'mark_email_read', 'send']],
  [PersonGlyph, ['person_add', 'family_restroom']],
  [PlaceGlyph, ['directions_walk', 'meeting_room', 'celebration', 'tour', 'construction']],
  [DocumentGlyph, ['assignment', 'quiz', 'inventory', 'account_balance', 'fact_check', 'grading', 'handshake', 'psychology']],
  [CheckIcon, ['task_alt', 'verified', 'recommend', 'emoji_events', 'workspace_premium']],
  [CapIcon, ['school']],
  [CompassIcon, ['explore']],
  [PlayGlyph, ['play_circle']],
  [HourglassIcon, ['hourglass_empty', 'schedule']],
  [BlockedIcon, ['block', 'do_not_disturb_on', 'undo']],
  [NoteGlyph, ['notes']],
  [SwapGlyph, ['swap_horiz']],
];

const BY_NAME: ReadonlyMap<string, Glyph> = new Map(FAMILIES.flatMap(([glyph, names]) => names.map((name) => [name, glyph] as const)));

const JOY_COLORS: readonly string[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

/** A vocabulary color as Joy's; anything else is neutral. */
export function joyColor(color: unknown): ColorPaletteProp {
  return typeof color === 'string' && JOY_COLORS.includes(color) ? (color as ColorPaletteProp) : 'neutral';
}

export function InteractionIcon({ icon, color }: { icon: string; color: unknown }) {
  const Shape = BY_NAME.get(icon) ?? DotIcon;
  return (
    <Sheet variant="soft" color={joyColor(color)} aria-hidden data-icon={icon} sx={{ width: 32, height: 32, borderRadius: '50%', display: 'grid', placeItems: 'center', flex: 'none', fontSize: 18 }}>
      <Shape />
    </Sheet>
  );
}
