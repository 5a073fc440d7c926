/**
 * The create-user form as a signal model: the app's form model with the checks of the User/Create
 * contract, a taken login or e-mail said in the interface language, and the one-time password the
 * server returns once.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Client } from '@abitura/sdk';
import { isEmail, normalizePhone } from '@abitura/contracts/validation';
import type { UserListItem } from '@abitura/contracts';
import { failureOf, type Failure } from '../../models/failure.js';
import { createFormModel, type FieldErrors as FormFieldErrors } from '../../models/formModel.js';

export const CREATE_FIELDS = ['login', 'fullName', 'email', 'phone', 'roleIds', 'groupIds'] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];

export interface CreateUserValues {
  login: string;
  fullName: string;
  email: string;
  /** '+7XXXXXXXXXX', or '' for none. */
  phone: string;
  roleIds: readonly number[];
  groupIds: readonly number[];
}

export type FieldErrors = FormFieldErrors<CreateUserValues>;

export interface CreatedUser {
  user: UserListItem;
  oneTimePassword: string;
  /** The server's note on the creation (e.g. that no role lets the user change the password). */
  message: string;
}

export const LOGIN_PATTERN = /^[a-z0-9._-]+$/i;
export const LIMITS = { login: [3, 64], fullName: [2, 200], email: 254, assignments: 100 } as const;

const EMPTY: CreateUserValues = { login: '', fullName: '', email: '', phone: '', roleIds: [], groupIds: [] };

/** The contract's rules (newLogin, fullName 2..200, optionalEmail, optionalPhone), field by field. */
export function validateCreateUser(values: CreateUserValues, options: { phoneIncomplete?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const login = values.login.trim();
  if (login === '') errors.login = { key: 'required' };
  else if (login.length < LIMITS.login[0] || login.length > LIMITS.login[1]) errors.login = { key: 'loginLength', values: { min: LIMITS.login[0], max: LIMITS.login[1] } };
  else if (!LOGIN_PATTERN.test(login)) errors.login = { key: 'loginChars' };

  const fullName = values.fullName.trim();
  if (fullName === '') errors.fullName = { key: 'required' };
  else if (fullName.length < LIMITS.fullName[0] || fullName.length > LIMITS.fullName[1]) {
    errors.fullName = { key: 'fullNameLength', values: { min: LIMITS.fullName[0], max: LIMITS.fullName[1] } };
  }

  const email = values.email.trim();
  if (email.length > LIMITS.email) errors.email = { key: 'emailLength', values: { max: LIMITS.email } };
  else if (email !== '' && !isEmail(email)) errors.email = { key: 'email' };

  if (options.phoneIncomplete || (values.phone !== '' && normalizePhone(values.phone) === null)) errors.phone = { key: 'phone' };
  if (values.roleIds.length > LIMITS.assignments) errors.roleIds = { key: 'tooMany', values: { max: LIMITS.assignments } };
  if (values.groupIds.length > LIMITS.assignments) errors.groupIds = { key: 'tooMany', values: { max: LIMITS.assignments } };
  return errors;
}

/** A CONFLICT on these fields means "already used by someone else", which the dialog says in any language. */
const TAKEN: Partial<Record<CreateField, string>> = { login: 'loginTaken', email: 'emailTaken' };

/** A taken login or e-mail (a CONFLICT naming the field) reads as its own translated text. */
export function takenFields(failure: Pick<Failure, 'issues'>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of failure.issues) {
    const field = issue.path.split('.')[0] as CreateField;
    const key = TAKEN[field];
    if (key) fields[field] = { key };
  }
  return fields;
}

/** The User/Create params of the form's values: trimmed, empty contacts as null. */
function createParams(values: CreateUserValues) {
  return {
    login: values.login.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim() === '' ? null : values.email.trim(),
    phone: values.phone === '' ? null : values.phone,
    roleIds: [...values.roleIds],
    groupIds: [...values.groupIds],
  };
}

export type CreateUserModel = ReturnType<typeof createCreateUserModel>;

export function createCreateUserModel(client: Pick<Client, 'call'>) {
  const form = createFormModel<CreateUserValues, CreatedUser>({
    initial: EMPTY,
    validate: (values) => validateCreateUser(values),
    async send(values) {
      const reply = await client.call('User/Create', createParams(values));
      return reply.success ? { ok: true, value: { ...reply.data, message: reply.message } } : { ok: false, failure: failureOf(reply) };
    },
    conflict: takenFields,
  });
  const created = signal<CreatedUser | null>(null);

  return {
    ...form,
    created: created as ReadonlySignal<CreatedUser | null>,

    /**
     * Checks and sends. Resolves with the created user, or null when the form holds problems
     * (now in `errors` and `formError`). `phoneIncomplete`: the phone field holds a partial number.
     */
    async submit(options: { phoneIncomplete?: boolean } = {}): Promise<CreatedUser | null> {
      const result = await form.submit(options.phoneIncomplete ? { phone: { key: 'phone' } } : {});
      if (result.kind !== 'saved') return null;
      created.value = result.value;
      return result.value;
    },

    /** Empties the form and forgets the password (the dialog closes or starts over). */
    reset(): void {
      batch(() => {
        form.reset();
        created.value = null;
      });
    },
  };
}
