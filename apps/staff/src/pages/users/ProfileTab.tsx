/** The profile tab: contacts, status, roles and groups, when the account was created and last used. */
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@abitura/contracts/validation';
import type { UserDetail } from '@abitura/contracts';
import { CopyButton, formatDisplayDateTime } from '@abitura/ui';
import { StatusChip } from './StatusChip.js';

function Muted({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" textColor="text.tertiary">
      {children}
    </Typography>
  );
}

export function ProfileTab({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const none = <Muted>{t('common.none')}</Muted>;
  const rows: [string, ReactNode][] = [
    [t('profile.fullName'), user.fullName || none],
    [t('profile.login'), <span dir="ltr">{user.login}</span>],
    [
      t('profile.email'),
      user.email ? (
        <Stack direction="row" spacing={0.5} alignItems="center" component="span">
          <Link href={`mailto:${user.email}`} dir="ltr" sx={{ wordBreak: 'break-all' }}>
            {user.email}
          </Link>
          <CopyButton text={user.email} label={t('profile.copyEmail')} />
        </Stack>
      ) : (
        none
      ),
    ],
    [
      t('profile.phone'),
      user.phone ? (
        <Stack direction="row" spacing={0.5} alignItems="center" component="span">
          <Link href={`tel:${user.phone}`} dir="ltr">
            {formatPhone(user.phone)}
          </Link>
          <CopyButton text={user.phone} label={t('profile.copyPhone')} />
        </Stack>
      ) : (
        none
      ),
    ],
    [t('profile.status'), <StatusChip status={user.status} />],
    [t('profile.roles'), user.roles.length > 0 ? user.roles.join(', ') : none],
    [t('profile.groups'), user.privilegeGroups.length > 0 ? user.privilegeGroups.join(', ') : none],
    [t('profile.createdAt'), formatDisplayDateTime(user.createdAt)],
    [t('profile.lastLoginAt'), user.lastLoginAt ? formatDisplayDateTime(user.lastLoginAt) : <Muted>{t('common.never')}</Muted>],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 220px) 1fr' }, columnGap: 3, rowGap: { xs: 0.5, sm: 1.5 }, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" level="body-sm" textColor="text.secondary" sx={{ pt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
