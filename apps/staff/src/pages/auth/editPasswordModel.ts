/**
 * Changing one's own password (/access/pages/edit-password) as a signal model. An account with
 * status new is forced here by the route gate until it changes the password; anyone else comes by
 * choice. On success the SDK adopts the new session the server returns (status active).
 */
import { computed, type ReadonlySignal } from '@preact/signals-react';
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import { normalizeUserStatus } from '@abitura/contracts/vocabulary';
import { checkNewPassword, checkPassword, checkRepeat, passwordRules, type PasswordRule } from './authRules.js';
import { createAuthForm, type AuthForm, type SubmitOutcome } from './authForm.js';

export type EditField = 'current' | 'password' | 'repeat';

export type EditOutcome = Exclude<SubmitOutcome<EditField>, { kind: 'done' }> | { kind: 'done'; forced: boolean };

export interface EditPasswordModel extends AuthForm<EditField> {
  /** The account has status new: the change is required before anything else. */
  readonly forced: ReadonlySignal<boolean>;
  readonly rules: ReadonlySignal<PasswordRule[]>;
  /** `forced` tells where to go next: it was true when the change started, even though it is false now. */
  submit(): Promise<EditOutcome>;
}

export function createEditPasswordModel({ client, clock = systemClock }: { client: Pick<Client, 'changePassword' | 'session'>; clock?: Clock }): EditPasswordModel {
  const login = computed(() => {
    const value = client.session.user.value?.login;
    return typeof value === 'string' ? value : undefined;
  });
  const forced = computed(() => normalizeUserStatus(client.session.user.value?.status) === 'new');
  const form = createAuthForm<EditField>({
    fields: ['current', 'password', 'repeat'],
    validate: (values) => ({
      current: checkPassword(values.current, 'errors.currentRequired'),
      password: checkNewPassword(values.password, { login: login.peek(), current: values.current }),
      repeat: checkRepeat(values.repeat, values.password),
    }),
    issuePaths: { currentPassword: 'current', newPassword: 'password' },
    clock,
  });
  const rules = computed(() => passwordRules(form.values.value.password, { login: login.value, current: form.values.value.current }));

  return {
    ...form,
    forced,
    rules,
    async submit() {
      const wasForced = forced.peek();
      const outcome = await form.submit((values) => client.changePassword(values.current, values.password));
      return outcome.kind === 'done' ? { kind: 'done', forced: wasForced } : outcome;
    },
  };
}
