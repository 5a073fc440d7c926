/**
 * The sign-in form (/login) as a signal model: login and password, checked by the contract's
 * rules, sent with client.login, and the server's refusals in words a person understands.
 */
import { systemClock, type Client, type Clock } from '@abitura/sdk';
import { AUTH_LIMITS, checkPassword, checkText } from './authRules.js';
import { createAuthForm, type AuthForm, type SubmitOutcome } from './authForm.js';
import { loginProblemOf } from './replyProblems.js';

export type LoginField = 'login' | 'password';

export interface LoginModelOptions {
  client: Pick<Client, 'login'>;
  /** @default the system clock */
  clock?: Clock;
}

export interface LoginModel extends AuthForm<LoginField> {
  submit(): Promise<SubmitOutcome<LoginField>>;
}

export function createLoginModel({ client, clock = systemClock }: LoginModelOptions): LoginModel {
  const form = createAuthForm<LoginField>({
    fields: ['login', 'password'],
    validate: (values) => ({
      login: checkText(values.login, AUTH_LIMITS.loginMax, 'errors.loginRequired'),
      password: checkPassword(values.password, 'errors.passwordRequired'),
    }),
    issuePaths: { login: 'login', password: 'password' },
    classify: loginProblemOf,
    clock,
  });

  return {
    ...form,
    // Once the session is stored the route gate takes the signed-in user off /login (guardRoute).
    submit: () => form.submit((values) => client.login(values.login.trim(), values.password)),
  };
}
