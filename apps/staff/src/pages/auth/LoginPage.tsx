/**
 * /login (signed-out only): login and password. On success the browser goes to the `to` query's
 * page (a same-site path only) or /home; from there the route gate applies the account status
 * (new -> password change, suspended -> no actions).
 */
import Stack from '@mui/joy/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { loginRedirectTarget } from '@abitura/sdk';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { AuthCard } from './AuthCard.js';
import { AuthField, AuthLink, FormProblem, PasswordField, SubmitButton, WaitNote } from './AuthFields.js';
import { useLatest, useModel, useSubmitFocus } from './authHooks.js';
import { createLoginModel } from './loginModel.js';

export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const [, navigate] = useLocation();
  const search = useSearch();
  const leave = useLatest(() => navigate(loginRedirectTarget(search), { replace: true }));
  const model = useModel(() => createLoginModel({ client, onSignedIn: () => leave.current() }));
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const problem = useSignalValue(model.problem);
  const busy = useSignalValue(model.busy);
  const wait = useSignalValue(model.wait);
  const { alertRef, focusAfter } = useSubmitFocus('login');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focusAfter(await model.submit());
  };

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      focusHeading={false}
      footer={<AuthLink href="/access/forgot-password">{t('login.forgot')}</AuthLink>}
    >
      <form noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <FormProblem problem={problem} title={t('login.failed')} alertRef={alertRef} />
          <AuthField
            id="login-login"
            label={t('fields.login')}
            value={values.login}
            onChange={(value) => model.set('login', value)}
            error={errors.login}
            autoComplete="username"
            autoFocus
          />
          <PasswordField
            id="login-password"
            label={t('fields.password')}
            value={values.password}
            onChange={(value) => model.set('password', value)}
            error={errors.password}
            autoComplete="current-password"
          />
          <SubmitButton busy={busy} waiting={wait > 0} label={t('login.submit')} busyLabel={t('login.busy')} />
          <WaitNote seconds={wait} />
        </Stack>
      </form>
    </AuthCard>
  );
}
