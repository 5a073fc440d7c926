/**
 * /access/forgot-password (signed-out only): a login or e-mail address gets a reset link. The
 * confirmation is the same whether or not the account exists, so the page tells nobody which
 * logins are real.
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { MessagePage } from '../../components/MessagePage.js';
import { AuthCard } from './AuthCard.js';
import { AuthField, AuthLink } from './AuthFields.js';
import { AuthFormView } from './AuthFormView.js';
import { MailIcon } from '../../components/icons.js';
import { isolate, useAuthFields, useModel } from './authHooks.js';
import { createForgotPasswordModel } from './forgotPasswordModel.js';

export default function ForgotPasswordPage(_props: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const model = useModel(() => createForgotPasswordModel({ client }));
  const sent = useSignalValue(model.sent);
  const bind = useAuthFields(model, 'forgot');
  const login = bind('login');

  if (sent) {
    return (
      <MessagePage
        icon={<MailIcon />}
        tone="primary"
        title={t('forgot.sentTitle')}
        text={t('forgot.sentText', { login: isolate(login.value.trim()) })}
        actions={
          <>
            <LinkButton href="/login">{t('forgot.back')}</LinkButton>
            <Button variant="outlined" onClick={() => model.again()}>
              {t('forgot.again')}
            </Button>
          </>
        }
      />
    );
  }

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} footer={<AuthLink href="/login">{t('forgot.back')}</AuthLink>}>
      <AuthFormView form={model} submit={model.submit} area="forgot">
        <AuthField {...login} label={t('fields.loginOrEmail')} autoComplete="username" />
      </AuthFormView>
    </AuthCard>
  );
}
