import type { UserListItem } from '@abitura/contracts';
import { findUser } from '../access/targets.js';
import type { CommandHandler } from '../core/command.js';
import { EXIT } from '../core/exitCodes.js';
import { confirmChange, moment } from '../core/format.js';
import { Table } from '../render/Table.js';

export const USER_STATUSES = ['new', 'active', 'banned', 'suspended'] as const;

export interface UsersListArgs {
  search: string | undefined;
  status: (typeof USER_STATUSES)[number] | undefined;
  limit: number;
}

/** `users list`: accounts in login order, filtered as the users page filters them, read a hundred at a time up to --limit. */
export const usersList: CommandHandler<UsersListArgs> = async ({ sdk, io, args }) => {
  const items: UserListItem[] = [];
  let total = 0;
  for (let page = 1; items.length < args.limit; page += 1) {
    const batch = await sdk.run('User/List', { page, pageSize: 100, sort: 'login', ...(args.search ? { search: args.search } : {}), ...(args.status ? { status: args.status } : {}) });
    total = batch.total;
    items.push(...batch.items.slice(0, args.limit - items.length));
    if (batch.items.length === 0 || page * 100 >= batch.total) break;
  }
  if (io.json) {
    io.printJson({ total, items });
    return EXIT.ok;
  }
  const { t } = io;
  io.show(
    <Table
      columns={[
        { header: 'ID', cell: (row: UserListItem) => String(row.id), right: true },
        { header: t('col.login'), cell: (row) => row.login },
        { header: t('col.fullName'), cell: (row) => row.fullName },
        { header: t('col.status'), cell: (row) => t(`status.${row.status}`) },
        { header: t('col.roles'), cell: (row) => row.roles.join(', ') || '—' },
        { header: t('col.lastLogin'), cell: (row) => moment(io, row.lastLoginAt) },
      ]}
      rows={items}
    />,
  );
  io.note(t('list.shown', { shown: items.length, total }));
  return EXIT.ok;
};

/** `users show USER`: one account with its roles, groups and effective permissions. */
export const usersShow: CommandHandler<{ user: string }> = async ({ sdk, io, args }) => {
  const user = await findUser(sdk, io, args.user);
  if (io.json) {
    io.printJson(user);
    return EXIT.ok;
  }
  const { t } = io;
  const rows: Array<[string, string]> = [
    ['ID', String(user.id)],
    [t('col.login'), user.login],
    [t('col.fullName'), user.fullName],
    [t('col.email'), user.email ?? '—'],
    [t('col.phone'), user.phone ?? '—'],
    [t('col.status'), t(`status.${user.status}`)],
    [t('col.roles'), user.roles.join(', ') || '—'],
    [t('col.groups'), user.privilegeGroups.join(', ') || '—'],
    [t('col.created'), moment(io, user.createdAt)],
    [t('col.lastLogin'), moment(io, user.lastLoginAt)],
    [t('col.permissions'), String(user.permissions.length)],
  ];
  io.show(<Table columns={[{ header: '', cell: (row: [string, string]) => row[0] }, { header: '', cell: (row) => row[1] }]} rows={rows} />);
  return EXIT.ok;
};

export interface ChangeArgs {
  user: string;
  yes: boolean;
}

type Status = 'active' | 'banned' | 'suspended';

/** suspend, unsuspend and ban: one status change each; the two that lock out ask first and end the account's sessions. */
function statusChange(status: Status): CommandHandler<ChangeArgs> {
  return async ({ sdk, io, args }) => {
    const user = await findUser(sdk, io, args.user);
    const { t } = io;
    if (status !== 'active') await confirmChange(io, args.yes, t(status === 'banned' ? 'users.confirmBan' : 'users.confirmSuspend', { login: user.login, fullName: user.fullName }));
    const changed = await sdk.run('User/SetStatus', { id: user.id, status });
    if (io.json) io.printJson(changed);
    else io.print(t('users.statusSet', { login: changed.login, status: t(`status.${changed.status}`) }));
    return EXIT.ok;
  };
}

export const usersSuspend = statusChange('suspended');
export const usersUnsuspend = statusChange('active');
export const usersBan = statusChange('banned');

/** `users reset-password USER`: a new one-time password, shown once; the account must change it at its next sign-in. */
export const usersResetPassword: CommandHandler<ChangeArgs> = async ({ sdk, io, args }) => {
  const user = await findUser(sdk, io, args.user);
  await confirmChange(io, args.yes, io.t('users.confirmReset', { login: user.login, fullName: user.fullName }));
  const result = await sdk.run('User/IssueOneTimePassword', { id: user.id });
  if (io.json) io.printJson(result);
  else {
    io.print(result.oneTimePassword);
    io.note(io.t('users.passwordIssued', { login: result.user.login, sessions: result.sessionsEnded }));
  }
  return EXIT.ok;
};
