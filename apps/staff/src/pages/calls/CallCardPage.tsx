/**
 * /interactions/calls/create: the call card. Find the person on the line (or open the one the
 * address names, ?person=<id>), see who they are and their timeline beside the form, register the
 * call and then its follow-up. Built for the keyboard: the search has the focus, Enter picks the
 * highlighted person, the focus moves to the form, Ctrl+Enter saves. What is typed is a draft of
 * that person's call until it is saved, so a reload loses nothing.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Grid from '@mui/joy/Grid';
import Stack from '@mui/joy/Stack';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { CallPerson } from '@abitura/contracts';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { CallFlowForms } from '../../components/CallFlowForms.js';
import { MissingRight } from '../../components/LoadedArea.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useFailureText } from '../../components/useFailureText.js';
import { browserStorage } from '../../models/storedJson.js';
import { createCallCardModel, type CallCardModel } from './callCardModel.js';
import { CallHistory, PersonSummary } from './PersonPanel.js';
import { PersonSearch } from './PersonSearch.js';
import { callCardHref, personParam } from '../../models/callCardAddress.js';
import { MANAGE_INTERACTIONS, VIEW_ABITURIENT } from './permissions.js';

export default function CallCardPage(_props: PageProps) {
  const { t } = useTranslation('calls');
  const client = useClient();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const withRecord = session.can(VIEW_ABITURIENT);
  const model = useMemo(() => createCallCardModel({ client, storage: browserStorage(), userId, withRecord }), [client, userId, withRecord]);
  const search = useSearch();
  const [, navigate] = useLocation();
  const wanted = personParam(search);
  const searchId = useId();
  const focusSearch = () => document.getElementById(searchId)?.focus();

  useEffect(() => {
    const stopDrafts = model.flow.keepDrafts();
    return () => {
      stopDrafts();
      model.dispose();
    };
  }, [model]);
  useEffect(() => {
    if (wanted === null) model.release();
    else void model.open(wanted);
  }, [model, wanted]);

  const pick = (person: CallPerson) => {
    model.pick(person);
    navigate(callCardHref(person.id), { replace: true });
  };

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={2}>
        <PersonSearch model={model.search} onPick={pick} autoFocus={wanted === null} inputId={searchId} />
        <PersonArea
          model={model}
          wanted={wanted}
          onRelease={() => {
            navigate(callCardHref(null), { replace: true });
            focusSearch();
          }}
          onDone={focusSearch}
        />
      </Stack>
    </>
  );
}

interface PersonAreaProps {
  model: CallCardModel;
  wanted: number | null;
  onRelease: () => void;
  /** The call is done: the next one starts at the search. */
  onDone: () => void;
}

function PersonArea({ model, wanted, onRelease, onDone }: PersonAreaProps) {
  const { t } = useTranslation('calls');
  const failureText = useFailureText();
  const session = useSession();
  const person = useSignalValue(model.person);
  const opening = useSignalValue(model.opening);
  const openError = useSignalValue(model.openError);
  const missing = useSignalValue(model.missing);
  const history = useSignalValue(model.history);
  const record = useSignalValue(model.record);

  if (person === null) {
    if (wanted === null) return null;
    if (missing === wanted) return <Alert color="warning">{t('person.missing', { id: wanted })}</Alert>;
    return <LoadState loading={opening} error={openError ? failureText(openError) : null} onRetry={() => void model.open(wanted)} />;
  }

  return (
    <Grid container spacing={3}>
      <Grid xs={12} md={7}>
        {session.can(MANAGE_INTERACTIONS) ? <CallFlowForms flow={model.flow} onDone={onDone} /> : <MissingRight text={t('noRight')} />}
      </Grid>
      <Grid xs={12} md={5}>
        <Stack spacing={2}>
          <PersonSummary person={person} record={record} />
          <Button variant="outlined" color="neutral" onClick={onRelease} sx={{ alignSelf: 'flex-start' }}>
            {t('person.another')}
          </Button>
          {history ? <CallHistory resource={history} /> : null}
        </Stack>
      </Grid>
    </Grid>
  );
}
