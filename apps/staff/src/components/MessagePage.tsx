/**
 * A full-page message (not authorized, suspended, not found, maintenance): what happened in a
 * heading that takes the focus, a sentence of explanation, and the ways on as buttons.
 */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export interface MessagePageProps {
  title: string;
  text: ReactNode;
  /** A decorative glyph above the heading. */
  icon?: ReactNode;
  tone?: 'neutral' | 'warning' | 'danger' | 'primary';
  /** Buttons or links, in reading order. */
  actions?: ReactNode;
}

export function MessagePage({ title, text, icon, tone = 'neutral', actions }: MessagePageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen-reader and keyboard users learn at once that they landed somewhere else.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack component="main" id="content" alignItems="center" justifyContent="center" sx={{ minHeight: '100dvh', p: 2 }}>
      <Sheet variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 'lg', maxWidth: 560, width: '100%', textAlign: 'center', boxShadow: 'sm' }}>
        <Stack spacing={2} alignItems="center">
          {icon ? (
            <Typography aria-hidden color={tone} sx={{ fontSize: 48, lineHeight: 1 }}>
              {icon}
            </Typography>
          ) : null}
          <Typography level="h2" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {title}
          </Typography>
          <Typography level="body-md" textColor="text.secondary">
            {text}
          </Typography>
          {actions ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap justifyContent="center" sx={{ pt: 1, width: { xs: '100%', sm: 'auto' } }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
      </Sheet>
    </Stack>
  );
}
