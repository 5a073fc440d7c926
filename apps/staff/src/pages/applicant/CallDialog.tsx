/**
 * «Записать звонок» on the applicant's page: the same call form and follow-up as the call card
 * (components/CallFlowForms.tsx), in a dialog, for the applicant of the page. What is typed is the
 * same draft the call card keeps for this person, so closing the dialog loses nothing and the call
 * card finds it too. The dialog closes once the call is done.
 */
import DialogContent from '@mui/joy/DialogContent';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { CallFlowForms } from '../../components/CallFlowForms.js';
import { DialogFrame } from '../../components/FormDialog.js';
import type { CallFlowModel } from '../../models/callFlowModel.js';

export interface CallDialogProps {
  open: boolean;
  flow: CallFlowModel;
  person: { id: number; fullname: string; email: string | null };
  onClose: () => void;
}

export function CallDialog({ open, flow, person, onClose }: CallDialogProps) {
  const { t } = useTranslation('applicant');
  const savingCall = useSignalValue(flow.callForm.submitting);
  const savingFollowUp = useSignalValue(flow.followUpForm.submitting);
  useEffect(() => flow.keepDrafts(), [flow]);
  useEffect(() => {
    if (open) flow.take({ id: person.id, email: person.email });
  }, [open, flow, person.id, person.email]);

  return (
    <DialogFrame open={open} title={t('callDialog.title', { name: person.fullname })} busy={savingCall || savingFollowUp} onClose={onClose} width={720}>
      <DialogContent sx={{ overflow: 'visible' }}>{open ? <CallFlowForms flow={flow} onDone={onClose} /> : null}</DialogContent>
    </DialogFrame>
  );
}
