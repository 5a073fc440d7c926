/**
 * One page of users as a table: sortable column headers (aria-sort says which and how), the name
 * linking to the user page, and a menu of actions per row. It scrolls sideways on a narrow screen;
 * while the next page loads the current rows stay, dimmed, under a thin progress bar.
 */
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath, formatPhone } from '@abitura/sdk';
import type { UserListItem } from '@abitura/sdk/contracts';
import { StatusChip } from './StatusChip.js';
import type { SortDirection, UserSort } from './usersQuery.js';
import { formatDisplayDateTime, visuallyHidden } from '@abitura/ui';

export interface UsersTableProps {
  rows: readonly UserListItem[];
  caption: string;
  sort: UserSort;
  dir: SortDirection;
  /** A newer page is being loaded. */
  busy: boolean;
  onSort: (column: UserSort) => void;
  actions: (row: UserListItem) => ReactNode;
}

function SortHeader({ column, label, sort, dir, onSort, width }: { column: UserSort; label: string; sort: UserSort; dir: SortDirection; onSort: (column: UserSort) => void; width?: number }) {
  const active = sort === column;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} style={width ? { width } : undefined}>
      <Link
        component="button"
        type="button"
        underline="none"
        color={active ? 'primary' : 'neutral'}
        fontWeight="lg"
        onClick={() => onSort(column)}
        endDecorator={<span aria-hidden>{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>}
        sx={{ fontSize: 'inherit' }}
      >
        {label}
      </Link>
    </th>
  );
}

export function UsersTable({ rows, caption, sort, dir, busy, onSort, actions }: UsersTableProps) {
  const { t } = useTranslation('users');
  const header = (column: UserSort, width?: number) => (
    <SortHeader column={column} label={t(`columns.${column}`)} sort={sort} dir={dir} onSort={onSort} {...(width ? { width } : {})} />
  );
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto', position: 'relative' }}>
      {busy ? <LinearProgress size="sm" aria-hidden sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }} /> : null}
      <Table
        aria-busy={busy}
        stickyHeader
        hoverRow
        size="sm"
        sx={{
          minWidth: 900,
          // Columns sized by their content (Joy's default is fixed): an e-mail or a role name
          // keeps its width instead of breaking letter by letter.
          tableLayout: 'auto',
          opacity: busy ? 0.6 : 1,
          transition: 'opacity 120ms',
          '& td, & th': { verticalAlign: 'middle', whiteSpace: 'normal' },
        }}
      >
        <caption style={visuallyHidden}>{caption}</caption>
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
              <th scope="row" style={{ fontWeight: 'normal' }}>
                <Link component={RouterLink} href={buildPath('access-users-view', { id: row.id })} fontWeight="md">
                  {row.fullName || row.login}
                </Link>
              </th>
              <td dir="ltr" style={{ textAlign: 'start' }}>
                {row.login}
              </td>
              <td>
                {row.email ? (
                  <Typography level="body-sm" dir="ltr" noWrap>
                    {row.email}
                  </Typography>
                ) : null}
                {row.phone ? (
                  <Typography level="body-sm" dir="ltr">
                    {formatPhone(row.phone)}
                  </Typography>
                ) : null}
                {!row.email && !row.phone ? <Typography level="body-sm" textColor="text.tertiary">{t('common.none')}</Typography> : null}
              </td>
              <td>{row.roles.length > 0 ? row.roles.join(', ') : <Typography level="body-sm" textColor="text.tertiary">{t('common.none')}</Typography>}</td>
              <td>
                <StatusChip status={row.status} />
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{row.lastLoginAt ? formatDisplayDateTime(row.lastLoginAt) : <Typography level="body-sm" textColor="text.tertiary">{t('common.never')}</Typography>}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatDisplayDateTime(row.createdAt)}</td>
              <td>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
