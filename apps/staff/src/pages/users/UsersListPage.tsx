/**
 * /access/users/list: the users a page at a time, searched, filtered, sorted and paged on the
 * server, with the state in the address query; creating a user; per-row status changes (with
 * confirmation and undo) and ending sessions. The model holds the state; this renders it.
 */
import Button from '@mui/joy/Button';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TablePager } from '../../components/TablePager.js';
import { createAccessCatalog } from './accessCatalog.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import type { Outcome } from '../../models/failure.js';
import { useFailureText } from '../../components/useFailureText.js';
import { UserActionDialog } from './UserActionDialog.js';
import { UserActionsMenu, type PendingAction } from './UserActionsMenu.js';
import { EmptyNote, LoadedArea } from '../../components/LoadedArea.js';
import { createUsersListModel, type ListFeedback } from './usersListModel.js';
import { isNarrowed } from './usersQuery.js';
import { UsersFilters } from './UsersFilters.js';
import { UsersTable } from './UsersTable.js';

export default function UsersListPage(_props: PageProps) {
  const { t } = useTranslation('users');
  const client = useClient();
  const session = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();

  // The model reports filter changes through the latest navigate and path, read at call time.
  const router = useRef({ path, navigate });
  useLayoutEffect(() => {
    router.current = { path, navigate };
  });
  const model = useMemo(
    () =>
      createUsersListModel({
        client,
        onQuery: (query, mode) => router.current.navigate(query === '' ? router.current.path : `${router.current.path}?${query}`, { replace: mode === 'replace' }),
      }),
    [client],
  );
  const catalog = useMemo(() => createAccessCatalog(client), [client]);
  useEffect(() => model.dispose, [model]);
  useEffect(() => model.applyQuery(search), [model, search]);
  useEffect(() => void catalog.load(), [catalog]);

  const filter = useSignalValue(model.filter);
  const searchText = useSignalValue(model.searchText);
  const rows = useSignalValue(model.rows);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  const feedback = useSignalValue(model.feedback);
  const roles = useSignalValue(catalog.roles);
  const groups = useSignalValue(catalog.groups);
  const catalogStatus = useSignalValue(catalog.status);

  const [pending, setPending] = useState<PendingAction | null>(null);
  const [creating, setCreating] = useState(false);
  const canManageUsers = session.can('manageUsers');
  const canManageSessions = session.can('manageSessions');
  const selfId = typeof session.user?.id === 'number' ? session.user.id : null;
  const narrowed = isNarrowed(filter);

  const run = (action: PendingAction): Promise<Outcome<unknown>> =>
    action.kind === 'status' ? model.changeStatus(action.user, action.status) : model.revokeSessions(action.user);

  const createButton = canManageUsers ? <Button onClick={() => setCreating(true)}>{t('list.create')}</Button> : null;

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={loaded ? t('list.count', { count: total }) : null} actions={createButton} />
      {feedback ? <ListFeedbackNotice feedback={feedback} onUndo={model.undo} onClose={model.dismissFeedback} /> : null}
      <UsersFilters
        filter={filter}
        searchText={searchText}
        roles={roles}
        rolesAvailable={catalogStatus === 'ready'}
        narrowed={narrowed}
        onSearchText={model.setSearchText}
        onSearchNow={model.commitSearch}
        onStatus={model.setStatusFilter}
        onRole={model.setRoleFilter}
        onReset={model.resetFilters}
      />
      <LoadedArea
        loaded={loaded}
        error={error}
        onRetry={() => void model.load()}
        minHeight={240}
        empty={rows.length === 0}
        emptyNote={
          <EmptyNote
            minHeight={240}
            busy={loading}
            title={narrowed ? t('list.noResults') : t('list.empty')}
            hint={narrowed ? t('list.noResultsHint') : canManageUsers ? t('list.emptyHint') : t('list.emptyHintReadOnly')}
            action={
              narrowed ? (
                <Button variant="outlined" onClick={model.resetFilters}>
                  {t('list.reset')}
                </Button>
              ) : (
                createButton
              )
            }
          />
        }
      >
        <UsersTable
          rows={rows}
          caption={t('list.caption', { count: total })}
          sort={filter.sort}
          dir={filter.dir}
          busy={loading}
          onSort={model.sortBy}
          actions={(row) => (
            <UserActionsMenu
              user={row}
              selfId={selfId}
              canManageUsers={canManageUsers}
              canManageSessions={canManageSessions}
              openHref={buildPath('access-users-view', { id: row.id })}
              onAction={setPending}
            />
          )}
        />
        <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as typeof filter.pageSize)} />
      </LoadedArea>
      <UserActionDialog pending={pending} onClose={() => setPending(null)} run={run} />
      {canManageUsers ? (
        <CreateUserDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={model.created}
          roles={roles}
          groups={groups}
          catalogStatus={catalogStatus}
        />
      ) : null}
    </>
  );
}

function ListFeedbackNotice({ feedback, onUndo, onClose }: { feedback: ListFeedback; onUndo: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation('users');
  const failureText = useFailureText();
  const name = feedback.user.fullName || feedback.user.login;
  if (feedback.kind === 'undoFailed') {
    return <FeedbackNotice color="danger" text={`${t('feedback.undoFailed', { name })} ${failureText(feedback.failure)}`} onClose={onClose} />;
  }
  if (feedback.kind === 'revoked') {
    return <FeedbackNotice text={t('feedback.revoked', { count: feedback.count, name })} onClose={onClose} />;
  }
  if (feedback.kind === 'undone') {
    return <FeedbackNotice color="neutral" text={t('feedback.undone', { name, status: t(`status.${feedback.to}`) })} onClose={onClose} />;
  }
  const text = [t('feedback.status', { name, status: t(`status.${feedback.to}`) }), ...(feedback.sessionsEnded ? [t('feedback.sessionsEnded')] : [])].join(' ');
  return <FeedbackNotice text={text} onUndo={feedback.undo ? onUndo : undefined} onClose={onClose} />;
}
