/** The users list's search box and its status and role filters, with a reset while anything narrows the list. */
import { useTranslation } from 'react-i18next';
import type { AccountStatus, Role } from '@abitura/contracts';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { SearchField } from '../../components/SearchField.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { ACCOUNT_STATUSES, type UsersFilter } from './usersQuery.js';

export interface UsersFiltersProps extends ListFiltersProps<UsersFilter> {
  roles: readonly Role[];
  /** Whether the role filter can be offered (the roles could be read). */
  rolesAvailable: boolean;
}

export function UsersFilters({ filter, searchText, narrowed, roles, rolesAvailable, onSearchText, onSearchNow, onFilters, onReset }: UsersFiltersProps) {
  const { t } = useTranslation('users');
  return (
    <FilterBar label={t('list.filters')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('list.search')} value={searchText} placeholder={t('list.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} />
      <FilterSelect
        label={t('list.status')}
        value={filter.status}
        choices={ACCOUNT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        anyLabel={t('list.anyStatus')}
        onChange={(status) => onFilters({ status: status as AccountStatus | null })}
      />
      {rolesAvailable ? (
        <FilterSelect
          label={t('list.role')}
          value={filter.roleId === null ? null : String(filter.roleId)}
          choices={roles.map((role) => ({ value: String(role.id), label: role.name }))}
          anyLabel={t('list.anyRole')}
          onChange={(roleId) => onFilters({ roleId: roleId === null ? null : Number(roleId) })}
          minWidth={200}
          unknownLabel={(id) => t('list.unknownRole', { id })}
        />
      ) : null}
    </FilterBar>
  );
}
