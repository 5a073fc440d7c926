/**
 * What a person sees instead of a crashed page: what happened in plain words, a way to try
 * again, a way home, and the technical message folded away for whoever they report it to.
 */
import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export interface ErrorFallbackProps {
  error: unknown;
  onRetry: () => void;
  homeHref: string;
  onGoHome?: (() => void) | undefined;
}

export function ErrorFallback({ error, onRetry, homeHref, onGoHome }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the heading so keyboard and screen-reader users learn the page changed.
  useEffect(() => heading.current?.focus(), []);

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onGoHome) return; // a full page load is the most reliable recovery
    event.preventDefault();
    onGoHome();
  };
  const details = error instanceof Error ? error.message : String(error);

  return (
    <Sheet role="alert" variant="soft" color="danger" sx={{ p: 3, borderRadius: 'md', maxWidth: 640, mx: 'auto', my: 4 }}>
      <Stack spacing={2}>
        <Typography level="h2" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {t('errorBoundary.title')}
        </Typography>
        <Typography>{t('errorBoundary.description')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button onClick={onRetry}>{t('errorBoundary.retry')}</Button>
          <Button component="a" href={homeHref} onClick={goHome} variant="outlined" color="neutral">
            {t('errorBoundary.home')}
          </Button>
        </Stack>
        {details ? (
          <details>
            <summary>{t('errorBoundary.details')}</summary>
            <Typography level="body-sm" component="pre" sx={{ whiteSpace: 'pre-wrap', direction: 'ltr' }}>
              {details}
            </Typography>
          </details>
        ) : null}
      </Stack>
    </Sheet>
  );
}
