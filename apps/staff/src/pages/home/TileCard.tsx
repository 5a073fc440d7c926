/**
 * One tile: its heading, then skeletons while the first load runs, the failure with a retry, or
 * the tile's own content (kept on screen, marked busy, while a refresh runs).
 */
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/LoadState.js';
import type { SourceState } from './homeModel.js';
import type { HomeTile } from './tileKit.js';
import { visuallyHidden } from '@abitura/ui';

export interface TileCardProps {
  tile: HomeTile;
  state: SourceState | undefined;
  onRetry: () => void;
}

/** Hidden on screen, read by screen readers. */
export function TileCard({ tile, state, onRetry }: TileCardProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const hasData = state !== undefined && 'data' in state;
  const busy = state === undefined || state.status === 'loading';
  const { Component } = tile;

  let body;
  if (state?.status === 'failed') body = <LoadState loading={false} error={t(`failure.${state.reason}`)} onRetry={onRetry} />;
  else if (hasData) body = <Component data={state.data} />;
  else body = <TileSkeleton label={t('tile.loading')} />;

  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      aria-busy={busy}
      data-tile={tile.id}
      sx={{ gridColumn: tile.wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <Typography id={headingId} level="title-lg" component="h2">
        {t(tile.title)}
      </Typography>
      {body}
    </Card>
  );
}

function TileSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5}>
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Skeleton variant="text" level="body-sm" width="40%" />
      <Skeleton variant="text" level="h2" width="25%" />
      <Skeleton variant="rectangular" height={120} sx={{ borderRadius: 'sm' }} />
    </Stack>
  );
}
