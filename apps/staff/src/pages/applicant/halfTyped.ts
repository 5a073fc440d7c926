/**
 * What only the page can see: a masked field with text in it whose value is still empty (a date,
 * a phone or the consent time typed in part). The models hold stored values, which cannot carry
 * half a date, so the form asks the inputs themselves before sending, and nothing typed is
 * dropped silently.
 */
import { hasText, phoneIncomplete } from '../../components/FormDialog.js';
import type { FieldErrors } from '../../models/formModel.js';
import type { ApplicantValues } from './applicantValues.js';

export function halfTypedProblems(form: HTMLFormElement, values: ApplicantValues): FieldErrors<ApplicantValues> {
  const problems: FieldErrors<ApplicantValues> = {};
  if (values.birth_date === '' && hasText(form, 'birth_date')) problems.birth_date = { key: 'date' };
  if (values.phones.some((phone, index) => phoneIncomplete(form, `phones.${index}`, phone))) problems.phones = { key: 'phone' };
  if (values.consent.status !== '' && values.consent.at === '' && (hasText(form, 'consentAtDate') || hasText(form, 'consentAtTime'))) problems.consent = { key: 'consentAt' };
  return problems;
}
