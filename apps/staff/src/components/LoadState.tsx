/**
 * What a data area shows while it is not showing data: a loading line, a failure with a retry
 * button, or an empty state with a hint. Children render only once there is something to show.
 */
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadStateProps {
  loading: boolean;
  /** A message for a failed load; shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** True when loaded with nothing to show. */
  empty?: boolean;
  emptyText?: string;
  emptyHint?: string;
  children?: ReactNode;
}

export function LoadState({ loading, error, onRetry, empty, emptyText, emptyHint, children }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Sheet variant="soft" color="danger" role="alert" sx={{ p: 2, borderRadius: 'md' }}>
        <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap">
          <Typography color="danger">{error}</Typography>
          {onRetry ? (
            <Button size="sm" variant="outlined" color="danger" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          ) : null}
        </Stack>
      </Sheet>
    );
  }
  if (loading) {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" role="status" sx={{ p: 2 }}>
        {/* Decoration: the text beside it is what the status says. */}
        <CircularProgress size="sm" aria-hidden />
        <Typography>{t('status.loading')}</Typography>
      </Stack>
    );
  }
  if (empty) {
    return (
      <Sheet variant="soft" sx={{ p: 3, borderRadius: 'md', textAlign: 'center' }}>
        <Typography level="title-md">{emptyText ?? t('empty.noData')}</Typography>
        {emptyHint ? <Typography level="body-sm">{emptyHint}</Typography> : null}
      </Sheet>
    );
  }
  return <>{children}</>;
}
