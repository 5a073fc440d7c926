/**
 * /home: a greeting, the tiles of what the user may see (counts and charts), and quick links to
 * the sections of the menu they can open. A user who may see nothing gets a word on what to do.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocale, useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { dayPart } from './greeting.js';
import { createHomeModel } from './homeModel.js';
import { QuickLinks } from './QuickLinks.js';
import { TileCard } from './TileCard.js';
import { orderTiles } from './tileKit.js';
import { HOME_TILES } from './tiles.js';
import { useQuickLinks } from './useQuickLinks.js';

export default function HomePage(_props: PageProps) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const client = useClient();
  const { user } = useSession();
  const model = useMemo(() => createHomeModel({ client, tiles: HOME_TILES }), [client]);
  const tiles = useSignalValue(model.tiles);
  const sources = useSignalValue(model.sources);
  const loading = useSignalValue(model.loading);
  const updatedAt = useSignalValue(model.updatedAt);
  const links = useQuickLinks();
  const locale = toLocale(i18n.language);

  // Load on arrival, and again when the ability changes which tiles show.
  const tileIds = tiles.map((tile) => tile.id).join(' ');
  useEffect(() => {
    if (tileIds !== '') void model.load();
  }, [model, tileIds]);

  const now = dayjs().locale(locale);
  const name = user?.fullName || user?.login || '';
  const title = name ? t(`home:greeting.${dayPart(now.hour())}`, { name }) : t('home:greeting.anonymous');
  const nothing = tiles.length === 0 && links.length === 0;
  const shown = orderTiles(tiles, (tile) => {
    const state = sources[tile.source.key];
    return state !== undefined && 'data' in state ? { data: state.data } : undefined;
  });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('home:today', { date: now.format(t('home:todayFormat')) })}
        actions={
          tiles.length > 0 ? (
            <>
              {updatedAt ? (
                <Typography level="body-xs" textColor="text.tertiary" sx={{ alignSelf: 'center' }}>
                  {t('home:updatedAt', { time: dayjs(updatedAt).format('HH:mm') })}
                </Typography>
              ) : null}
              <Button variant="outlined" color="neutral" size="sm" loading={loading} onClick={() => void model.load()}>
                {t('common:actions.refresh')}
              </Button>
            </>
          ) : null
        }
      />
      {nothing ? (
        <Sheet variant="soft" sx={{ p: 4, borderRadius: 'md', textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
          <Typography level="h4" component="p" sx={{ mb: 1 }}>
            {t('home:empty.title')}
          </Typography>
          <Typography>{t('home:empty.text')}</Typography>
        </Sheet>
      ) : null}
      {tiles.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, mb: 3 }}>
          {shown.map((tile) => (
            <TileCard key={tile.id} tile={tile} state={sources[tile.source.key]} onRetry={() => void model.retry(tile.source.key)} />
          ))}
        </Box>
      ) : null}
      {links.length > 0 ? <QuickLinks groups={links} /> : null}
    </>
  );
}
