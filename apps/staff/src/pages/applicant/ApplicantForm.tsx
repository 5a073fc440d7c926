/**
 * The applicant form, shared by the insert page and the profile's edit mode: every field of the
 * record in parts (person, school and place, standing and marks, interests, achievements and
 * results, consent). Problems come translated from the form model, the server's own sentences
 * as they are.
 */
import Stack from '@mui/joy/Stack';
import { useFieldErrorText } from '../../components/FormDialog.js';
import type { FieldErrors } from '../../models/formModel.js';
import type { ApplicantValues } from './applicantValues.js';
import { ConsentFields } from './ConsentFields.js';
import type { FormPartProps } from './FormSection.js';
import { PersonFields } from './PersonFields.js';
import { ResultsFields } from './ResultsFields.js';
import { SchoolFields } from './SchoolFields.js';
import { InterestFields, StatusFields } from './StatusFields.js';

export interface ApplicantFormProps {
  values: ApplicantValues;
  errors: FieldErrors<ApplicantValues>;
  set: FormPartProps['set'];
  headingLevel: 'h2' | 'h3';
}

export function ApplicantForm({ values, errors, set, headingLevel }: ApplicantFormProps) {
  const errorText = useFieldErrorText('applicant:errors');
  const part: FormPartProps = { values, errors, errorText, set, headingLevel };
  return (
    <Stack spacing={2}>
      <PersonFields {...part} />
      <SchoolFields {...part} />
      <StatusFields {...part} />
      <InterestFields {...part} />
      <ResultsFields {...part} />
      <ConsentFields {...part} />
    </Stack>
  );
}
