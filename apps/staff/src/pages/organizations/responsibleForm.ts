/**
 * The responsible-contact form (create and edit): its fields as text, the rules of the
 * Organization/CreateResponsibles contract (a full name, and a phone or an e-mail to reach the
 * person), and what it sends: the whole contact when new, only the changed fields when edited.
 */
import type { Client } from '@abitura/sdk';
import type { Responsible } from '@abitura/contracts';
import { asText, checkEmail, checkPhone, checkText, orNull, saveRecord } from '../../models/fieldChecks.js';
import { createFormModel, type FieldErrors } from '../../models/formModel.js';

export interface ResponsibleValues {
  fullname: string;
  position: string;
  activity: string;
  /** '+7XXXXXXXXXX', or '' for none. */
  phone: string;
  email: string;
  operator_shortname: string;
  operator_organization: string;
}

export const RESPONSIBLE_FIELDS = ['fullname', 'position', 'activity', 'phone', 'email', 'operator_shortname', 'operator_organization'] as const;

export const EMPTY_RESPONSIBLE: ResponsibleValues = {
  fullname: '',
  position: '',
  activity: '',
  phone: '',
  email: '',
  operator_shortname: '',
  operator_organization: '',
};

/** A stored contact as form text; legacy values that are not strings read as empty. */
export function responsibleValues(contact: Responsible): ResponsibleValues {
  return Object.fromEntries(RESPONSIBLE_FIELDS.map((field) => [field, asText(contact[field])])) as unknown as ResponsibleValues;
}

export function validateResponsible(values: ResponsibleValues): FieldErrors<ResponsibleValues> {
  const errors: FieldErrors<ResponsibleValues> = {};
  const add = (field: keyof ResponsibleValues, error: ReturnType<typeof checkText>) => {
    if (error) errors[field] = error;
  };
  add('fullname', checkText(values.fullname, { required: true, min: 2, max: 200 }));
  add('position', checkText(values.position, { max: 200 }));
  add('activity', checkText(values.activity, { max: 300 }));
  add('phone', checkPhone(values.phone));
  add('email', checkEmail(values.email));
  add('operator_shortname', checkText(values.operator_shortname, { max: 100 }));
  add('operator_organization', checkText(values.operator_organization, { max: 300 }));
  if (!errors.phone && !errors.email && values.phone === '' && values.email.trim() === '') errors.phone = { key: 'reachable' };
  return errors;
}

/** The values as the contract takes them: trimmed, empty as null. */
export function responsiblePayload(values: ResponsibleValues) {
  return {
    fullname: values.fullname.trim(),
    position: orNull(values.position),
    activity: orNull(values.activity),
    phone: values.phone === '' ? null : values.phone,
    email: orNull(values.email),
    operator_shortname: orNull(values.operator_shortname),
    operator_organization: orNull(values.operator_organization),
  };
}

export type ResponsibleFormModel = ReturnType<typeof createResponsibleForm>;

/** A form for a new contact of `orgId`, or for editing `contact`. */
export function createResponsibleForm(client: Pick<Client, 'call'>, orgId: number, contact: Responsible | null) {
  return createFormModel<ResponsibleValues, Responsible>({
    initial: contact ? responsibleValues(contact) : EMPTY_RESPONSIBLE,
    validate: validateResponsible,
    send: (values) =>
      saveRecord(
        contact,
        responsiblePayload(values),
        (payload) => client.call('Organization/CreateResponsibles', { org_id: orgId, ...payload }),
        (id, data) => client.call('Organization/UpdateResponsibles', { id, data }),
      ),
  });
}
