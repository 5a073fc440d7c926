/**
 * The part every sign-in form shares, as a signal model: the typed values, the field errors, the
 * problem of the last attempt, the busy flag and a wait the server asked for. A submit checks the
 * fields first and sends nothing while one is wrong; a failed send keeps every value, so nothing
 * typed is lost to a network failure.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Clock } from '@abitura/sdk';
import type { Reply } from '@abitura/contracts/wire';
import type { Message } from './authRules.js';
import { createCountdown } from './countdown.js';
import { issueMessage, problemOf, type Problem } from './replyProblems.js';

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

export type SubmitOutcome<F extends string> =
  /** Nothing sent: a submit is running, or the server's wait is not over. */
  | { kind: 'ignored' }
  /** A field is wrong (checked here or named by the server's issues); `field` is the first. */
  | { kind: 'invalid'; field: F }
  | { kind: 'failed'; reply: Reply; problem: Problem }
  | { kind: 'done'; reply: Reply };

export interface AuthForm<F extends string> {
  readonly values: ReadonlySignal<Readonly<Record<F, string>>>;
  readonly errors: ReadonlySignal<FieldErrors<F>>;
  /** Why the last attempt failed, as a whole (not one field); null when it did not. */
  readonly problem: ReadonlySignal<Problem | null>;
  readonly busy: ReadonlySignal<boolean>;
  /** Seconds left of the wait the server asked for; submitting does nothing meanwhile. */
  readonly wait: ReadonlySignal<number>;
  set(field: F, value: string): void;
  /** Stops the wait's timer (the page is gone). */
  dispose(): void;
}

export interface AuthFormOptions<F extends string> {
  /** The fields in screen order: the first wrong one takes the focus. */
  fields: readonly F[];
  /** Problems found without the server, by field; a field without a problem may be left out or null. */
  validate(values: Readonly<Record<F, string>>): Partial<Record<F, Message | null>>;
  /** Which field an issue `path` of the server's INVALID_PARAMS reply belongs to. */
  issuePaths: Readonly<Record<string, F>>;
  /** Words for a failed reply. @default problemOf */
  classify?: (reply: Reply) => Problem;
  clock: Clock;
}

export interface AuthFormCore<F extends string> extends AuthForm<F> {
  /** Checks the fields, then sends them with `send` (which is expected never to reject). */
  submit(send: (values: Readonly<Record<F, string>>) => Promise<Reply>): Promise<SubmitOutcome<F>>;
}

const NO_ANSWER: Reply = { success: false, message: '', data: 'TRANSPORT_ERROR' };

/** Only the fields that have a problem. */
function present<F extends string>(found: Partial<Record<F, Message | null>>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(found).filter(([, message]) => message)) as FieldErrors<F>;
}

export function createAuthForm<F extends string>(options: AuthFormOptions<F>): AuthFormCore<F> {
  const { fields, validate, issuePaths, classify = problemOf } = options;
  const values = signal(Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>);
  const errors = signal<FieldErrors<F>>({});
  const lastProblem = signal<Problem | null>(null);
  const busy = signal(false);
  const countdown = createCountdown(options.clock);
  // Once the wait the server named is over, the stale "wait 15 minutes" gives way to "try again".
  const problem = computed<Problem | null>(() => {
    const current = lastProblem.value;
    if (current?.waitSeconds !== undefined && countdown.left.value === 0) return { kind: current.kind, message: { key: 'problems.waitOver' } };
    return current;
  });
  let attempted = false;

  const firstWrong = (found: FieldErrors<F>): F | undefined => fields.find((field) => found[field] !== undefined);

  /** Field errors from the server's issues, and a problem for the issues no field shows. */
  function fromIssues(reply: Reply): { found: FieldErrors<F>; rest: Problem | null } | null {
    if (reply.data !== 'INVALID_PARAMS' || !reply.issues?.length) return null;
    const found: FieldErrors<F> = {};
    let rest: Problem | null = null;
    for (const issue of reply.issues) {
      const field = issuePaths[issue.path];
      if (field !== undefined) found[field] ??= issueMessage(issue);
      else rest ??= { kind: 'other', message: issueMessage(issue) };
    }
    return { found, rest };
  }

  return {
    values,
    errors,
    problem,
    busy,
    wait: countdown.left,
    set(field, value) {
      values.value = { ...values.peek(), [field]: value };
      // After a first attempt the edited field is checked as it is typed, so its error goes away
      // the moment it is fixed; before that, nobody is told off for a field still being filled in.
      const now = attempted ? (validate(values.peek())[field] ?? null) : null;
      const next: FieldErrors<F> = { ...errors.peek() };
      delete next[field];
      if (now) next[field] = now;
      errors.value = next;
    },
    async submit(send) {
      if (busy.peek() || countdown.left.peek() > 0) return { kind: 'ignored' };
      attempted = true;
      const found = present(validate(values.peek()));
      errors.value = found;
      const wrong = firstWrong(found);
      if (wrong !== undefined) {
        lastProblem.value = null;
        return { kind: 'invalid', field: wrong };
      }
      busy.value = true;
      lastProblem.value = null;
      let reply: Reply;
      try {
        reply = await send(values.peek());
      } catch {
        reply = NO_ANSWER;
      } finally {
        busy.value = false;
      }
      if (reply.success) return { kind: 'done', reply };

      const issues = fromIssues(reply);
      const field = issues ? firstWrong(issues.found) : undefined;
      if (issues && field !== undefined) {
        errors.value = issues.found;
        lastProblem.value = issues.rest;
        return { kind: 'invalid', field };
      }
      const failure = issues?.rest ?? classify(reply);
      // The wait first: the problem computed above reads it.
      if (failure.waitSeconds !== undefined) countdown.start(failure.waitSeconds);
      lastProblem.value = failure;
      return { kind: 'failed', reply, problem: failure };
    },
    dispose: countdown.dispose,
  };
}
