/**
 * «Создать группы из программ» (Admission/CreateGroupsFromPrograms): the season's groups from the
 * registry's programmes in one step, for one college or for all; groups that exist are kept, so
 * running it again only adds what is new. The tab reports how many were created and kept.
 */
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { DialogForm, DialogFrame } from '../../../components/FormDialog.js';
import { OrganizationField, type OrganizationRef } from '../../../components/OrganizationField.js';
import type { SeasonWrite } from './seasonWrites.js';

export interface CreateGroupsDialogProps {
  open: boolean;
  seasonId: number;
  write: SeasonWrite<'Admission/CreateGroupsFromPrograms'>;
  onClose: () => void;
  onDone: () => void;
}

export function CreateGroupsDialog({ open, seasonId, write, onClose, onDone }: CreateGroupsDialogProps) {
  const { t } = useTranslation('admissionSeason');
  const running = useSignalValue(write.running);
  const failure = useSignalValue(write.failure);
  const [college, setCollege] = useState<OrganizationRef | null>(null);
  useEffect(() => {
    if (open) write.clear();
  }, [open, write]);

  const submit = async () => {
    if (await write.run({ season_id: seasonId, ...(college ? { college_ids: [college.id] } : {}) })) onDone();
  };

  return (
    <DialogFrame open={open} title={t('createGroups.title')} busy={running} onClose={onClose}>
      <DialogForm submitLabel={t('createGroups.submit')} submitting={running} formError={failure} onSubmit={() => void submit()} onCancel={onClose}>
        <Typography level="body-sm">{t('createGroups.text')}</Typography>
        <OrganizationField name="college" label={t('createGroups.college')} type="college" value={college} onChange={setCollege} hint={t('createGroups.collegeHint')} />
      </DialogForm>
    </DialogFrame>
  );
}
