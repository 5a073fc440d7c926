/**
 * The list's search box and its status and role filters, with a reset button while anything
 * narrows the list. The search is typed freely and sent after a pause (or at once with Enter).
 */
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountStatus, Role } from '@abitura/sdk/contracts';
import { ACCOUNT_STATUSES, type UsersFilter } from './usersQuery.js';

export interface UsersFiltersProps {
  filter: UsersFilter;
  searchText: string;
  roles: readonly Role[];
  /** Whether the role filter can be offered (the roles could be read). */
  rolesAvailable: boolean;
  narrowed: boolean;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
  onStatus: (status: AccountStatus | null) => void;
  onRole: (roleId: number | null) => void;
  onReset: () => void;
}

const ALL = 'all';

export function UsersFilters(props: UsersFiltersProps) {
  const { filter, searchText, roles, rolesAvailable, narrowed } = props;
  const { t } = useTranslation('users');
  const statusLabel = useId();
  const roleLabel = useId();
  return (
    <Stack
      role="search"
      aria-label={t('list.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      alignItems={{ md: 'flex-end' }}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 2 }}
    >
      {/* The basis applies in the row only: in the phone's column it would become a height. */}
      <FormControl sx={{ flex: { md: '1 1 260px' }, minWidth: 0 }}>
        <FormLabel>{t('list.search')}</FormLabel>
        <Input
          type="search"
          value={searchText}
          placeholder={t('list.searchPlaceholder')}
          startDecorator={<span aria-hidden>⌕</span>}
          onChange={(event) => props.onSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onSearchNow();
          }}
          slotProps={{ input: { maxLength: 100 } }}
        />
      </FormControl>
      <FormControl sx={{ minWidth: 180 }}>
        <FormLabel id={statusLabel}>{t('list.status')}</FormLabel>
        <Select
          value={filter.status ?? ALL}
          onChange={(_event, value) => props.onStatus(value === ALL || value === null ? null : (value as AccountStatus))}
          slotProps={{ button: { 'aria-labelledby': statusLabel } }}
        >
          <Option value={ALL}>{t('list.anyStatus')}</Option>
          {ACCOUNT_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {t(`status.${status}`)}
            </Option>
          ))}
        </Select>
      </FormControl>
      {rolesAvailable ? (
        <FormControl sx={{ minWidth: 200 }}>
          <FormLabel id={roleLabel}>{t('list.role')}</FormLabel>
          <Select
            value={filter.roleId === null ? ALL : String(filter.roleId)}
            onChange={(_event, value) => props.onRole(value === ALL || value === null ? null : Number(value))}
            slotProps={{ button: { 'aria-labelledby': roleLabel } }}
          >
            <Option value={ALL}>{t('list.anyRole')}</Option>
            {roles.map((role) => (
              <Option key={role.id} value={String(role.id)}>
                {role.name}
              </Option>
            ))}
            {filter.roleId !== null && !roles.some((role) => role.id === filter.roleId) ? (
              <Option value={String(filter.roleId)}>{t('list.unknownRole', { id: filter.roleId })}</Option>
            ) : null}
          </Select>
        </FormControl>
      ) : null}
      {narrowed ? (
        <Button variant="plain" color="neutral" onClick={props.onReset}>
          {t('list.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
