/**
 * /access/users/list: the users a page at a time, searched, filtered, sorted and paged on the
 * server, with the state in the address query; creating a user; per-row status changes (with
 * confirmation and undo) and ending sessions. The model holds the state; this renders it.
 */
import Button from '@mui/joy/Button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Outcome } from '../../models/failure.js';
import { createAccessCatalog } from './accessCatalog.js';
import { CreateUserDialog } from './CreateUserDialog.js';
import { UserActionDialog } from './UserActionDialog.js';
import { UserActionsMenu, type PendingAction } from './UserActionsMenu.js';
import { createUsersListModel, type ListFeedback } from './usersListModel.js';
import { UsersFilters } from './UsersFilters.js';
import { UsersTable } from './UsersTable.js';

export default function UsersListPage(_props: PageProps) {
  const { t } = useTranslation('users');
  const client = useClient();
  const session = useSession();
  const model = useAddressBoundList((listClient, onQuery) => createUsersListModel({ client: listClient, onQuery }));
  const catalog = useMemo(() => createAccessCatalog(client), [client]);
  useEffect(() => void catalog.load(), [catalog]);

  const list = usePagedListState(model);
  const { total, loaded } = list;
  const feedback = useSignalValue(model.feedback);
  const roles = useSignalValue(catalog.roles);
  const groups = useSignalValue(catalog.groups);
  const catalogStatus = useSignalValue(catalog.status);

  const [pending, setPending] = useState<PendingAction | null>(null);
  const [creating, setCreating] = useState(false);
  const canManageUsers = session.can('manageUsers');
  const canManageSessions = session.can('manageSessions');
  const selfId = typeof session.user?.id === 'number' ? session.user.id : null;

  const run = (action: PendingAction): Promise<Outcome<unknown>> =>
    action.kind === 'status' ? model.changeStatus(action.user, action.status) : model.revokeSessions(action.user);

  const createButton = canManageUsers ? <Button onClick={() => setCreating(true)}>{t('list.create')}</Button> : null;

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={loaded ? t('list.count', { count: total }) : null} actions={createButton} />
      {feedback ? <ListFeedbackNotice feedback={feedback} onUndo={model.undo} onClose={model.dismissFeedback} /> : null}
      <UsersFilters {...listFiltersProps(list, model)} roles={roles} rolesAvailable={catalogStatus === 'ready'} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('list.empty'), hint: canManageUsers ? t('list.emptyHint') : t('list.emptyHintReadOnly'), action: createButton }}
        noResults={{ title: t('list.noResults'), hint: t('list.noResultsHint') }}
      >
        <UsersTable
          {...sortableTableProps(list, model, t('list.caption', { count: total }))}
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
      </PagedListArea>
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
