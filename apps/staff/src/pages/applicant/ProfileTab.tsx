/**
 * The profile tab: every field of the record, and for those allowed (editAbiturient) an edit mode
 * with the insert page's form that sends only what changed; a refusal keeps what was typed with
 * the server's objections on their fields. Under it the history of changes: who, when, which
 * field, before and after, a page at a time.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicantRecord } from '@abitura/contracts';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { focusFirstProblem, PageFormFooter } from '../../components/FormDialog.js';
import { TabSection } from '../../components/TabSection.js';
import { useFormState } from '../../components/useFormState.js';
import type { PagedResource } from '../../models/loadedResource.js';
import { createProfileEditForm, type ApplicantFormModel } from './applicantForm.js';
import { ApplicantForm } from './ApplicantForm.js';
import type { ApplicantPageModel } from './applicantPageModel.js';
import { APPLICANT_FIELDS } from './applicantValues.js';
import { halfTypedProblems } from './halfTyped.js';
import { HistoryList } from './HistoryList.js';
import { EDIT_ABITURIENT } from './permissions.js';
import { ProfileDetails } from './ProfileDetails.js';
import type { HistoryEntry } from './tabModels.js';

export interface ProfileTabProps {
  page: ApplicantPageModel;
  record: ApplicantRecord;
  history: PagedResource<HistoryEntry>;
  /** The record was saved (its history grew). */
  onSaved: () => void;
}

export function ProfileTab({ page, record, history, onSaved }: ProfileTabProps) {
  const { t } = useTranslation('applicant');
  const session = useSession();
  const client = useClient();
  const saved = useSignalValue(page.saved);
  // The form is made when editing starts, from the record as it is then.
  const [form, setForm] = useState<ApplicantFormModel | null>(null);
  const canEdit = session.can(EDIT_ABITURIENT);

  return (
    <Stack spacing={4}>
      <TabSection
        title={t('profile.title')}
        notice={saved && form === null ? <FeedbackNotice text={t('profile.saved')} onClose={page.dismissSaved} /> : null}
        actions={
          canEdit && form === null ? (
            <Button
              onClick={() => {
                page.dismissSaved();
                setForm(createProfileEditForm(client, record, () => new Date()));
              }}
            >
              {t('profile.edit')}
            </Button>
          ) : null
        }
      >
        {form === null ? (
          <ProfileDetails record={record} />
        ) : (
          <EditForm
            form={form}
            onCancel={() => setForm(null)}
            onSaved={(next) => {
              setForm(null);
              if (next) {
                page.updated(next);
                onSaved();
              }
            }}
          />
        )}
      </TabSection>
      <HistoryList history={history} />
    </Stack>
  );
}

function EditForm({ form, onCancel, onSaved }: { form: ApplicantFormModel; onCancel: () => void; onSaved: (record: ApplicantRecord | null) => void }) {
  const { t } = useTranslation('applicant');
  const { values, errors, submitting, formError } = useFormState(form);
  const element = useRef<HTMLFormElement>(null);
  const set = useMemo(() => form.set, [form]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    const result = await form.submit(halfTypedProblems(target, form.values.peek()));
    if (result.kind === 'saved') onSaved(result.value);
    else if (result.kind === 'unchanged') onSaved(null);
    else focusFirstProblem(target, APPLICANT_FIELDS, form.errors.peek());
  };

  return (
    <form ref={element} noValidate onSubmit={(event) => void submit(event)} aria-label={t('profile.editTitle')}>
      <Stack spacing={2}>
        <ApplicantForm values={values} errors={errors} set={set} headingLevel="h3" />
        <PageFormFooter
          formError={formError}
          submitLabel={t('profile.save')}
          submitting={submitting}
          cancel={
            <Button variant="plain" color="neutral" disabled={submitting} onClick={onCancel}>
              {t('profile.cancel')}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
