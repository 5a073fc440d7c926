/**
 * /login (signed-out only): login and password. Once the session is stored the route gate sends
 * the now signed-in user on (afterTokenCheck: the `to` query's page, a same-site path only, or
 * /home), and from there applies the account status (new -> password change, suspended -> no
 * actions).
 */
import { useTranslation } from 'react-i18next';
import { useClient } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { AuthCard } from './AuthCard.js';
import { AuthField, AuthLink, PasswordField } from './AuthFields.js';
import { AuthFormView } from './AuthFormView.js';
import { useAuthFields, useModel } from './authHooks.js';
import { createLoginModel } from './loginModel.js';

export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const model = useModel(() => createLoginModel({ client }));
  const bind = useAuthFields(model, 'login');

  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      focusHeading={false}
      footer={<AuthLink href="/access/forgot-password">{t('login.forgot')}</AuthLink>}
    >
      <AuthFormView form={model} submit={model.submit} area="login">
        <AuthField {...bind('login')} label={t('fields.login')} autoComplete="username" autoFocus />
        <PasswordField {...bind('password')} label={t('fields.password')} autoComplete="current-password" />
      </AuthFormView>
    </AuthCard>
  );
}
