/**
 * The statement dialog's applicant: one of the contingent, found by name, phone or СНИЛС
 * (Admission/FindApplicants: birth date, СНИЛС, school and this season's applications shown), or
 * a new person typed in with the contingent's field rules; likely duplicates of a new person are
 * offered to pick instead, or confirmed as a new person. When editing, the applicant is shown.
 */
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdNumber } from '@abitura/contracts/validation';
import { GENDERS } from '@abitura/contracts/vocabulary';
import { DateInput, formatDisplayDate, IdNumberInput, PhoneInput, useClient, useSignalValue } from '@abitura/ui';
import { admissionCall } from '../../models/admissionService.js';
import type { ApplicantHit, ApplicationFormModel, ApplicationFormValues, ChosenApplicant } from '../../models/applicationForm.js';
import { createTypeaheadSearch, MIN_QUERY_LENGTH } from '../../models/typeaheadSearch.js';
import { ChoiceField } from '../ChoiceField.js';
import { TextField } from '../FormDialog.js';
import { OrganizationPicker } from '../OrganizationPicker.js';
import { RadioChoice } from '../RadioChoice.js';
import { useTermLabel } from '../TermChip.js';
import { TypeaheadBox, TypeaheadOption } from '../TypeaheadBox.js';

/** The organization pickers' words in this dialog. */
export function usePickerTexts(placeholder: string) {
  const { t } = useTranslation('admissionStatement');
  return {
    placeholder,
    loading: t('filters.loading'),
    noOptions: t('dialog.noOrganizations'),
    failed: t('filters.collegesFailed'),
    clear: t('filters.clear'),
    open: t('filters.open'),
    close: t('filters.close'),
  };
}

type ErrorOf = (field: keyof ApplicationFormValues & string) => string | null;

function hitLine(hit: Pick<ApplicantHit, 'birth_date' | 'id_number' | 'school'>, snils: (value: string) => string): string {
  return [hit.birth_date ? formatDisplayDate(hit.birth_date) : null, hit.id_number ? snils(formatIdNumber(hit.id_number)) : null, hit.school].filter(Boolean).join(' · ');
}

export function ChosenApplicantCard({ person, onChange }: { person: ChosenApplicant; onChange?: () => void }) {
  const { t } = useTranslation('admissionStatement');
  return (
    <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
        <div>
          <Typography fontWeight="lg">{person.fullname}</Typography>
          <Typography level="body-sm">{hitLine(person, (value) => t('dialog.snils', { value }))}</Typography>
          {person.applications !== null ? <Typography level="body-xs">{t('dialog.applicationsThisSeason', { count: person.applications })}</Typography> : null}
        </div>
        {onChange ? (
          <Button size="sm" variant="plain" onClick={onChange}>
            {t('dialog.changeApplicant')}
          </Button>
        ) : null}
      </Stack>
    </Sheet>
  );
}

export function ApplicantSection({ form, seasonId, errorOf }: { form: ApplicationFormModel; seasonId: number; errorOf: ErrorOf }) {
  const { t } = useTranslation('admissionStatement');
  const client = useClient();
  const values = useSignalValue(form.values);
  const duplicates = useSignalValue(form.duplicates);
  const search = useMemo(
    () =>
      createTypeaheadSearch<{ season_id: number; search: string }, ApplicantHit>({
        paramsOf: (text) => (text.trim().length >= MIN_QUERY_LENGTH ? { season_id: seasonId, search: text.trim().slice(0, 100) } : null),
        keyOf: (params) => params.search,
        send: async (params) => {
          const reply = await admissionCall(client, 'Admission/FindApplicants', params);
          return reply.success ? { ...reply, data: { items: reply.data, more: false } } : (reply as never);
        },
        highlightFirst: true,
        picksWhileSearching: false,
      }),
    [client, seasonId],
  );
  useEffect(() => search.dispose, [search]);
  const status = useSignalValue(search.status);

  if (form.editing) return values.person ? <ChosenApplicantCard person={values.person} /> : null;

  return (
    <Stack spacing={1.5}>
      <RadioChoice
        name="applicantMode"
        label={t('dialog.applicant')}
        value={values.applicantMode}
        choices={[
          { value: 'existing', label: t('dialog.existing') },
          { value: 'new', label: t('dialog.new') },
        ]}
        onChange={(mode) => form.setApplicantMode(mode === 'new' ? 'new' : 'existing')}
      />
      {values.applicantMode === 'existing' ? (
        values.person ? (
          <ChosenApplicantCard person={values.person} onChange={() => form.chooseApplicant(null)} />
        ) : (
          <Box data-field="person">
            <TypeaheadBox<ApplicantHit>
              model={search}
              label={t('dialog.findApplicant')}
              placeholder={t('dialog.findPlaceholder')}
              hint={errorOf('person') ?? t('dialog.findHint')}
              listLabel={t('dialog.hits')}
              autoFocus
              onPick={(hit) => {
                form.chooseApplicant(hit);
                search.clear();
              }}
              statusLine={status === 'none' ? <Typography level="body-sm">{t('dialog.noHits')}</Typography> : status === 'failed' ? <Typography level="body-sm" color="danger">{t('dialog.searchFailed')}</Typography> : null}
              renderHit={(hit, option) => (
                <TypeaheadOption {...option} spacing={0} py={0.75} outlineActive>
                  <Typography fontWeight="md">{hit.fullname}</Typography>
                  <Typography level="body-xs">
                    {hitLine(hit, (value) => t('dialog.snils', { value }))} · {t('dialog.applicationsThisSeason', { count: hit.applications })}
                  </Typography>
                </TypeaheadOption>
              )}
            />
          </Box>
        )
      ) : (
        <NewApplicantFields form={form} values={values} errorOf={errorOf} />
      )}
      {duplicates.kind === 'found' ? (
        <Alert color="warning" variant="soft" role="alert" sx={{ display: 'block' }}>
          <Typography fontWeight="lg">{t('dialog.duplicatesTitle', { count: duplicates.hits.length })}</Typography>
          <Stack spacing={1} sx={{ mt: 1 }}>
            {duplicates.hits.map((hit) => (
              <Stack key={hit.id} direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                <Typography level="body-sm">
                  {hit.fullname} — {hitLine(hit, (value) => t('dialog.snils', { value }))}
                </Typography>
                <Button size="sm" variant="outlined" onClick={() => form.chooseApplicant(hit)} aria-label={t('dialog.pickDuplicateFor', { name: hit.fullname })}>
                  {t('dialog.pickDuplicate')}
                </Button>
              </Stack>
            ))}
            <Button size="sm" color="warning" onClick={() => void form.confirmNew()} sx={{ alignSelf: 'flex-start' }}>
              {t('dialog.confirmNew')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

function NewApplicantFields({ form, values, errorOf }: { form: ApplicationFormModel; values: ApplicationFormValues; errorOf: ErrorOf }) {
  const { t } = useTranslation('admissionStatement');
  const term = useTermLabel();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5 }}>
      <TextField name="last_name" label={t('fields.last_name')} value={values.last_name} onChange={(value) => form.set('last_name', value)} error={errorOf('last_name')} required maxLength={100} />
      <TextField name="first_name" label={t('fields.first_name')} value={values.first_name} onChange={(value) => form.set('first_name', value)} error={errorOf('first_name')} required maxLength={100} />
      <TextField name="middle_name" label={t('fields.middle_name')} value={values.middle_name} onChange={(value) => form.set('middle_name', value)} error={errorOf('middle_name')} maxLength={100} />
      <DateInput name="birth_date" label={t('fields.birth_date')} value={values.birth_date} onChange={(value) => form.set('birth_date', value)} min="1900-01-01" max={new Date()} error={errorOf('birth_date')} required />
      <ChoiceField
        name="gender"
        label={t('fields.gender')}
        value={values.gender}
        choices={GENDERS.map((entry) => ({ value: entry.value, label: term('gender', entry.value) }))}
        noneLabel={t('dialog.notChosen')}
        onChange={(value) => form.set('gender', value as ApplicationFormValues['gender'])}
        error={errorOf('gender')}
      />
      <IdNumberInput name="id_number" label={t('fields.id_number')} value={values.id_number} onChange={(value) => form.set('id_number', value)} checkChecksum error={errorOf('id_number')} />
      <PhoneInput name="phone" label={t('fields.phone')} value={values.phone} onChange={(value) => form.set('phone', value)} error={errorOf('phone')} />
      <TextField name="email" type="email" label={t('fields.email')} value={values.email} onChange={(value) => form.set('email', value)} error={errorOf('email')} dir="ltr" maxLength={254} />
      <ChoiceField
        name="grade"
        label={t('fields.grade')}
        value={values.grade}
        choices={(['SCH9', 'SCH11'] as const).map((value) => ({ value, label: term('grade', value) }))}
        noneLabel={t('dialog.notChosen')}
        onChange={(value) => form.set('grade', value as ApplicationFormValues['grade'])}
        error={errorOf('grade')}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <OrganizationPicker
          name="school_id"
          label={t('fields.school')}
          type="school"
          value={values.school_id}
          unknownName={(id) => t('dialog.organizationNumber', { id })}
          onChange={(choice) => form.set('school_id', choice ? choice.id : null)}
          texts={usePickerTexts(t('dialog.noSchool'))}
          error={errorOf('school_id')}
        />
      </Box>
    </Box>
  );
}
