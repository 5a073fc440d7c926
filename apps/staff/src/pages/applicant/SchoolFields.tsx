/**
 * School and place: the school (a registry picker), the grade, the graduation year as its two
 * digits with the school year it stands for (25 is 2024/2025), the okrug and district (the
 * districts narrow to the okrug) and up to three metro stations.
 */
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/ChoiceField.js';
import { TextField } from '../../components/FormDialog.js';
import { useTermLabel } from '../../components/TermChip.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { PlaceFields } from '../../components/PlaceFields.js';
import { schoolYearOf } from './applicantPayload.js';
import { errorOf as problemsOf, FormSection, formPart, type FormPartProps } from './FormSection.js';
import { OrganizationField } from '../../components/OrganizationField.js';
import { StationField } from './StationField.js';

const STATIONS = ['metro_station_1', 'metro_station_2', 'metro_station_3'] as const;

export const SchoolFields = formPart(function SchoolFields({ values, set, headingLevel, ...problems }: FormPartProps) {
  const errorOf = problemsOf(problems);
  const { t } = useTranslation('applicant');
  const term = useTermLabel();
  const okrugs = useReferenceList('okrugs');
  const districts = useReferenceList('rayons');
  const stations = useReferenceList('metroStations');
  const schoolYear = schoolYearOf(values.graduation_year);
  return (
    <FormSection title={t('form.sections.school')} headingLevel={headingLevel} columns={3}>
      <OrganizationField name="school_id" label={t('fields.school')} type="school" value={values.school_id} onChange={(value) => set('school_id', value)} error={errorOf('school_id')} />
      <ChoiceField
        name="grade"
        label={t('fields.grade')}
        value={values.grade}
        choices={['SCH9', 'SCH11'].map((value) => ({ value, label: term('grade', value) }))}
        noneLabel={t('form.notChosen')}
        onChange={(value) => set('grade', value)}
        error={errorOf('grade')}
      />
      <TextField
        name="graduation_year"
        label={t('fields.graduation_year')}
        value={values.graduation_year}
        onChange={(value) => set('graduation_year', value.replace(/\D/g, '').slice(0, 2))}
        error={errorOf('graduation_year')}
        hint={schoolYear === null ? t('form.graduationYearHint') : t('form.schoolYear', { year: schoolYear })}
        maxLength={2}
        dir="ltr"
      />
      <PlaceFields
        lists={{ okrugs, districts }}
        okrug={values.okrug}
        district={values.district}
        onChange={(place) => {
          set('okrug', place.okrug);
          set('district', place.district);
        }}
        errors={{ okrug: errorOf('okrug'), district: errorOf('district') }}
      />
      {STATIONS.map((field, index) => (
        <StationField key={field} name={field} label={t('fields.metroN', { n: index + 1 })} stations={stations} value={values[field]} onChange={(value) => set(field, value)} error={errorOf(field)} />
      ))}
    </FormSection>
  );
}, ['school_id', 'grade', 'graduation_year', 'okrug', 'district', 'metro_station_1', 'metro_station_2', 'metro_station_3']);
