/**
 * /newcontingent/list/insert: adds an applicant. The form checks every field as SPEC section 5
 * says and keeps a draft for the tab; while typing, the records that look like the same person
 * show beside it, to open or to merge the entered data into. Saving checks for duplicates once
 * more and, when there are some, asks "create anyway?". A query (?q= from the search page)
 * fills the field it belongs to.
 */
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { useClient, useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { focusFirstProblem, PageFormFooter } from '../../components/FormDialog.js';
import { LinkButton } from '../../components/LinkButton.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { useFailureText } from '../../components/useFailureText.js';
import { useFormState } from '../../components/useFormState.js';
import { createApplicantDraft, tabStorage } from './applicantDraft.js';
import { ApplicantForm } from './ApplicantForm.js';
import { APPLICANT_FIELDS } from './applicantValues.js';
import type { DuplicateCandidate } from './duplicateCheck.js';
import { DuplicatesPanel } from './DuplicatesPanel.js';
import { halfTypedProblems } from './halfTyped.js';
import { createInsertPageModel, type InsertPageModel } from './insertPageModel.js';
import { EDIT_ABITURIENT } from './permissions.js';
import { prefillFromQuery } from './searchPrefill.js';

export default function InsertPage(_props: PageProps) {
  const client = useClient();
  const session = useSession();
  const arrival = useRef(useSearch());
  const userId = session.user?.id ?? null;
  // Made once per visit (the query prefills only the form the page opened with, so a later change
  // of the address does not make a new form).
  const model = useMemo(() => createInsertPageModel({ client, draft: createApplicantDraft(tabStorage(), userId), prefill: prefillFromQuery(new URLSearchParams(arrival.current).get('q')) }), [client, userId]);
  useEffect(() => {
    model.start();
    return model.dispose;
  }, [model]);
  return <InsertForm model={model} />;
}

function InsertForm({ model }: { model: InsertPageModel }) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const notify = useNotify();
  const failureText = useFailureText();
  const [, navigate] = useLocation();
  const { values, errors, formError } = useFormState(model.form);
  const saving = useSignalValue(model.saving);
  const confirming = useSignalValue(model.confirming);
  const appeared = useSignalValue(model.appeared);
  const conflict = useSignalValue(model.conflict);
  const candidates = useSignalValue(model.duplicates.candidates);
  const [restoredShown, setRestoredShown] = useState(model.restored);
  // Each clearing starts the fields over, half-typed dates and phones included.
  const [generation, setGeneration] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const canMerge = session.can(EDIT_ABITURIENT);

  const merge = useConfirmedAction(async (candidate: DuplicateCandidate) => {
    const outcome = await model.merge(candidate.id);
    if (outcome.ok) {
      notify({ level: 'success', message: t('insert.merged', { name: outcome.value.fullname }) });
      navigate(buildPath('newcontingent-view', { id: outcome.value.id, tab: 'profile' }));
    }
    return outcome;
  });

  const done = (result: Awaited<ReturnType<InsertPageModel['save']>>, element: HTMLFormElement | null = formRef.current) => {
    if (result.kind === 'saved') {
      notify({ level: 'success', message: t('insert.created', { name: result.record.fullname }) });
      navigate(buildPath('newcontingent-view', { id: result.record.id }));
    } else if (result.kind === 'invalid' && element) {
      focusFirstProblem(element, APPLICANT_FIELDS, model.form.errors.peek());
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    done(await model.save(halfTypedProblems(element, model.form.values.peek())), element);
  };

  return (
    <>
      <PageHeader
        title={t('insert.title')}
        subtitle={t('insert.intro')}
        actions={
          <Button
            variant="plain"
            color="neutral"
            onClick={() => {
              model.clear();
              setRestoredShown(false);
              setGeneration((count) => count + 1);
            }}
          >
            {t('insert.clear')}
          </Button>
        }
      />
      {restoredShown ? <FeedbackNotice color="neutral" text={t('insert.restored')} onClose={() => setRestoredShown(false)} /> : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, gap: 3, alignItems: 'start' }}>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t('insert.title')}>
          <Stack spacing={2}>
            <ApplicantForm key={generation} values={values} errors={errors} set={model.set} headingLevel="h2" />
            <PageFormFooter
              formError={formError}
              submitLabel={t('insert.save')}
              submitting={saving}
              cancel={
                <LinkButton href={buildPath('newcontingent-list')} variant="plain" color="neutral">
                  {t('insert.cancel')}
                </LinkButton>
              }
            />
          </Stack>
        </form>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
          <DuplicatesPanel check={model.duplicates} canMerge={canMerge} onMerge={merge.ask} />
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('insert.confirmTitle')}
        confirmLabel={t('insert.createAnyway')}
        color="warning"
        onConfirm={async () => {
          const result = await model.createAnyway();
          done(result);
          // Duplicates that appeared meanwhile keep the question open, now naming them.
          return result.kind !== 'duplicates';
        }}
        onClose={model.cancelConfirm}
      >
        <Typography>
          {!appeared ? t('insert.confirmText', { count: candidates.length }) : candidates.length > 0 ? t('insert.appeared', { count: candidates.length }) : failureText(conflict)}
        </Typography>
      </ConfirmDialog>
      <ConfirmDialog {...merge.dialog} title={t('insert.mergeTitle')} confirmLabel={t('insert.mergeConfirm')} color="warning">
        <Typography>{t('insert.mergeText', { name: merge.target?.fullname ?? '' })}</Typography>
      </ConfirmDialog>
    </>
  );
}
