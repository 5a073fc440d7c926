/**
 * The registry at a glance: how many organizations it holds, and how many of each type, each
 * count leading to that type's tab of the organizations list.
 */
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { formatCount } from '../../../charts/index.js';
import { CountLinks } from '../CountLinks.js';
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
      <CountLinks items={TYPE_TABS.map(({ type, tab }) => ({ key: type, label: t(`registry.type.${type}`), value: count(data.byType[type]), href: buildPath('registry-organizations-list', { tab }) }))} />
      <Link component={RouterLink} href={buildPath('registry-organizations-list')} level="body-sm">
        {t('registry.all')}
      </Link>
    </Stack>
  );
}
