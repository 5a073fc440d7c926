/**
 * /access/reset-password/:token (public): a new password from the link in the reset mail. A
 * broken link and one the server refuses (used, expired) each get a page of their own that says
 * what to do; the password rules show before anything is sent.
 */
import { useTranslation } from 'react-i18next';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { MessagePage } from '../../components/MessagePage.js';
import { AuthCard } from './AuthCard.js';
import { AuthLink } from './AuthFields.js';
import { AuthFormView, NewPasswordFields } from './AuthFormView.js';
import { BrokenLinkIcon, CheckIcon, HourglassIcon } from '../../components/icons.js';
import { useAuthFields, useModel } from './authHooks.js';
import { createResetPasswordModel } from './resetPasswordModel.js';

export default function ResetPasswordPage({ params }: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const model = useModel(() => createResetPasswordModel({ client, token: params['token'] ?? '' }));
  const stage = useSignalValue(model.stage);
  const rules = useSignalValue(model.rules);
  const bind = useAuthFields(model, 'reset');

  const requestNew = <LinkButton href="/access/forgot-password">{t('reset.requestNew')}</LinkButton>;
  if (stage === 'malformed') {
    return <MessagePage icon={<BrokenLinkIcon />} tone="warning" title={t('reset.malformedTitle')} text={t('reset.malformedText')} actions={requestNew} />;
  }
  if (stage === 'expired') {
    return <MessagePage icon={<HourglassIcon />} tone="warning" title={t('reset.expiredTitle')} text={t('reset.expiredText')} actions={requestNew} />;
  }
  if (stage === 'done') {
    const signIn = <LinkButton href="/login">{t('reset.signIn')}</LinkButton>;
    return <MessagePage icon={<CheckIcon />} tone="primary" title={t('reset.doneTitle')} text={t('reset.doneText')} actions={signIn} />;
  }

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')} footer={<AuthLink href="/login">{t('reset.backToLogin')}</AuthLink>}>
      <AuthFormView form={model} submit={model.submit} area="reset">
        <NewPasswordFields password={bind('password')} repeat={bind('repeat')} rules={rules} newLabel={t('fields.newPassword')} repeatLabel={t('fields.repeatPassword')} />
      </AuthFormView>
    </AuthCard>
  );
}
