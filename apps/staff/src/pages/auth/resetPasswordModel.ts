/**
 * Setting a new password from a reset link (/access/reset-password/:token) as a signal model. A
 * token that is not 32 lowercase hex never reaches the server; one the server does not know (used,
 * expired) ends on its own stage, so the person is told to ask for a new link.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import { isResetToken } from '@abitura/contracts/validation';
import { checkNewPassword, checkRepeat, passwordRules, type PasswordRule } from './authRules.js';
import { createAuthForm, type AuthForm, type SubmitOutcome } from './authForm.js';

export type ResetField = 'password' | 'repeat';

/** form: typing; malformed: the link is broken; expired: the server refused the token; done: saved. */
export type ResetStage = 'form' | 'malformed' | 'expired' | 'done';

export interface ResetPasswordModel extends AuthForm<ResetField> {
  readonly stage: ReadonlySignal<ResetStage>;
  /** The password policy against what is typed now, shown before submitting. */
  readonly rules: ReadonlySignal<PasswordRule[]>;
  submit(): Promise<SubmitOutcome<ResetField>>;
}

export interface ResetPasswordModelOptions {
  client: Pick<Client, 'call'>;
  /** The :token of the address, unchecked. */
  token: string;
  clock?: Clock;
}

export function createResetPasswordModel({ client, token, clock = systemClock }: ResetPasswordModelOptions): ResetPasswordModel {
  const stage = signal<ResetStage>(isResetToken(token) ? 'form' : 'malformed');
  const form = createAuthForm<ResetField>({
    fields: ['password', 'repeat'],
    validate: (values) => ({ password: checkNewPassword(values.password), repeat: checkRepeat(values.repeat, values.password) }),
    issuePaths: { password: 'password' },
    clock,
  });
  const rules = computed(() => passwordRules(form.values.value.password));

  return {
    ...form,
    stage,
    rules,
    async submit() {
      if (stage.peek() !== 'form') return { kind: 'ignored' };
      const outcome = await form.submit((values) => client.call('User/ResetPassword', { token, password: values.password }));
      if (outcome.kind === 'done') stage.value = 'done';
      else if (outcome.kind === 'failed' && outcome.reply.data === 'NOT_FOUND') stage.value = 'expired';
      else if (outcome.kind === 'failed' && outcome.reply.issues?.some((issue) => issue.path === 'token')) stage.value = 'malformed';
      return outcome;
    },
  };
}
