/**
 * Asks before a status change or ending sessions, naming the user and what follows (banning or
 * suspending ends their sessions at once). Stays open with the reason when the server refuses.
 */
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import type { Outcome } from '../../models/failure.js';
import { useFailureText } from '../../components/useFailureText.js';
import { endsSessions } from './statusActions.js';
import type { PendingAction } from './UserActionsMenu.js';

export interface UserActionDialogProps {
  /** The action waiting for confirmation; null keeps the dialog closed. */
  pending: PendingAction | null;
  onClose: () => void;
  run: (action: PendingAction) => Promise<Outcome<unknown>>;
}

const COLOR = { active: 'primary', suspended: 'warning', banned: 'danger' } as const;

export function UserActionDialog({ pending, onClose, run }: UserActionDialogProps) {
  const { t } = useTranslation('users');
  const failureText = useFailureText();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [pending]);

  // The last action stays rendered while the dialog closes, so its text does not blank out.
  const [shown, setShown] = useState<PendingAction | null>(pending);
  useEffect(() => {
    if (pending) setShown(pending);
  }, [pending]);
  const action = pending ?? shown;
  if (!action) return null;

  const names = { name: action.user.fullName || action.user.login, login: action.user.login };
  const confirm = async () => {
    const outcome = await run(action);
    if (outcome.ok) return true;
    setError(failureText(outcome.failure));
    return false;
  };

  const text =
    action.kind === 'status'
      ? {
          title: t(`confirm.status.title.${action.status}`, names),
          body: [t(`confirm.status.body.${action.status}`, names), ...(endsSessions(action.status) ? [t('confirm.status.endsSessions')] : [])],
          label: t(`actions.to.${action.status}`),
          color: COLOR[action.status],
        }
      : { title: t('confirm.revoke.title', names), body: [t('confirm.revoke.body', names)], label: t('confirm.revoke.confirm'), color: 'danger' as const };

  return (
    <ConfirmDialog open={pending !== null} title={text.title} confirmLabel={text.label} color={text.color} onConfirm={confirm} onClose={onClose} error={error}>
      {text.body.map((line) => (
        <Typography key={line} level="body-md" sx={{ mb: 1 }}>
          {line}
        </Typography>
      ))}
    </ConfirmDialog>
  );
}
