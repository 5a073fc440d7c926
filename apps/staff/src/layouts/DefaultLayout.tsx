/**
 * The staff shell: a top bar (brand, connection, language, settings, user) and the menu, either
 * as a side bar (vertical) or a row under the top bar (horizontal), by the user's preference. On
 * narrow screens the menu always lives in a drawer opened from the top bar.
 */
import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RouteDef } from '@abitura/sdk';
import { ConnectionIndicator, ConnectionSettingsDialog, LanguageSwitch, usePrefs, useSession } from '@abitura/ui';
import type { PageRegistry } from '../app/pageRegistry.js';
import { MenuIcon } from '../components/icons.js';
import { DisplaySettings } from './DisplaySettings.js';
import { GlobalSearch } from './GlobalSearch.js';
import { HorizontalNav } from './HorizontalNav.js';
import { NavList } from './NavList.js';
import { SkipLink } from './SkipLink.js';
import { staffMenu } from './staffMenu.js';
import { UserMenu } from './UserMenu.js';
import { useNarrowScreen } from './useNarrowScreen.js';
import { useScrollPaddingUnder } from './useScrollPaddingUnder.js';

export interface DefaultLayoutProps {
  children: ReactNode;
  pages: PageRegistry;
  routes: readonly RouteDef[];
}

const SIDEBAR_WIDTH = 260;

export function DefaultLayout({ children, pages, routes }: DefaultLayoutProps) {
  const { t } = useTranslation(['shell', 'common']);
  const { ability } = useSession();
  const { navLayout } = usePrefs();
  const narrow = useNarrowScreen();
  const [drawer, setDrawer] = useState(false);
  const [connection, setConnection] = useState(false);
  const menu = useMemo(() => staffMenu(pages, routes, ability), [pages, routes, ability]);
  const vertical = !narrow && navLayout === 'vertical';
  const horizontal = !narrow && navLayout === 'horizontal';
  const topBar = useRef<HTMLDivElement>(null);
  useScrollPaddingUnder(topBar);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Sheet
        component="header"
        ref={topBar}
        variant="outlined"
        sx={{ position: 'sticky', top: 0, zIndex: 1100, borderInline: 0, borderTop: 0, px: 2, py: 1 }}
      >
        <Stack direction="row" alignItems="center" spacing={1.5}>
          {narrow ? (
            <IconButton variant="plain" size="sm" aria-label={t('shell:nav.openMenu')} aria-expanded={drawer} onClick={() => setDrawer(true)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Typography
            component={Link}
            href="/"
            level="title-md"
            noWrap
            sx={{ textDecoration: 'none', color: 'inherit', minWidth: 0, flex: 1 }}
          >
            {t('common:app.name')}
          </Typography>
          <GlobalSearch />
          {/* On a phone these two move into the menu drawer, so the bar fits 360 px. */}
          {narrow ? null : <ConnectionIndicator onClick={() => setConnection(true)} />}
          {narrow ? null : <LanguageSwitch />}
          <DisplaySettings showNavLayout={!narrow} />
          <UserMenu />
        </Stack>
        {horizontal ? (
          <Box component="nav" aria-label={t('shell:nav.label')} sx={{ pt: 1 }}>
            <HorizontalNav items={menu} />
          </Box>
        ) : null}
      </Sheet>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        {vertical ? (
          <Sheet
            component="nav"
            aria-label={t('shell:nav.label')}
            variant="outlined"
            sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderBlock: 0, borderInlineStart: 0, overflowY: 'auto' }}
          >
            <NavList items={menu} />
          </Sheet>
        ) : null}
        <Box component="main" id="content" tabIndex={-1} sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}>
          {children}
        </Box>
      </Box>
      {narrow ? (
        <Drawer open={drawer} onClose={() => setDrawer(false)} size="sm">
          <ModalClose aria-label={t('shell:nav.closeMenu')} />
          <Box component="nav" aria-label={t('shell:nav.label')} sx={{ pt: 5 }}>
            <NavList items={menu} onNavigate={() => setDrawer(false)} />
          </Box>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ p: 2, mt: 'auto' }}>
            <ConnectionIndicator
              onClick={() => {
                setDrawer(false);
                setConnection(true);
              }}
            />
            <LanguageSwitch />
          </Stack>
        </Drawer>
      ) : null}
      <ConnectionSettingsDialog open={connection} onClose={() => setConnection(false)} />
    </Box>
  );
}
