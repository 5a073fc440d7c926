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
  client: Pick<Client, 'login' | 'session'>;
  /** @default the system clock */
  clock?: Clock;
  /**
   * Called the moment the SDK stores the new session, before anything re-renders, so the page
   * can move to its target in the same update. Were it called after `login` resolves, the route
   * gate would first see a signed-in user on /login and send them to '/' and on to /home.
   */
  onSignedIn?: () => void;
}

export interface LoginModel extends AuthForm<LoginField> {
  submit(): Promise<SubmitOutcome<LoginField>>;
}

export function createLoginModel({ client, clock = systemClock, onSignedIn }: LoginModelOptions): LoginModel {
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

  /** Calls onSignedIn once when the session turns signed in; returns the unsubscribe. */
  function watchSignIn(): () => void {
    if (!onSignedIn) return () => {};
    let initial = true;
    let stop: (() => void) | null = null;
    let fired = false;
    stop = client.session.authenticated.subscribe((signedIn) => {
      // subscribe() calls back at once with the current value; only a change is a sign-in.
      if (initial || !signedIn || fired) return;
      fired = true;
      stop?.();
      onSignedIn();
    });
    initial = false;
    return () => stop?.();
  }

  return {
    ...form,
    async submit() {
      const stopWatching = watchSignIn();
      try {
        return await form.submit((values) => client.login(values.login.trim(), values.password));
      } finally {
        stopWatching();
      }
    },
  };
}
