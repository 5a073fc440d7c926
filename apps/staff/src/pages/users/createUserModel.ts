/**
 * The create-user form as a signal model: its fields, the checks of the User/Create contract
 * (run before sending, so a person sees every problem at once), the server's issues mapped back
 * onto the fields, and the one-time password the server returns once.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import { isEmail, normalizePhone, type Client, type ParamIssue } from '@abitura/sdk';
import type { UserListItem } from '@abitura/sdk/contracts';
import { failureOf, type Failure } from '../../models/failure.js';

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

/**
 * A field's problem: a key of the `users` namespace's `create.errors` (translated by the dialog),
 * or the server's own sentence when it named a problem the client cannot know (a taken login).
 */
export type FieldError = { key: string; values?: Record<string, string | number> } | { text: string };

export type FieldErrors = Partial<Record<CreateField, FieldError>>;

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

/**
 * Server issues onto fields: `roleIds.2` belongs to roleIds; a path naming no field is left for
 * the form. The server's sentence is kept, except for a taken login or e-mail (a CONFLICT), which
 * has its own translated text.
 */
export function issuesToFields(failure: Pick<Failure, 'code' | 'issues'>): { fields: FieldErrors; rest: ParamIssue[] } {
  const fields: FieldErrors = {};
  const rest: ParamIssue[] = [];
  for (const issue of failure.issues) {
    const head = issue.path.split('.')[0] as CreateField;
    if (!(CREATE_FIELDS as readonly string[]).includes(head)) {
      rest.push(issue);
      continue;
    }
    const taken = failure.code === 'CONFLICT' ? TAKEN[head] : undefined;
    fields[head] ??= taken ? { key: taken } : { text: issue.message };
  }
  return { fields, rest };
}

export type CreateUserModel = ReturnType<typeof createCreateUserModel>;

export function createCreateUserModel(client: Pick<Client, 'call'>) {
  const values = signal<CreateUserValues>(EMPTY);
  const errors = signal<FieldErrors>({});
  const submitting = signal(false);
  /** A failure not tied to one field (no permission, network), shown above the buttons. */
  const formError = signal<Failure | null>(null);
  const created = signal<CreatedUser | null>(null);

  return {
    values: values as ReadonlySignal<CreateUserValues>,
    errors: errors as ReadonlySignal<FieldErrors>,
    submitting: submitting as ReadonlySignal<boolean>,
    formError: formError as ReadonlySignal<Failure | null>,
    created: created as ReadonlySignal<CreatedUser | null>,

    /** Changes one field; its error goes away until the next check. */
    set<F extends keyof CreateUserValues>(field: F, value: CreateUserValues[F]): void {
      batch(() => {
        values.value = { ...values.peek(), [field]: value };
        if (errors.peek()[field]) {
          const { [field]: _dropped, ...rest } = errors.peek();
          errors.value = rest;
        }
      });
    },

    /**
     * Checks and sends. Resolves with the created user, or null when the form holds problems
     * (now in `errors` and `formError`). `phoneIncomplete`: the phone field holds a partial number.
     */
    async submit(options: { phoneIncomplete?: boolean } = {}): Promise<CreatedUser | null> {
      if (submitting.peek()) return null;
      const current = values.peek();
      const found = validateCreateUser(current, options);
      if (Object.keys(found).length > 0) {
        batch(() => {
          errors.value = found;
          formError.value = null;
        });
        return null;
      }
      batch(() => {
        submitting.value = true;
        errors.value = {};
        formError.value = null;
      });
      const reply = await client.call('User/Create', {
        login: current.login.trim(),
        fullName: current.fullName.trim(),
        email: current.email.trim() === '' ? null : current.email.trim(),
        phone: current.phone === '' ? null : current.phone,
        roleIds: [...current.roleIds],
        groupIds: [...current.groupIds],
      });
      return batch(() => {
        submitting.value = false;
        if (reply.success) {
          const result: CreatedUser = { ...reply.data, message: reply.message };
          created.value = result;
          return result;
        }
        const failure = failureOf(reply);
        const { fields, rest } = issuesToFields(failure);
        errors.value = fields;
        // A refusal the fields explain needs no second message; anything else is said above the buttons.
        if (Object.keys(fields).length === 0 || rest.length > 0) formError.value = failure;
        return null;
      });
    },

    /** Empties the form and forgets the password (the dialog closes or starts over). */
    reset(): void {
      batch(() => {
        values.value = EMPTY;
        errors.value = {};
        formError.value = null;
        created.value = null;
        submitting.value = false;
      });
    },
  };
}
