/**
 * Consent to enrolment: given or not, when (24-hour time, not in the future), and by whom: the
 * applicant or a legal representative, whose name is then asked for.
 */
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimePicker } from '@abitura/ui';
import { ChoiceField } from '../../components/ChoiceField.js';
import { TextField } from '../../components/FormDialog.js';
import { useTermLabel } from '../../components/TermChip.js';
import type { ConsentValues } from './applicantValues.js';
import { errorOf as problemsOf, FormSection, formPart, type FormPartProps } from './FormSection.js';

export const ConsentFields = formPart(function ConsentFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const term = useTermLabel();
  const byLabel = useId();
  const consent = values.consent;
  const change = (patch: Partial<ConsentValues>) => set('consent', { ...consent, ...patch });
  const error = errorOf('consent');
  return (
    <FormSection title={t('form.sections.consent')} headingLevel={headingLevel} columns={2}>
      <ChoiceField
        name="consent"
        label={t('fields.consent')}
        value={consent.status}
        choices={['accepted', 'not_accepted'].map((value) => ({ value, label: term('consent', value) }))}
        noneLabel={t('form.noConsent')}
        onChange={(status) => change({ status: status as ConsentValues['status'] })}
        error={error}
      />
      {consent.status !== '' ? (
        <>
          <DateTimePicker label={t('fields.consentAt')} name="consentAt" value={consent.at} onChange={(at) => change({ at })} max={new Date()} step={5} required />
          <FormControl>
            <FormLabel id={byLabel}>{t('fields.consentBy')}</FormLabel>
            <RadioGroup aria-labelledby={byLabel} orientation="horizontal" value={consent.by} onChange={(event) => change({ by: event.target.value as ConsentValues['by'] })} sx={{ flexWrap: 'wrap', gap: 2 }}>
              <Radio value="applicant" label={term('consentBy', 'applicant')} />
              <Radio value="representative" label={term('consentBy', 'representative')} />
            </RadioGroup>
          </FormControl>
          {consent.by === 'representative' ? (
            <TextField name="consentRepresentative" label={t('fields.representative')} value={consent.representative} onChange={(representative) => change({ representative })} required maxLength={200} />
          ) : null}
        </>
      ) : null}
    </FormSection>
  );
}, ['consent']);
