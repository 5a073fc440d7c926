/**
 * What every form of the app shares, as a signal model: the values, the checks run before sending
 * (so a person sees every problem at once), the server's issues mapped back onto the fields, and
 * a failure not tied to a field (no right, no network) kept beside the values, so nothing typed is
 * lost when a request fails: the dialog stays open with what was entered.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals-react';
import type { ParamIssue } from '@abitura/contracts/wire';
import type { Failure, Outcome } from './failure.js';

/**
 * A field's problem: a key of the form's translated problems (the dialog translates it, so the
 * models stay language-free), or the server's own sentence when it named a problem the client
 * cannot know.
 */
export type FieldError = { key: string; values?: Record<string, string | number> } | { text: string };

export type FieldErrors<V> = Partial<Record<keyof V & string, FieldError>>;

export type SubmitResult<R> = { kind: 'saved'; value: R } | { kind: 'unchanged' } | { kind: 'invalid' };

/** What a CONFLICT says about the fields (a login or a code already taken), in translatable keys. */
export type ConflictFields<V> = (failure: Failure) => FieldErrors<V>;

export interface FormModelOptions<V extends object, R> {
  initial: V;
  /** The contract's rules, field by field. */
  validate: (values: V) => FieldErrors<V>;
  /** Sends the values; null when there is nothing to send (an edit that changed nothing). */
  send: (values: V) => Promise<Outcome<R>> | null;
  /** @default the server's sentences, as for any refusal */
  conflict?: ConflictFields<V>;
}

/**
 * Server issues onto fields: `data.phone` and `phone.0` belong to phone; a path naming no field is
 * left for the form-level message.
 */
export function issuesToFields<V extends object>(issues: readonly ParamIssue[], fields: readonly (keyof V & string)[]): { fields: FieldErrors<V>; rest: ParamIssue[] } {
  const found: FieldErrors<V> = {};
  const rest: ParamIssue[] = [];
  for (const issue of issues) {
    const head = issue.path.split('.').find((part) => (fields as readonly string[]).includes(part)) as (keyof V & string) | undefined;
    if (head === undefined) rest.push(issue);
    else found[head] ??= { text: issue.message };
  }
  return { fields: found, rest };
}

/**
 * A refusal as the form shows it: the problems on their fields, and the failure itself above the
 * buttons unless the fields explain all of it.
 */
export function failureToFields<V extends object>(
  failure: Failure,
  fields: readonly (keyof V & string)[],
  conflict?: ConflictFields<V>,
): { fields: FieldErrors<V>; formError: Failure | null } {
  const mapped = issuesToFields<V>(failure.issues, fields);
  const found = failure.code === 'CONFLICT' && conflict ? { ...mapped.fields, ...conflict(failure) } : mapped.fields;
  // A refusal the fields explain needs no second message; anything else is said above the buttons.
  return { fields: found, formError: Object.keys(found).length === 0 || mapped.rest.length > 0 ? failure : null };
}

export type FormModel<V extends object, R> = ReturnType<typeof createFormModel<V, R>>;

export function createFormModel<V extends object, R>(options: FormModelOptions<V, R>) {
  const fieldNames = Object.keys(options.initial) as (keyof V & string)[];
  const values = signal<V>(options.initial);
  const errors = signal<FieldErrors<V>>({});
  const submitting = signal(false);
  const formError = signal<Failure | null>(null);

  return {
    values: values as ReadonlySignal<V>,
    errors: errors as ReadonlySignal<FieldErrors<V>>,
    submitting: submitting as ReadonlySignal<boolean>,
    /** A failure not tied to one field, shown above the buttons. */
    formError: formError as ReadonlySignal<Failure | null>,

    /** Changes one field; its error goes away until the next check. */
    set<F extends keyof V & string>(field: F, value: V[F]): void {
      batch(() => {
        values.value = { ...values.peek(), [field]: value };
        if (errors.peek()[field]) {
          const rest: FieldErrors<V> = { ...errors.peek() };
          delete rest[field];
          errors.value = rest;
        }
      });
    },

    /**
     * Checks and sends. `extra` adds problems only the form can see (a half-typed phone number).
     * On any failure the values stay as they are.
     */
    async submit(extra: FieldErrors<V> = {}): Promise<SubmitResult<R>> {
      if (submitting.peek()) return { kind: 'invalid' };
      const current = values.peek();
      const found = { ...options.validate(current), ...extra };
      if (Object.keys(found).length > 0) {
        batch(() => {
          errors.value = found;
          formError.value = null;
        });
        return { kind: 'invalid' };
      }
      const sending = options.send(current);
      if (sending === null) return { kind: 'unchanged' };
      batch(() => {
        submitting.value = true;
        errors.value = {};
        formError.value = null;
      });
      const outcome = await sending;
      return batch((): SubmitResult<R> => {
        submitting.value = false;
        if (outcome.ok) return { kind: 'saved', value: outcome.value };
        const refusal = failureToFields(outcome.failure, fieldNames, options.conflict);
        errors.value = refusal.fields;
        formError.value = refusal.formError;
        return { kind: 'invalid' };
      });
    },

    /** Starts over from these values (the dialog opens for another record). */
    reset(next: V = options.initial): void {
      batch(() => {
        values.value = next;
        errors.value = {};
        formError.value = null;
        submitting.value = false;
      });
    },
  };
}
