/**
 * The pieces of a timeline (an applicant's interactions and recommendations, an organization's
 * interactions): the list of entries newest first, an entry's card, the line saying when it
 * happened and who recorded it, and a line naming what it holds ("Результат: …").
 */
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import type { SxProps } from '@mui/joy/styles/types';
import Typography, { type TypographyProps } from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { formatDisplayDateTime } from '@abitura/ui';

export interface TimelineListProps {
  /** What the list holds, for a screen reader. */
  label: string;
  /** While its entries are being read again. */
  busy?: boolean;
  children: ReactNode;
}

/** The entries, an ordered list without bullets. */
export function TimelineList({ label, busy, children }: TimelineListProps) {
  return (
    <Stack component="ol" spacing={1.5} aria-label={label} aria-busy={busy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

export interface TimelineCardProps {
  /** The entry just recorded, shown in the success colour. */
  fresh?: boolean;
  /** A thicker starting edge, in pixels. */
  edgeWidth?: number;
  children: ReactNode;
}

/** One entry of the list. */
export function TimelineCard({ fresh = false, edgeWidth, children }: TimelineCardProps) {
  return (
    <Sheet component="li" variant="outlined" color={fresh ? 'success' : 'neutral'} sx={{ p: 2, borderRadius: 'md', ...(edgeWidth === undefined ? {} : { borderInlineStartWidth: edgeWidth }) }}>
      {children}
    </Sheet>
  );
}

/** When an entry happened and who recorded it (or what stands for nobody). */
export function TimelineByline({ date, author, noAuthor }: { date: string; author: { name: string } | null; noAuthor: string }) {
  return (
    <>
      <Typography level="body-sm" component="span">
        <time dateTime={date}>{formatDisplayDateTime(date)}</time>
      </Typography>
      <Typography level="body-sm" textColor="text.secondary" component="span">
        {author ? author.name : noAuthor}
      </Typography>
    </>
  );
}

export interface LabelledLineProps {
  label: string;
  level: NonNullable<TypographyProps['level']>;
  sx?: SxProps;
  children: ReactNode;
}

/** A line of text under its name in bold: "Результат: дозвонились". */
export function LabelledLine({ label, level, sx, children }: LabelledLineProps) {
  return (
    <Typography level={level} {...(sx === undefined ? {} : { sx })}>
      <Typography component="span" fontWeight="lg">
        {label}:
      </Typography>{' '}
      {children}
    </Typography>
  );
}
