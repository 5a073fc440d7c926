/**
 * «Назначить»: the applications that need the session's test and have none yet (searched), picked
 * within the seats left, then assigned together (Admission/AssignToSession). One requestId per
 * opening, kept across a retry; a refusal keeps the choice.
 */
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdmissionResult } from '../../models/admissionService.js';
import { newRequestId } from '@abitura/sdk';
import { formatDisplayDate } from '@abitura/ui';
import { FormDialog, TextField } from '../../components/FormDialog.js';
import { LoadState } from '../../components/LoadState.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure } from '../../models/failure.js';
import type { SessionModel } from './sessionModel.js';

type Candidates = AdmissionResult<'Admission/ListTestCandidates'>;

export function AssignDialog({ model, seatsLeft, onClose, onAssigned }: { model: SessionModel; seatsLeft: number; onClose: () => void; onAssigned: (count: number) => void }) {
  const { t } = useTranslation('admissionEntrance');
  const failureText = useFailureText();
  const [requestId] = useState(newRequestId);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Candidates | null>(null);
  const [readFailure, setReadFailure] = useState<Failure | null>(null);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void model.candidates(search).then((outcome) => {
        if (!live) return;
        if (outcome.ok) {
          setFound(outcome.value);
          setReadFailure(null);
        } else setReadFailure(outcome.failure);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [model, search]);

  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((value) => value !== id)));
  const submit = async () => {
    if (chosen.length === 0 || busy) return;
    setBusy(true);
    setFailure(null);
    const outcome = await model.assign(chosen, requestId);
    setBusy(false);
    if (outcome.ok) onAssigned(outcome.value);
    else setFailure(outcome.failure);
  };

  return (
    <FormDialog open title={t('assign.title')} submitLabel={t('assign.submit', { count: chosen.length })} submitting={busy} formError={failure} onSubmit={() => void submit()} onClose={onClose} width={680}>
      <TextField name="search" label={t('assign.search')} value={search} onChange={setSearch} autoFocus hint={t('assign.seatsLeft', { count: Math.max(0, seatsLeft - chosen.length) })} />
      {readFailure ? <Typography color="danger">{failureText(readFailure)}</Typography> : null}
      {found === null && !readFailure ? <LoadState loading /> : null}
      {found && found.items.length === 0 ? <Typography role="status">{t('assign.none')}</Typography> : null}
      {found && found.items.length > 0 ? (
        <List aria-label={t('assign.candidates', { count: found.total })} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {found.items.map((candidate) => {
            const on = chosen.includes(candidate.application_id);
            const full = !on && chosen.length >= seatsLeft;
            return (
              <ListItem key={candidate.application_id}>
                <Checkbox
                  checked={on}
                  disabled={full}
                  onChange={(event) => toggle(candidate.application_id, event.target.checked)}
                  label={t('assign.candidate', { name: candidate.applicant.fullname, birth: formatDisplayDate(candidate.applicant.birth_date) || '—', program: candidate.group.program })}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
    </FormDialog>
  );
}
