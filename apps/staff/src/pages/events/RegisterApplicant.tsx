/**
 * "Register an applicant" on a confirmed event's card: a dialog with the call card's type-ahead
 * person search (a name, a phone, an e-mail, an id number or "#id"); the applicant picked is
 * shown, and registering them (EventService/register) says the ticket token the registration
 * issued. A refusal (no free place, already registered) stays in the dialog with the person picked.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallPerson } from '@abitura/contracts';
import { useClient, useNotify, useSignalValue } from '@abitura/ui';
import { DialogFrame } from '../../components/FormDialog.js';
import { LoadState } from '../../components/LoadState.js';
import { TypeaheadBox, TypeaheadOption } from '../../components/TypeaheadBox.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure } from '../../models/failure.js';
import { createPersonSearchModel } from '../../models/personSearchModel.js';
import type { EventPageModel } from './eventPageModel.js';

export interface RegisterApplicantProps {
  model: Pick<EventPageModel, 'register'>;
  open: boolean;
  onClose: () => void;
}

export function RegisterApplicant({ model, open, onClose }: RegisterApplicantProps) {
  const { t } = useTranslation('events');
  return (
    <DialogFrame open={open} title={t('register.title')} busy={false} onClose={onClose} width={640}>
      {open ? <RegisterContent model={model} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function RegisterContent({ model, onClose }: Omit<RegisterApplicantProps, 'open'>) {
  const { t } = useTranslation('events');
  const client = useClient();
  const notify = useNotify();
  const failureText = useFailureText();
  const search = useMemo(() => createPersonSearchModel({ client }), [client]);
  useEffect(() => search.dispose, [search]);
  const status = useSignalValue(search.status);
  const error = useSignalValue(search.error);
  const [person, setPerson] = useState<CallPerson | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  const register = async () => {
    if (person === null) return;
    setBusy(true);
    setFailure(null);
    const outcome = await model.register(person.id);
    setBusy(false);
    if (!outcome.ok) {
      setFailure(outcome.failure);
      return;
    }
    notify({ level: 'success', message: t('register.done', { name: person.fullname, ticket: outcome.value.ticket_token }) });
    onClose();
  };

  const line = status === 'idle' ? t('register.idle') : status === 'short' ? t('register.short') : status === 'none' ? t('register.none') : status === 'searching' ? t('register.searching') : '';
  return (
    <>
      <DialogContent>
        <Stack spacing={1.5}>
          {person === null ? (
            <TypeaheadBox
              model={search}
              label={t('register.search')}
              placeholder={t('register.placeholder')}
              hint={t('register.hint')}
              listLabel={t('register.hits')}
              autoFocus
              onPick={(hit) => {
                setPerson(hit);
                search.clear();
              }}
              statusLine={
                status === 'failed' ? (
                  <LoadState loading={false} error={failureText(error)} onRetry={() => void search.searchNow()} />
                ) : (
                  <Typography role="status" level="body-sm" textColor="text.secondary">
                    {line}
                  </Typography>
                )
              }
              renderHit={(hit, option) => (
                <TypeaheadOption {...option} spacing={0.25} py={1} outlineActive={false}>
                  <Typography level="title-sm" component="span">
                    {hit.fullname}
                  </Typography>
                  <Typography level="body-xs" textColor="text.secondary">
                    {[`#${hit.id}`, hit.school].filter((part) => part !== null).join(' · ')}
                  </Typography>
                </TypeaheadOption>
              )}
            />
          ) : (
            <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography level="title-md">{t('register.chosen', { name: person.fullname })}</Typography>
              <Button variant="plain" size="sm" disabled={busy} onClick={() => setPerson(null)}>
                {t('register.another')}
              </Button>
            </Stack>
          )}
          {failure ? (
            <Alert role="alert" color="danger" variant="soft">
              {failureText(failure)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button disabled={person === null} loading={busy} onClick={() => void register()}>
          {t('register.submit')}
        </Button>
        <Button variant="plain" color="neutral" disabled={busy} onClick={onClose}>
          {t('register.cancel')}
        </Button>
      </DialogActions>
    </>
  );
}
