/**
 * /access/users/view/:id and /access/users/:id/:tab: one user's page. The header names the user
 * with their login, status and actions; the tabs (profile, roles, sessions, activity) live in the
 * address, so switching is a navigation and back/forward move between them.
 */
import Stack from '@mui/joy/Stack';
import TabPanel from '@mui/joy/TabPanel';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { UserDetail } from '@abitura/contracts';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { BackLink, PageTabs, RecordAlerts, RecordLoading, RecordNotFound } from '../../components/RecordPage.js';
import { recordId } from '../../models/queryValues.js';
import { ActivityTab } from './ActivityTab.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import type { Outcome } from '../../models/failure.js';
import { useFailureText } from '../../components/useFailureText.js';
import { ProfileTab } from './ProfileTab.js';
import { RolesTab } from './RolesTab.js';
import { SessionsTab } from './SessionsTab.js';
import { StatusChip } from './StatusChip.js';
import { UserActionDialog } from './UserActionDialog.js';
import { UserActionsMenu, type PendingAction } from './UserActionsMenu.js';
import { createUserActivityModel } from './userActivityModel.js';
import { createUserPageModel, type PageFeedback, type UserPageModel } from './userPageModel.js';
import { createUserSessionsModel } from './userSessionsModel.js';

export const USER_TABS = ['profile', 'roles', 'sessions', 'activity'] as const;
export type UserTab = (typeof USER_TABS)[number];

function isUserTab(value: string): value is UserTab {
  return (USER_TABS as readonly string[]).includes(value);
}

export default function UserPage({ params }: PageProps) {
  const id = recordId(params.id);
  const requested = params.tab ?? 'profile';
  // A new id is a new user: the models start over.
  return id === null ? <UserNotFound /> : <UserView key={id} userId={id} requestedTab={requested} />;
}

function UserNotFound() {
  const { t } = useTranslation('users');
  return <RecordNotFound title={t('user.notFound')} text={t('user.notFoundText')} backHref={buildPath('access-users-list')} backLabel={t('user.backToList')} />;
}

function UserView({ userId, requestedTab }: { userId: number; requestedTab: string }) {
  const { t } = useTranslation('users');
  const client = useClient();
  const session = useSession();
  const [, navigate] = useLocation();
  const model = useMemo(() => createUserPageModel(client, userId), [client, userId]);
  const sessions = useMemo(() => createUserSessionsModel(client, userId), [client, userId]);
  const activity = useMemo(() => createUserActivityModel(client, userId), [client, userId]);
  useEffect(() => void model.load(), [model]);

  const user = useSignalValue(model.user);
  const error = useSignalValue(model.error);
  const feedback = useSignalValue(model.feedback);
  const [pending, setPending] = useState<PendingAction | null>(null);

  const tab: UserTab = isUserTab(requestedTab) ? requestedTab : 'profile';
  const selfId = typeof session.user?.id === 'number' ? session.user.id : null;
  const canManageUsers = session.can('manageUsers');
  const canManageSessions = session.can('manageSessions');

  if (!user) return <RecordLoading title={t('user.title')} error={error} onRetry={() => void model.load()} notFound={<UserNotFound />} />;

  const run = async (action: PendingAction): Promise<Outcome<unknown>> => {
    if (action.kind === 'status') return model.changeStatus(action.status);
    const outcome = await model.revokeAllSessions();
    if (outcome.ok && sessions.loaded.peek()) void sessions.load();
    return outcome;
  };

  return (
    <>
      <BackLink href={buildPath('access-users-list')}>{t('user.backToList')}</BackLink>
      <PageHeader
        title={user.fullName || user.login}
        subtitle={
          <Stack component="span" direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <span dir="ltr">{user.login}</span>
            <StatusChip status={user.status} />
          </Stack>
        }
        actions={
          <UserActionsMenu
            variant="button"
            user={user}
            selfId={selfId}
            canManageUsers={canManageUsers}
            canManageSessions={canManageSessions}
            onAction={setPending}
          />
        }
      />
      {feedback ? <PageFeedbackNotice feedback={feedback} user={user} model={model} /> : null}
      <RecordAlerts error={error} unknownTab={requestedTab !== tab ? t('user.unknownTab', { tab: requestedTab }) : null} />
      <PageTabs
        value={tab}
        tabs={USER_TABS}
        label={t('user.tabs')}
        tabLabel={(name) => t(`tabs.${name}`)}
        onChange={(name) => navigate(buildPath('access-users-tab', { id: userId, tab: name }))}
      >
        <TabPanel value="profile" sx={{ px: 0 }}>
          <ProfileTab user={user} />
        </TabPanel>
        <TabPanel value="roles" sx={{ px: 0 }}>
          <RolesTab model={model} canEdit={canManageUsers} />
        </TabPanel>
        <TabPanel value="sessions" sx={{ px: 0 }}>
          <SessionsTab model={sessions} user={user} allowed={canManageSessions} />
        </TabPanel>
        <TabPanel value="activity" sx={{ px: 0 }}>
          <ActivityTab model={activity} allowed={session.can('viewAudit')} />
        </TabPanel>
      </PageTabs>
      <UserActionDialog pending={pending} onClose={() => setPending(null)} run={run} />
    </>
  );
}

function PageFeedbackNotice({ feedback, user, model }: { feedback: PageFeedback; user: UserDetail; model: UserPageModel }) {
  const { t } = useTranslation('users');
  const failureText = useFailureText();
  const name = user.fullName || user.login;
  const close = model.dismissFeedback;
  switch (feedback.kind) {
    case 'status': {
      const text = [t('feedback.status', { name, status: t(`status.${feedback.to}`) }), ...(feedback.to === 'active' ? [] : [t('feedback.sessionsEnded')])].join(' ');
      return <FeedbackNotice text={text} onUndo={feedback.undo ? model.undo : undefined} onClose={close} />;
    }
    case 'undone':
      return <FeedbackNotice color="neutral" text={t('feedback.undone', { name, status: t(`status.${feedback.to}`) })} onClose={close} />;
    case 'undoFailed':
      return <FeedbackNotice color="danger" text={`${t('feedback.undoFailed', { name })} ${failureText(feedback.failure)}`} onClose={close} />;
    case 'revoked':
      return <FeedbackNotice text={t('feedback.revoked', { count: feedback.count, name })} onClose={close} />;
    default:
      return <FeedbackNotice text={t(`feedback.${feedback.kind}Saved`, { name })} onClose={close} />;
  }
}
