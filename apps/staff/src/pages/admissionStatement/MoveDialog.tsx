/**
 * Asks before a far-reaching move of an application: withdrawing, and rejecting (which needs the
 * reason from the list and takes an optional comment). The move keeps one requestId while the
 * dialog is open, so a retry after a lost answer applies once; a refusal is shown in the dialog.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { APPLICATION_REJECTION_REASONS, valuesOf, type ApplicationMove, type ApplicationRejectionReason } from '@abitura/contracts/vocabulary';
import { newRequestId } from '@abitura/sdk';
import { ChoiceField } from '../../components/ChoiceField.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { TextField } from '../../components/FormDialog.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Outcome } from '../../models/failure.js';
import type { MoveDetails } from './statementListModel.js';

/** The moves that ask first. */
export const CONFIRMED_MOVES: readonly ApplicationMove[] = ['withdraw', 'reject'];

export interface PendingMove {
  row: ApplicationItem;
  move: ApplicationMove;
}

export interface MoveDialogProps {
  pending: PendingMove | null;
  onClose: () => void;
  run: (pending: PendingMove, details: MoveDetails, requestId: string) => Promise<Outcome<unknown>>;
}

const REASONS = valuesOf(APPLICATION_REJECTION_REASONS);

export function MoveDialog({ pending, onClose, run }: MoveDialogProps) {
  const { t } = useTranslation('admissionStatement');
  const terms = useTranslation('admissionTerms').t;
  const failureText = useFailureText();
  const [reason, setReason] = useState<ApplicationRejectionReason | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonMissing, setReasonMissing] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);
  useEffect(() => {
    if (pending === null) return;
    setReason('');
    setComment('');
    setError(null);
    setReasonMissing(false);
    setRequestId(newRequestId());
  }, [pending]);
  if (pending === null) return null;
  const { row, move } = pending;
  const rejecting = move === 'reject';

  const confirm = async (): Promise<boolean> => {
    if (rejecting && reason === '') {
      setReasonMissing(true);
      return false;
    }
    const outcome = await run(pending, { ...(rejecting && reason !== '' ? { reason } : {}), comment }, requestId);
    if (!outcome.ok) setError(failureText(outcome.failure));
    return outcome.ok;
  };

  return (
    <ConfirmDialog open title={t(`move.${move}.title`)} confirmLabel={terms(`move.${move}`)} color={rejecting || move === 'withdraw' ? 'danger' : 'primary'} onConfirm={confirm} onClose={onClose} error={error}>
      <Stack spacing={2}>
        <Typography>{t(`move.${move}.text`, { name: row.applicant.fullname, program: `${row.group.program.code} ${row.group.program.name}`, college: row.group.college.name })}</Typography>
        {rejecting ? (
          <ChoiceField
            name="reason"
            label={t('move.reason')}
            value={reason}
            required
            choices={REASONS.map((value) => ({ value, label: terms(`rejection.${value}`) }))}
            noneLabel={t('move.chooseReason')}
            onChange={(value) => {
              setReason(value as ApplicationRejectionReason | '');
              setReasonMissing(false);
            }}
            error={reasonMissing ? t('move.reasonRequired') : null}
          />
        ) : null}
        <TextField name="comment" label={t('move.comment')} value={comment} onChange={setComment} multiline maxLength={500} />
      </Stack>
    </ConfirmDialog>
  );
}
