/**
 * The statement dialog (заявление), shared by the register, the applicant card and the validation
 * page: filing for an applicant found in the contingent or a new person (with the duplicates
 * check), or editing a filed application (only the changed fields are sent). The group, the
 * priority, the certificate average (the applicant's GIA and achievements beside it), the
 * preferential right, how it was filed, the original, the consent, the guardian (first when the
 * applicant is under 18), and draft or submitted. Problems show next to their fields; a
 * refusal's sentence above the buttons; nothing typed is lost; one requestId per opening.
 */
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationItem } from '@abitura/contracts';
import { FILING_METHODS, valuesOf } from '@abitura/contracts/vocabulary';
import { PhoneInput, useClient, useSignalValue } from '@abitura/ui';
import { admissionCall } from '../../models/admissionService.js';
import { APPLICATION_FIELDS, createApplicationFormModel, type ApplicationFormModel, type ApplicationFormValues } from '../../models/applicationForm.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { ChoiceField } from '../ChoiceField.js';
import { DialogForm, DialogFrame, focusFirstProblem, TextField, useFieldErrorText } from '../FormDialog.js';
import { ResourceArea } from '../LoadedArea.js';
import { OrganizationPicker } from '../OrganizationPicker.js';
import { RadioChoice } from '../RadioChoice.js';
import { ApplicantSection, usePickerTexts } from './ApplicantSection.js';
import { GroupPicker } from './GroupPicker.js';

/** Filing for a season (for a known applicant, or anyone), or editing an application by its id. */
export type ApplicationDialogTarget = { kind: 'file'; seasonId: number; applicantId?: number } | { kind: 'edit'; applicationId: number };

export interface ApplicationDialogProps {
  /** Null: closed. */
  target: ApplicationDialogTarget | null;
  canManage: boolean;
  onClose: () => void;
  onSaved: (item: ApplicationItem) => void;
}

const WIDTH = 820;

export function ApplicationDialog({ target, canManage, onClose, onSaved }: ApplicationDialogProps) {
  const { t } = useTranslation('admissionStatement');
  if (target === null) return null;
  const title = target.kind === 'edit' ? t('dialog.editTitle') : t('dialog.fileTitle');
  return (
    <DialogFrame open title={title} busy={false} onClose={onClose} width={WIDTH}>
      {target.kind === 'edit' ? (
        <EditLoader key={target.applicationId} id={target.applicationId} canManage={canManage} onClose={onClose} onSaved={onSaved} />
      ) : (
        <StatementForm key={`${target.seasonId}-${target.applicantId ?? ''}`} seasonId={target.seasonId} item={null} applicantId={target.applicantId ?? null} canManage={canManage} onClose={onClose} onSaved={onSaved} />
      )}
    </DialogFrame>
  );
}

/** Reads the application to edit (a link names only its id). */
function EditLoader({ id, canManage, onClose, onSaved }: { id: number; canManage: boolean; onClose: () => void; onSaved: (item: ApplicationItem) => void }) {
  const client = useClient();
  const resource = useMemo(() => createLoadedResource(() => admissionCall(client, 'Admission/GetApplication', { id }), null as ApplicationItem | null), [client, id]);
  useEffect(() => void resource.load(), [resource]);
  const item = useSignalValue(resource.value);
  return (
    <ResourceArea resource={resource} minHeight={160}>
      {item ? <StatementForm seasonId={item.season_id} item={item} applicantId={null} canManage={canManage} onClose={onClose} onSaved={onSaved} /> : null}
    </ResourceArea>
  );
}

interface StatementFormProps {
  seasonId: number;
  item: ApplicationItem | null;
  applicantId: number | null;
  canManage: boolean;
  onClose: () => void;
  onSaved: (item: ApplicationItem) => void;
}

function StatementForm({ seasonId, item, applicantId, canManage, onClose, onSaved }: StatementFormProps) {
  const { t } = useTranslation('admissionStatement');
  const client = useClient();
  // One model (and one requestId) per opening: the dialog's key changes with what it opens.
  const form = useMemo(() => createApplicationFormModel({ client, target: item ? { kind: 'edit', item } : { kind: 'file', seasonId } }), [client, item, seasonId]);
  useEffect(() => {
    if (applicantId !== null) void form.chooseApplicantById(applicantId);
  }, [form, applicantId]);
  const values = useSignalValue(form.values);
  const errors = useSignalValue(form.errors);
  const submitting = useSignalValue(form.submitting);
  const formError = useSignalValue(form.formError);
  const minor = useSignalValue(form.minor);
  const fieldText = useFieldErrorText('admissionStatement:errors');
  const errorOf = (field: keyof ApplicationFormValues & string) => fieldText(errors[field]);

  const submit = async (element: HTMLFormElement) => {
    const result = await form.submit();
    if (result.kind === 'saved') {
      onSaved(result.value);
      onClose();
    } else if (result.kind === 'unchanged') onClose();
    else focusFirstProblem(element, APPLICATION_FIELDS, form.errors.peek());
  };

  const guardian = <GuardianFields form={form} values={values} errorOf={errorOf} minor={minor} />;
  return (
    <DialogForm submitLabel={item ? t('dialog.save') : values.state === 'draft' ? t('dialog.saveDraft') : t('dialog.file')} submitting={submitting} formError={canManage ? formError : null} onSubmit={(element) => void submit(element)} onCancel={onClose} readOnly={!canManage}>
      {!canManage ? <Alert color="neutral">{t('dialog.readOnly')}</Alert> : null}
      <ApplicantSection form={form} seasonId={seasonId} errorOf={errorOf} />
      {values.person ? <ResultsSummary person={values.person} /> : null}
      {minor ? guardian : null}
      <GroupPicker seasonId={seasonId} value={values.group} onChange={(group) => batchGroup(form, group)} error={errorOf('group_id')} />
      <Grid>
        {item ? (
          <TextField name="priority" label={t('fields.priority')} value={String(item.priority)} onChange={() => undefined} hint={t('dialog.priorityEditHint')} />
        ) : (
          <TextField name="priority" label={t('fields.priority')} value={values.priority} onChange={(value) => form.set('priority', value)} error={errorOf('priority')} hint={t('dialog.priorityHint')} maxLength={2} />
        )}
        <TextField name="average_mark" label={t('fields.average_mark')} value={values.average_mark} onChange={(value) => form.set('average_mark', value)} error={errorOf('average_mark')} hint={t('dialog.averageHint')} maxLength={4} />
        <ChoiceField
          name="filing_method"
          label={t('fields.filing_method')}
          value={values.filing_method}
          choices={valuesOf(FILING_METHODS).map((value) => ({ value, label: t(`admissionTerms:filing.${value}`) }))}
          onChange={(value) => form.set('filing_method', value as ApplicationFormValues['filing_method'])}
        />
        <TextField name="external_number" label={t('fields.external_number')} value={values.external_number} onChange={(value) => form.set('external_number', value)} error={errorOf('external_number')} required={values.filing_method === 'mosru'} dir="ltr" maxLength={64} />
      </Grid>
      <Checkbox label={t('fields.preferential_right')} checked={values.preferential_right} onChange={(event) => form.set('preferential_right', event.target.checked)} />
      <RadioChoice
        name="original"
        label={t('fields.original')}
        value={values.original}
        choices={(['none', 'here', 'other'] as const).map((value) => ({ value, label: t(`dialog.original.${value}`) }))}
        onChange={(value) => form.set('original', value as ApplicationFormValues['original'])}
      />
      {values.original === 'other' ? (
        <OrganizationPicker
          name="original_college_id"
          label={t('fields.original_college')}
          type="college"
          value={values.original_college_id}
          unknownName={(id) => item?.original_college?.id === id ? item.original_college.name : t('dialog.organizationNumber', { id })}
          onChange={(choice) => form.set('original_college_id', choice ? choice.id : null)}
          texts={usePickerTexts(t('dialog.chooseCollege'))}
          error={errorOf('original_college_id')}
        />
      ) : null}
      <Box data-field="consent">
        <Checkbox name="consent" label={t('fields.consent')} checked={values.consent} onChange={(event) => form.set('consent', event.target.checked)} />
        <Typography level="body-xs" sx={{ mt: 0.5, ms: 4 }}>
          {t('dialog.consentRule')}
        </Typography>
      </Box>
      {minor ? null : guardian}
      {item ? null : (
        <RadioChoice
          name="state"
          label={t('fields.state')}
          value={values.state}
          choices={(['submitted', 'draft'] as const).map((value) => ({ value, label: t(`admissionTerms:state.${value}`) }))}
          onChange={(value) => form.set('state', value === 'draft' ? 'draft' : 'submitted')}
        />
      )}
    </DialogForm>
  );
}

function batchGroup(form: ApplicationFormModel, group: ApplicationFormValues['group']) {
  form.set('group', group === null ? null : { id: group.id, college: group.college, program: group.program, funding: group.funding, base: group.base, test_type: group.test_type });
  form.set('group_id', group === null ? null : group.id);
}

function Grid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}>{children}</Box>;
}

function GuardianFields({ form, values, errorOf, minor }: { form: ApplicationFormModel; values: ApplicationFormValues; errorOf: (field: keyof ApplicationFormValues & string) => string | null; minor: boolean }) {
  const { t } = useTranslation('admissionStatement');
  return (
    <Stack spacing={1} sx={minor ? { p: 1.5, borderRadius: 'sm', border: '1px solid', borderColor: 'warning.outlinedBorder' } : {}}>
      {minor ? <Typography level="title-sm">{t('dialog.minorGuardian')}</Typography> : null}
      <Grid>
        <TextField name="guardian_name" label={t('fields.guardian_name')} value={values.guardian_name} onChange={(value) => form.set('guardian_name', value)} error={errorOf('guardian_name')} maxLength={200} />
        <PhoneInput name="guardian_phone" label={t('fields.guardian_phone')} value={values.guardian_phone} onChange={(value) => form.set('guardian_phone', value)} error={errorOf('guardian_phone')} />
      </Grid>
    </Stack>
  );
}

/** The applicant's GIA and achievements, read-only beside the average: they are the applicant's own. */
function ResultsSummary({ person }: { person: NonNullable<ApplicationFormValues['person']> }) {
  const { t, i18n } = useTranslation('admissionStatement');
  const achievements = useReferenceList('achievements');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
      <div>
        <Typography level="title-sm">{t('dialog.gia')}</Typography>
        <Typography level="body-sm">{person.gia.length === 0 ? t('dialog.noGia') : person.gia.map((entry) => `${entry.subject}: ${entry.mark}`).join(', ')}</Typography>
      </div>
      <div>
        <Typography level="title-sm">{t('dialog.achievements', { points: person.achievement_points.toLocaleString(i18n.language) })}</Typography>
        <Typography level="body-sm">
          {person.achievements.length === 0 ? t('dialog.noAchievements') : person.achievements.map((entry) => `${achievements.labelOf(entry.code)} (${entry.points.toLocaleString(i18n.language)})`).join(', ')}
        </Typography>
      </div>
    </Box>
  );
}
