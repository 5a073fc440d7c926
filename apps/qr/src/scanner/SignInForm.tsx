import { useId } from 'react';
import type { FormEvent } from 'react';
import { useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { SignInError, SignInModel } from './signInModel.js';

/** Staff sign-in for the scanner; what was typed stays in the model when the sign-in fails. */
export function SignInForm({ model }: { model: SignInModel }) {
  const t = useDeviceText('scanner');
  const login = useSignalValue(model.login);
  const password = useSignalValue(model.password);
  const pending = useSignalValue(model.pending);
  const error = useSignalValue(model.error);
  const loginId = useId();
  const passwordId = useId();
  const errorId = useId();
  const titleId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };
  const described = (field: 'login' | 'password') =>
    error !== null && (error.kind === `empty_${field}` || error.kind === 'refused') ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  return (
    <form className="qr-card qr-form" onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={pending}>
      <h2 id={titleId}>{t('signIn.title')}</h2>
      <p>{t('signIn.hint')}</p>
      <label htmlFor={loginId}>{t('signIn.login')}</label>
      <input
        id={loginId}
        className="device-input"
        value={login}
        onChange={(event) => model.setLogin(event.target.value)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        {...described('login')}
      />
      <label htmlFor={passwordId}>{t('signIn.password')}</label>
      <input
        id={passwordId}
        className="device-input"
        type="password"
        value={password}
        onChange={(event) => model.setPassword(event.target.value)}
        autoComplete="current-password"
        dir="ltr"
        {...described('password')}
      />
      {error === null ? null : (
        <p id={errorId} className="device-error" role="alert">
          {errorText(error, t)}
        </p>
      )}
      <button type="submit" className="device-button" aria-disabled={pending}>
        {pending ? t('signIn.pending') : t('signIn.submit')}
      </button>
    </form>
  );
}

function errorText(error: SignInError, t: (key: string) => string): string {
  switch (error.kind) {
    case 'empty_login':
      return t('signIn.emptyLogin');
    case 'empty_password':
      return t('signIn.emptyPassword');
    case 'offline':
      return t('signIn.offline');
    default:
      return error.message.trim() === '' ? t('signIn.refused') : error.message;
  }
}
