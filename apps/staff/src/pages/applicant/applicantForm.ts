/**
 * The applicant form as a signal model, shared by the insert page and the profile's edit mode:
 * the values, the checks of applicantChecks before sending, and the server's objections on their
 * fields. A failed request keeps everything typed.
 */
import type { Client } from '@abitura/sdk';
import type { ApplicantRecord } from '@abitura/contracts';
import { outcomeOf, type Outcome } from '../../models/failure.js';
import { createFormModel, type FormModel } from '../../models/formModel.js';
import { validateApplicant } from './applicantChecks.js';
import { changedData } from './applicantPayload.js';
import { valuesFromRecord, type ApplicantValues } from './applicantValues.js';

export type ApplicantFormModel = FormModel<ApplicantValues, ApplicantRecord>;

export interface ApplicantFormOptions {
  initial: ApplicantValues;
  /** Today, for the birth date and the consent time. */
  now: () => Date;
  /** Sends the checked values; null when there is nothing to send. */
  send: (values: ApplicantValues) => Promise<Outcome<ApplicantRecord>> | null;
}

export function createApplicantForm({ initial, now, send }: ApplicantFormOptions): ApplicantFormModel {
  return createFormModel<ApplicantValues, ApplicantRecord>({ initial, validate: (values) => validateApplicant(values, now()), send });
}

/** The profile's edit mode: starts from the record and sends only what changed (nothing when nothing did). */
export function createProfileEditForm(client: Pick<Client, 'call'>, record: ApplicantRecord, now: () => Date): ApplicantFormModel {
  const initial = valuesFromRecord(record);
  return createApplicantForm({
    initial,
    now,
    send: (values) => {
      const data = changedData(initial, values);
      return Object.keys(data).length === 0 ? null : client.call('Abiturient/Update', { id: record.id, data }).then(outcomeOf);
    },
  });
}
