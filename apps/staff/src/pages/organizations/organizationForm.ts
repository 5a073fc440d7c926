/**
 * The organization form (add and edit): every field of the card as text, the rules of the
 * Organization/Create contract, and what it sends: the whole card when new, only the changed
 * fields when edited.
 */
import type { Client } from '@abitura/sdk';
import type { OrganizationCard, OrganizationTypeName } from '@abitura/contracts';
import { asText, checkEmail, checkPhone, checkText, orNull, saveRecord } from '../../models/fieldChecks.js';
import { createFormModel, type FieldError, type FieldErrors } from '../../models/formModel.js';

export interface OrganizationValues {
  type: OrganizationTypeName;
  name: string;
  short_name: string;
  address: string;
  address_asur: string;
  organization_id: string;
  okrug: string;
  district: string;
  /** The МРСД number as chosen, '' for none. */
  mrsd: string;
  kind: string;
  /** Operating (true) or closed. */
  status: boolean;
  inn: string;
  /** '+7XXXXXXXXXX', or '' for none. */
  phone: string;
  email: string;
  website: string;
  head: string;
}

export const ORGANIZATION_CODE_PATTERN = /^[A-Za-z0-9._-]*$/;
export const INN_PATTERN = /^(\d{10}|\d{12})$/;

export function emptyOrganization(type: OrganizationTypeName): OrganizationValues {
  return {
    type,
    name: '',
    short_name: '',
    address: '',
    address_asur: '',
    organization_id: '',
    okrug: '',
    district: '',
    mrsd: '',
    kind: '',
    status: true,
    inn: '',
    phone: '',
    email: '',
    website: '',
    head: '',
  };
}

export function organizationValues(card: OrganizationCard): OrganizationValues {
  return {
    type: card.type,
    name: card.name,
    short_name: asText(card.short_name),
    address: asText(card.address),
    address_asur: asText(card.address_asur),
    organization_id: asText(card.organization_id),
    okrug: asText(card.okrug),
    district: asText(card.district),
    mrsd: card.mrsd === null ? '' : String(card.mrsd),
    kind: asText(card.kind),
    status: card.status,
    inn: asText(card.inn),
    phone: asText(card.phone),
    email: asText(card.email),
    website: asText(card.website),
    head: asText(card.head),
  };
}

export function validateOrganization(values: OrganizationValues): FieldErrors<OrganizationValues> {
  const errors: FieldErrors<OrganizationValues> = {};
  const add = (field: keyof OrganizationValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  add('name', checkText(values.name, { required: true, min: 2, max: 500 }));
  add('short_name', checkText(values.short_name, { max: 200 }));
  add('address', checkText(values.address, { max: 500 }));
  add('address_asur', checkText(values.address_asur, { max: 500 }));
  add('organization_id', checkText(values.organization_id, { max: 64 }) ?? (ORGANIZATION_CODE_PATTERN.test(values.organization_id.trim()) ? undefined : { key: 'organizationCode' }));
  add('inn', values.inn.trim() === '' || INN_PATTERN.test(values.inn.trim()) ? undefined : { key: 'inn' });
  add('phone', checkPhone(values.phone));
  add('email', checkEmail(values.email));
  add('website', checkText(values.website, { max: 300 }));
  add('head', checkText(values.head, { max: 200 }));
  return errors;
}

/** The values as the contract takes them: trimmed, empty as null. */
export function organizationPayload(values: OrganizationValues) {
  return {
    type: values.type,
    name: values.name.trim(),
    short_name: orNull(values.short_name),
    address: orNull(values.address),
    address_asur: orNull(values.address_asur),
    organization_id: orNull(values.organization_id),
    okrug: orNull(values.okrug),
    district: orNull(values.district),
    mrsd: values.mrsd === '' ? null : Number(values.mrsd),
    kind: orNull(values.kind),
    status: values.status,
    inn: orNull(values.inn),
    phone: values.phone === '' ? null : values.phone,
    email: orNull(values.email),
    website: orNull(values.website),
    head: orNull(values.head),
  };
}

export type OrganizationFormModel = ReturnType<typeof createOrganizationForm>;

/** A form for a new organization (of `type`), or for editing `card`. */
export function createOrganizationForm(client: Pick<Client, 'call'>, card: OrganizationCard | null, type: OrganizationTypeName = 'school') {
  return createFormModel<OrganizationValues, OrganizationCard>({
    initial: card ? organizationValues(card) : emptyOrganization(type),
    validate: validateOrganization,
    send: (values) =>
      saveRecord(
        card,
        organizationPayload(values),
        (payload) => client.call('Organization/Create', payload),
        (id, data) => client.call('Organization/Update', { id, data }),
      ),
  });
}
