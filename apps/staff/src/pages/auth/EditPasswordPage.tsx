/**
 * /access/pages/edit-password (EditPassword): changing one's own password. An account with status
 * new is kept here by the route gate and told why; its only other way out is signing out. Anyone
 * else came by choice and may go back. After the change the SDK holds the new session (status
 * active) and the page moves on: home when the change was required, back otherwise.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { HOME_PATH, loginRedirectTarget } from '@abitura/sdk';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { AuthCard } from './AuthCard.js';
import { FormProblem, PasswordField, PasswordRulesList, SubmitButton } from './AuthFields.js';
import { useModel, useSubmitFocus } from './authHooks.js';
import { createEditPasswordModel } from './editPasswordModel.js';
import { useNotify } from './notifyContext.js';

const RULES_ID = 'edit-rules';

export default function EditPasswordPage(_props: PageProps) {
  const { t } = useTranslation('auth');
  const client = useClient();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const notify = useNotify();
  // The page someone came from, when the link that brought them says (?to=…); home otherwise.
  const back = loginRedirectTarget(useSearch(), HOME_PATH);
  const model = useModel(() => createEditPasswordModel({ client }));
  const forced = useSignalValue(model.forced);
  const values = useSignalValue(model.values);
  const errors = useSignalValue(model.errors);
  const problem = useSignalValue(model.problem);
  const busy = useSignalValue(model.busy);
  const rules = useSignalValue(model.rules);
  const { alertRef, focusAfter } = useSubmitFocus('edit');
  const name = [user?.fullName, user?.login].filter((part) => typeof part === 'string' && part !== '').join(' · ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.kind !== 'done') {
      focusAfter(outcome);
      return;
    }
    notify({ level: 'success', message: t('edit.done') });
    navigate(outcome.forced ? HOME_PATH : back, { replace: true });
  };

  return (
    <AuthCard
      title={t('edit.title')}
      intro={name ? t('edit.account', { name }) : undefined}
      footer={
        forced ? (
          <Button variant="plain" color="neutral" onClick={() => void client.logout()}>
            {t('edit.logout')}
          </Button>
        ) : (
          <LinkButton href={back} variant="plain" color="neutral">
            {t('edit.cancel')}
          </LinkButton>
        )
      }
    >
      {forced ? (
        <Alert role="note" color="warning" variant="soft" sx={{ alignItems: 'flex-start' }}>
          <div>
            <Typography level="title-sm" color="warning">
              {t('edit.forcedTitle')}
            </Typography>
            <Typography level="body-sm">{t('edit.forcedText')}</Typography>
          </div>
        </Alert>
      ) : null}
      <form noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <FormProblem problem={problem} title={t('edit.failed')} alertRef={alertRef} />
          <PasswordField
            id="edit-current"
            label={t('fields.currentPassword')}
            value={values.current}
            onChange={(value) => model.set('current', value)}
            error={errors.current}
            autoComplete="current-password"
          />
          <PasswordField
            id="edit-password"
            label={t('fields.newPassword')}
            value={values.password}
            onChange={(value) => model.set('password', value)}
            error={errors.password}
            autoComplete="new-password"
            describedBy={RULES_ID}
          />
          <PasswordRulesList id={RULES_ID} rules={rules} />
          <PasswordField
            id="edit-repeat"
            label={t('fields.repeatPassword')}
            value={values.repeat}
            onChange={(value) => model.set('repeat', value)}
            error={errors.repeat}
            autoComplete="new-password"
          />
          <SubmitButton busy={busy} waiting={false} label={t('edit.submit')} busyLabel={t('edit.busy')} />
        </Stack>
      </form>
    </AuthCard>
  );
}
