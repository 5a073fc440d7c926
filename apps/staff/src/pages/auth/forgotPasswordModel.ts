/**
 * Password recovery (/access/forgot-password) as a signal model: a login or e-mail address goes
 * to User/ForgotPassword, and the answer shown is the same whether or not the account exists.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import { AUTH_LIMITS, checkText } from './authRules.js';
import { createAuthForm, type AuthForm, type SubmitOutcome } from './authForm.js';

export type ForgotField = 'login';

export interface ForgotPasswordModel extends AuthForm<ForgotField> {
  /** The request went through: show the neutral confirmation. */
  readonly sent: ReadonlySignal<boolean>;
  submit(): Promise<SubmitOutcome<ForgotField>>;
  /** Back to the form, the address still filled in (the mail did not come, a typo). */
  again(): void;
}

export function createForgotPasswordModel({ client, clock = systemClock }: { client: Pick<Client, 'call'>; clock?: Clock }): ForgotPasswordModel {
  const sent = signal(false);
  const form = createAuthForm<ForgotField>({
    fields: ['login'],
    validate: (values) => ({ login: checkText(values.login, AUTH_LIMITS.recoveryMax, 'errors.recoveryRequired') }),
    issuePaths: { login: 'login' },
    clock,
  });
  return {
    ...form,
    sent,
    async submit() {
      const outcome = await form.submit((values) => client.call('User/ForgotPassword', { login: values.login.trim() }));
      if (outcome.kind === 'done') sent.value = true;
      return outcome;
    },
    again() {
      sent.value = false;
    },
  };
}
