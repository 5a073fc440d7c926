/**
 * The frame of the sign-in pages: a centred card with the system's name, the page's h1 and a line
 * of explanation. It fits a 360 px screen (the blank layout's switches sit above it) and follows
 * the page direction in Arabic.
 */
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the form (back to sign-in, forgot password). */
  footer?: ReactNode;
  /**
   * Move the focus to the heading on arrival, so assistive technology starts at the top of the
   * new page. Off where a field takes the focus itself (the sign-in form). @default true
   */
  focusHeading?: boolean;
}

export function AuthCard({ title, intro, children, footer, focusHeading = true }: AuthCardProps) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <Stack component="main" id="content" alignItems="center" justifyContent="center" sx={{ minHeight: '100dvh', px: 2, pt: 8, pb: 4 }}>
      <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 }, borderRadius: 'lg', boxShadow: 'sm' }}>
        <Stack spacing={2.5}>
          <div>
            <Typography level="body-sm" textColor="text.tertiary">
              {t('app.name')}
            </Typography>
            <Typography level="h3" component="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
              {title}
            </Typography>
            {intro ? (
              <Typography level="body-md" textColor="text.secondary" sx={{ mt: 0.5 }}>
                {intro}
              </Typography>
            ) : null}
          </div>
          {children}
          {footer ? (
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" justifyContent="center">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Sheet>
    </Stack>
  );
}
