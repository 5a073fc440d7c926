/**
 * The actions on one user, as a menu: open the page (in the list), change the status, end the
 * sessions. What the signed-in person may not do stays in the menu, disabled, with the reason.
 */
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AccountStatus } from '@abitura/contracts';
import { statusChoices, type SettableStatus, type StatusBlock } from './statusActions.js';

export interface UserRef {
  id: number;
  login: string;
  fullName: string;
  status: AccountStatus;
}

export type PendingAction = { kind: 'status'; user: UserRef; status: SettableStatus } | { kind: 'revoke'; user: UserRef };

export interface UserActionsMenuProps {
  user: UserRef;
  selfId: number | null;
  canManageUsers: boolean;
  canManageSessions: boolean;
  /** Adds "open" as the first item (the list's rows). */
  openHref?: string;
  /** 'icon': a small ⋯ button (table rows); 'button': a labelled button (the user page). */
  variant?: 'icon' | 'button';
  onAction: (action: PendingAction) => void;
}

function Reason({ text }: { text: string }) {
  return (
    <Typography level="body-xs" sx={{ display: 'block', whiteSpace: 'normal', maxWidth: 260 }}>
      {text}
    </Typography>
  );
}

export function UserActionsMenu({ user, selfId, canManageUsers, canManageSessions, openHref, variant = 'icon', onAction }: UserActionsMenuProps) {
  const { t } = useTranslation('users');
  const choices = statusChoices(user, { selfId, canManageUsers });
  const blockText = (block: StatusBlock) => t(`actions.blocked.${block}`);
  const name = user.fullName || user.login;
  return (
    <Dropdown>
      {variant === 'icon' ? (
        <MenuButton slots={{ root: IconButton }} slotProps={{ root: { size: 'sm', variant: 'plain', 'aria-label': t('actions.menuFor', { name }) } }}>
          <span aria-hidden>⋯</span>
        </MenuButton>
      ) : (
        <MenuButton variant="outlined" size="sm" endDecorator={<span aria-hidden>▾</span>}>
          {t('actions.menu')}
        </MenuButton>
      )}
      <Menu placement="bottom-end" size="sm" sx={{ minWidth: 220, maxWidth: 320 }}>
        {/* Separate children, not a fragment: Joy marks the menu's first child with a data attribute. */}
        {openHref ? (
          <MenuItem component={Link} href={openHref}>
            {t('actions.open')}
          </MenuItem>
        ) : null}
        {openHref ? <ListDivider /> : null}
        {choices.map((choice) => (
          <MenuItem
            key={choice.status}
            disabled={choice.blocked !== null}
            color={choice.status === 'banned' ? 'danger' : 'neutral'}
            onClick={() => onAction({ kind: 'status', user, status: choice.status })}
            sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
          >
            {t(`actions.to.${choice.status}`)}
            {choice.blocked ? <Reason text={blockText(choice.blocked)} /> : null}
          </MenuItem>
        ))}
        <ListDivider />
        <MenuItem
          disabled={!canManageSessions}
          onClick={() => onAction({ kind: 'revoke', user })}
          sx={{ flexDirection: 'column', alignItems: 'flex-start' }}
        >
          {t('actions.revokeAll')}
          {canManageSessions ? null : <Reason text={t('actions.blocked.noSessionsPermission')} />}
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
