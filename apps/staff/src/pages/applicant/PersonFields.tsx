/**
 * The person: full name, birth date (digits only, shown dd.mm.yyyy), gender, up to five phones
 * (+7 (999) 123-45-67), the e-mail and the СНИЛС (3-3-3-2, its check digits verified).
 */
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { DateInput, IdNumberInput, PhoneInput } from '@abitura/ui';
import { GENDERS } from '@abitura/contracts/vocabulary';
import { ChoiceField } from '../../components/ChoiceField.js';
import { TextField } from '../../components/FormDialog.js';
import { useTermLabel } from '../../components/TermChip.js';
import { MAX_PHONES } from './applicantChecks.js';
import { errorOf as problemsOf, FormSection, formPart, Wide, type FormPartProps } from './FormSection.js';
import { AddRowBar, RemoveRowButton } from './RowListParts.js';

export const PersonFields = formPart(function PersonFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const term = useTermLabel();
  return (
    <FormSection title={t('form.sections.person')} headingLevel={headingLevel} columns={3}>
      <TextField name="last_name" label={t('fields.last_name')} value={values.last_name} onChange={(value) => set('last_name', value)} error={errorOf('last_name')} required maxLength={100} />
      <TextField name="first_name" label={t('fields.first_name')} value={values.first_name} onChange={(value) => set('first_name', value)} error={errorOf('first_name')} required maxLength={100} />
      <TextField name="middle_name" label={t('fields.middle_name')} value={values.middle_name} onChange={(value) => set('middle_name', value)} error={errorOf('middle_name')} maxLength={100} />
      <DateInput name="birth_date" label={t('fields.birth_date')} value={values.birth_date} onChange={(value) => set('birth_date', value)} min="1900-01-01" max={new Date()} error={errorOf('birth_date')} />
      <ChoiceField
        name="gender"
        label={t('fields.gender')}
        value={values.gender}
        choices={GENDERS.map((entry) => ({ value: entry.value, label: term('gender', entry.value) }))}
        noneLabel={t('form.notChosen')}
        onChange={(value) => set('gender', value)}
        error={errorOf('gender')}
      />
      <IdNumberInput name="id_number" label={t('fields.id_number')} value={values.id_number} onChange={(value) => set('id_number', value)} checkChecksum error={errorOf('id_number')} />
      <Wide>
        <PhonesField phones={values.phones} onChange={(phones) => set('phones', phones)} error={errorOf('phones')} />
      </Wide>
      <TextField name="email" type="email" label={t('fields.email')} value={values.email} onChange={(value) => set('email', value)} error={errorOf('email')} dir="ltr" maxLength={254} />
    </FormSection>
  );
}, ['last_name', 'first_name', 'middle_name', 'birth_date', 'gender', 'phones', 'email', 'id_number']);

function PhonesField({ phones, onChange, error }: { phones: readonly string[]; onChange: (phones: string[]) => void; error: string | null }) {
  const { t } = useTranslation('applicant');
  const replace = (index: number, value: string) => onChange(phones.map((phone, at) => (at === index ? value : phone)));
  const remove = (index: number) => {
    const rest = phones.filter((_, at) => at !== index);
    onChange(rest.length === 0 ? [''] : rest);
  };
  return (
    <Box data-field="phones">
      <Stack spacing={1}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2, alignItems: 'end' }}>
          {phones.map((phone, index) => (
            <Stack key={index} direction="row" spacing={0.5} alignItems="flex-end">
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <PhoneInput name={`phones.${index}`} label={t('fields.phoneN', { n: index + 1 })} value={phone} onChange={(value) => replace(index, value)} />
              </Box>
              {phones.length > 1 || phone !== '' ? <RemoveRowButton label={t('form.removePhone', { n: index + 1 })} onClick={() => remove(index)} /> : null}
            </Stack>
          ))}
        </Box>
        <AddRowBar
          label={t('form.addPhone')}
          disabled={phones.length >= MAX_PHONES}
          onAdd={() => onChange([...phones, ''])}
          note={
            <Typography level="body-xs" textColor="text.tertiary">
              {t('form.phonesHint', { max: MAX_PHONES })}
            </Typography>
          }
          error={error}
        />
      </Stack>
    </Box>
  );
}
