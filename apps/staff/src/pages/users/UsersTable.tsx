/**
 * One page of users as a table: sortable column headers (aria-sort says which and how), the name
 * linking to the user page, and a menu of actions per row. It scrolls sideways on a narrow screen;
 * while the next page loads the current rows stay, dimmed, under a thin progress bar.
 */
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { formatPhone } from '@abitura/contracts/validation';
import type { UserListItem } from '@abitura/contracts';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { StatusChip } from './StatusChip.js';
import type { UserSort } from './usersQuery.js';
import { formatDisplayDateTime, visuallyHidden } from '@abitura/ui';

export interface UsersTableProps extends SortableTableProps<UserListItem, UserSort> {
  actions: (row: UserListItem) => ReactNode;
}

export function UsersTable({ rows, caption, busy, actions, ...sorting }: UsersTableProps) {
  const { t } = useTranslation('users');
  const header = sortHeaders(sorting, (column) => t(`columns.${column}`));
  return (
    <ListTable list="users" caption={caption} busy={busy} minWidth={900}>
      <thead>
        <tr>
          {header('fullName')}
          {header('login')}
          <th scope="col">{t('columns.contacts')}</th>
          <th scope="col">{t('columns.roles')}</th>
          {header('status', 130)}
          {header('lastLoginAt')}
          {header('createdAt')}
          <th scope="col" style={{ width: 56 }}>
            <span style={visuallyHidden}>{t('columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <RecordHeaderCell href={buildPath('access-users-view', { id: row.id })} name={row.fullName || row.login} />
            <td dir="ltr" style={{ textAlign: 'start' }}>
              {row.login}
            </td>
            <td>
              {row.email ? (
                <Typography level="inherit" dir="ltr" noWrap>
                  {row.email}
                </Typography>
              ) : null}
              {row.phone ? (
                <Typography level="inherit" dir="ltr">
                  {formatPhone(row.phone)}
                </Typography>
              ) : null}
              {!row.email && !row.phone ? <Muted>{t('common.none')}</Muted> : null}
            </td>
            <td>{row.roles.length > 0 ? row.roles.join(', ') : <Muted>{t('common.none')}</Muted>}</td>
            <td>
              <StatusChip status={row.status} />
            </td>
            <td style={{ whiteSpace: 'nowrap' }}>{row.lastLoginAt ? formatDisplayDateTime(row.lastLoginAt) : <Muted>{t('common.never')}</Muted>}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.createdAt)}</td>
            <td>{actions(row)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
