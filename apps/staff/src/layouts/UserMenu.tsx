/** The signed-in user's menu: who is signed in, change password, sign out. */
import Avatar from '@mui/joy/Avatar';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { LOGIN_REDIRECT_PARAM } from '@abitura/sdk';
import { useClient, useSession, visuallyHidden } from '@abitura/ui';

/** Up to two initials of a full name or login, for the avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Visually hidden below the `sm` breakpoint, shown from it on. */
const responsiveHidden = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'hidden' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
} as const;

export function UserMenu() {
  const { t } = useTranslation('shell');
  const client = useClient();
  const { user } = useSession();
  const [leaving, setLeaving] = useState(false);
  const [pathname] = useLocation();
  const search = useSearch();
  // The password page returns here afterwards (its `to` is checked like the sign-in's).
  const here = search === '' ? pathname : `${pathname}?${search}`;
  const changePassword = `/access/pages/edit-password?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(here)}`;
  const name = String(user?.fullName || user?.login || '');

  const logout = () => {
    setLeaving(true);
    // The SDK clears the session and takes the browser to /login, even when the server is away.
    void client.logout().finally(() => setLeaving(false));
  };

  return (
    <Dropdown>
      {/* The accessible name is "User menu: <name>", so it contains the visible name (WCAG 2.5.3);
          the initials are decoration. On a phone the name is read but not shown. */}
      <MenuButton variant="plain" size="sm" startDecorator={<Avatar size="sm" aria-hidden>{initialsOf(name)}</Avatar>}>
        <span style={visuallyHidden}>{t('user.menu')}: </span>
        {/* A name runs in its own script's direction (dir="auto"), so a long one loses its end to
            the ellipsis, not its start, also when the interface is Arabic. */}
        <Typography level="body-sm" noWrap dir="auto" sx={{ maxWidth: 180, ...responsiveHidden }}>
          {name}
        </Typography>
      </MenuButton>
      <Menu placement="bottom-end" size="sm" sx={{ minWidth: 220 }}>
        <MenuItem disabled sx={{ opacity: 1 }}>
          <Typography level="body-xs">{t('user.signedInAs', { name })}</Typography>
        </MenuItem>
        <ListDivider />
        <MenuItem component={Link} href={changePassword}>
          {t('user.changePassword')}
        </MenuItem>
        <MenuItem onClick={logout} disabled={leaving} color="danger">
          {leaving ? t('user.loggingOut') : t('user.logout')}
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
