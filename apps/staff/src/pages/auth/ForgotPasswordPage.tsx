/**
 * /access/forgot-password (signed-out only): a login or e-mail address gets a reset link. The
 * confirmation is the same whether or not the account exists, so the page tells nobody which
 * logins are real.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { MessagePage } from '../../components/MessagePage.js';
import { AuthCard } from './AuthCard.js';
import { MailIcon } from './authIcons.js';
import { AuthField, AuthLink, FormProblem, SubmitButton, WaitNote } from './AuthFields.js';
import { useModel, useSubmitFocus } from './authHooks.js';
import { createForgotPasswordModel } from './forgotPasswordModel.js';

export default function ForgotPasswordPage(_props: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const model = useModel(() => createForgotPasswordModel({ client }));
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const problem = useSignalValue(model.problem);
  const busy = useSignalValue(model.busy);
  const wait = useSignalValue(model.wait);
  const sent = useSignalValue(model.sent);
  const { alertRef, focusAfter } = useSubmitFocus('forgot');

  if (sent) {
    return (
      <MessagePage
        icon={<MailIcon />}
        tone="primary"
        title={t('forgot.sentTitle')}
        text={t('forgot.sentText', { login: values.login.trim() })}
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focusAfter(await model.submit());
  };

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')} footer={<AuthLink href="/login">{t('forgot.back')}</AuthLink>}>
      <form noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <FormProblem problem={problem} title={t('forgot.failed')} alertRef={alertRef} />
          <AuthField
            id="forgot-login"
            label={t('fields.loginOrEmail')}
            value={values.login}
            onChange={(value) => model.set('login', value)}
            error={errors.login}
            autoComplete="username"
          />
          <SubmitButton busy={busy} waiting={wait > 0} label={t('forgot.submit')} busyLabel={t('forgot.busy')} />
          <WaitNote seconds={wait} />
        </Stack>
      </form>
    </AuthCard>
  );
}
