/**
 * The sessions tab: a user's live sessions (or every session, ended ones too), the one this
 * browser uses marked, and ending one or all of them after confirmation. Needs manageSessions.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionItem, UserDetail } from '@abitura/contracts';
import { formatDisplayDateTime, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { MissingRight, ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { TabSection } from '../../components/TabSection.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { UserActionDialog } from './UserActionDialog.js';
import type { PendingAction } from './UserActionsMenu.js';
import type { UserSessionsModel } from './userSessionsModel.js';

/** Why the server ended a session, as it stores it, to a key of `sessions.reasons`. */
const REASONS: Readonly<Record<string, string>> = {
  'revoked by administrator': 'admin',
  logout: 'logout',
  'password changed': 'passwordChanged',
  banned: 'banned',
  suspended: 'suspended',
  'wrong current password': 'wrongCurrentPassword',
};

export function isLive(session: SessionItem, now = Date.now()): boolean {
  return session.revokedAt === null && Date.parse(session.expiresAt) > now;
}

export function SessionsTab({ model, user, allowed }: { model: UserSessionsModel; user: UserDetail; allowed: boolean }) {
  const { t } = useTranslation('users');
  const items = useSignalValue(model.items);
  const includeEnded = useSignalValue(model.includeEnded);
  const loading = useSignalValue(model.loading);
  const lastRevoked = useSignalValue(model.lastRevoked);
  const [revokeAll, setRevokeAll] = useState<PendingAction | null>(null);
  const revokeOne = useConfirmedAction((session: SessionItem) => model.revoke([session.id]));

  useFirstLoad(model, allowed);
  if (!allowed) return <MissingRight text={t('sessions.noPermission')} />;

  const live = items.filter((item) => isLive(item));
  const name = user.fullName || user.login;
  const ending = revokeOne.target;

  return (
    <TabSection
      notice={lastRevoked !== null ? <FeedbackNotice text={t('feedback.revoked', { count: lastRevoked, name })} onClose={model.dismissRevoked} /> : null}
      actions={
        <>
          <Typography component="label" level="body-sm" startDecorator={<Switch checked={includeEnded} onChange={(event) => model.setIncludeEnded(event.target.checked)} />}>
            {t('sessions.includeEnded')}
          </Typography>
          <Button color="danger" variant="outlined" size="sm" disabled={live.length === 0} onClick={() => setRevokeAll({ kind: 'revoke', user })}>
            {t('actions.revokeAll')}
          </Button>
        </>
      }
    >
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: includeEnded ? t('sessions.noneAtAll') : t('sessions.noneLive') }}>
        <SessionsTable items={items} busy={loading} onEnd={revokeOne.ask} />
      </ResourceArea>
      <UserActionDialog pending={revokeAll} onClose={() => setRevokeAll(null)} run={() => model.revoke()} />
      <ConfirmDialog {...revokeOne.dialog} title={t('sessions.confirmOne.title')} confirmLabel={t('sessions.confirmOne.confirm')}>
        <Typography>
          {ending ? t('sessions.confirmOne.body', { name, started: formatDisplayDateTime(ending.createdAt), address: ending.address ?? t('sessions.unknownAddress') }) : null}
        </Typography>
        {ending?.current ? (
          <Typography color="warning" sx={{ mt: 1 }}>
            {t('sessions.confirmOne.current')}
          </Typography>
        ) : null}
      </ConfirmDialog>
    </TabSection>
  );
}

function SessionsTable({ items, busy, onEnd }: { items: readonly SessionItem[]; busy: boolean; onEnd: (session: SessionItem) => void }) {
  const { t } = useTranslation('users');
  const stateOf = (session: SessionItem) => {
    if (session.revokedAt !== null) {
      const reason = session.revokedReason ? REASONS[session.revokedReason] : undefined;
      return t('sessions.endedAt', { at: formatDisplayDateTime(session.revokedAt), reason: reason ? t(`sessions.reasons.${reason}`) : (session.revokedReason ?? t('sessions.reasons.unknown')) });
    }
    return isLive(session) ? t('sessions.live') : t('sessions.expired');
  };
  return (
    <ListTable list="userSessions" caption={t('sessions.caption')} busy={busy} minWidth={820} align="top">
      <thead>
        <tr>
          <th scope="col">{t('sessions.started')}</th>
          <th scope="col">{t('sessions.lastSeen')}</th>
          <th scope="col">{t('sessions.expires')}</th>
          <th scope="col">{t('sessions.surface')}</th>
          <th scope="col">{t('sessions.address')}</th>
          <th scope="col">{t('sessions.device')}</th>
          <th scope="col">{t('sessions.state')}</th>
          <ActionsHeader label={t('columns.actions')} width={110} />
        </tr>
      </thead>
      <tbody>
        {items.map((session) => (
          <tr key={session.id}>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              {formatDisplayDateTime(session.createdAt)}
              {session.current ? (
                <Chip size="sm" color="primary" variant="soft" sx={{ ms: 1 }}>
                  {t('sessions.current')}
                </Chip>
              ) : null}
            </th>
            <td>{formatDisplayDateTime(session.lastSeenAt)}</td>
            <td>{formatDisplayDateTime(session.expiresAt)}</td>
            <td>{t(`sessions.subsystems.${session.subsystem}`, { defaultValue: session.subsystem })}</td>
            <td dir="ltr" style={{ textAlign: 'start' }}>
              {session.address ?? '—'}
            </td>
            <td>
              <Typography level="body-xs" sx={{ wordBreak: 'break-word', maxWidth: 240 }} title={session.userAgent ?? undefined}>
                {session.userAgent ?? '—'}
              </Typography>
            </td>
            <td>{stateOf(session)}</td>
            <td>
              {isLive(session) ? (
                <Button size="sm" variant="plain" color="danger" onClick={() => onEnd(session)} aria-label={t('sessions.endOne', { started: formatDisplayDateTime(session.createdAt) })}>
                  {t('sessions.end')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
