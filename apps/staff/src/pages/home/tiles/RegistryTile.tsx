/**
 * The registry at a glance: how many organizations it holds, and how many of each type, each
 * count leading to that type's tab of the organizations list.
 */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { formatCount } from '../../../charts/index.js';
import { KeyNumber } from '../KeyNumber.js';
import type { OrganizationsOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

type OrganizationType = keyof OrganizationsOverview['byType'];

/** The types in the order of the list's tabs, with the tab each opens. */
export const TYPE_TABS: readonly { type: OrganizationType; tab: string }[] = [
  { type: 'school', tab: 'schools' },
  { type: 'college', tab: 'colleges' },
  { type: 'deputy', tab: 'deputies' },
  { type: 'higher', tab: 'higher' },
];

export function RegistryTile({ data }: TileProps<OrganizationsOverview>) {
  const { t, i18n } = useTranslation('home');
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <Stack spacing={2}>
      <KeyNumber label={t('registry.total')} value={count(data.total)} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1 }}>
        {TYPE_TABS.map(({ type, tab }) => (
          <li key={type}>
            <Link
              component={RouterLink}
              href={buildPath('registry-organizations-list', { tab })}
              underline="none"
              color="neutral"
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', p: 1, borderRadius: 'sm', border: '1px solid', borderColor: 'divider', '&:hover': { bgcolor: 'background.level1' } }}
            >
              <Typography component="span" level="body-sm">
                {t(`registry.type.${type}`)}
              </Typography>{' '}
              <Typography component="span" level="title-lg">
                {count(data.byType[type])}
              </Typography>
            </Link>
          </li>
        ))}
      </Box>
      <Link component={RouterLink} href={buildPath('registry-organizations-list')} level="body-sm">
        {t('registry.all')}
      </Link>
    </Stack>
  );
}
