/**
 * /access/reset-password/:token (public): a new password from the link in the reset mail. A
 * broken link and one the server refuses (used, expired) each get a page of their own that says
 * what to do; the password rules show before anything is sent.
 */
import Stack from '@mui/joy/Stack';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { MessagePage } from '../../components/MessagePage.js';
import { AuthCard } from './AuthCard.js';
import { BrokenLinkIcon, CheckIcon, HourglassIcon } from './authIcons.js';
import { AuthLink, FormProblem, PasswordField, PasswordRulesList, SubmitButton } from './AuthFields.js';
import { useModel, useSubmitFocus } from './authHooks.js';
import { createResetPasswordModel } from './resetPasswordModel.js';

const RULES_ID = 'reset-rules';

export default function ResetPasswordPage({ params }: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const model = useModel(() => createResetPasswordModel({ client, token: params['token'] ?? '' }));
  const stage = useSignalValue(model.stage);
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const problem = useSignalValue(model.problem);
  const busy = useSignalValue(model.busy);
  const rules = useSignalValue(model.rules);
  const { alertRef, focusAfter } = useSubmitFocus('reset');

  const requestNew = <LinkButton href="/access/forgot-password">{t('reset.requestNew')}</LinkButton>;
  if (stage === 'malformed') {
    return <MessagePage icon={<BrokenLinkIcon />} tone="warning" title={t('reset.malformedTitle')} text={t('reset.malformedText')} actions={requestNew} />;
  }
  if (stage === 'expired') {
    return <MessagePage icon={<HourglassIcon />} tone="warning" title={t('reset.expiredTitle')} text={t('reset.expiredText')} actions={requestNew} />;
  }
  if (stage === 'done') {
    return (
      <MessagePage
        icon={<CheckIcon />}
        tone="primary"
        title={t('reset.doneTitle')}
        text={t('reset.doneText')}
        actions={<LinkButton href="/login">{t('reset.signIn')}</LinkButton>}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focusAfter(await model.submit());
  };

  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')} footer={<AuthLink href="/login">{t('reset.backToLogin')}</AuthLink>}>
      <form noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <FormProblem problem={problem} title={t('reset.failed')} alertRef={alertRef} />
          <PasswordField
            id="reset-password"
            label={t('fields.newPassword')}
            value={values.password}
            onChange={(value) => model.set('password', value)}
            error={errors.password}
            autoComplete="new-password"
            describedBy={RULES_ID}
          />
          <PasswordRulesList id={RULES_ID} rules={rules} />
          <PasswordField
            id="reset-repeat"
            label={t('fields.repeatPassword')}
            value={values.repeat}
            onChange={(value) => model.set('repeat', value)}
            error={errors.repeat}
            autoComplete="new-password"
          />
          <SubmitButton busy={busy} waiting={false} label={t('reset.submit')} busyLabel={t('reset.busy')} />
        </Stack>
      </form>
    </AuthCard>
  );
}
