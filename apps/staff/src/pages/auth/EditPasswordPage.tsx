/**
 * /access/pages/edit-password (any signed-in account): changing one's own password. An account with status
 * new is kept here by the route gate and told why; its only other way out is signing out. Anyone
 * else came by choice and may go back. After the change the SDK holds the new session (status
 * active) and the page moves on with a success notice: home when the change was required, back
 * otherwise.
 */
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { HOME_PATH, loginRedirectTarget } from '@abitura/sdk';
import { useClient, useNotify, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { AuthCard } from './AuthCard.js';
import { PasswordField } from './AuthFields.js';
import { AuthFormView, NewPasswordFields } from './AuthFormView.js';
import { isolate, useAuthFields, useModel } from './authHooks.js';
import { createEditPasswordModel } from './editPasswordModel.js';

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
  const rules = useSignalValue(model.rules);
  const bind = useAuthFields(model, 'edit');
  const name = [user?.fullName, user?.login].filter((part) => typeof part === 'string' && part !== '').join(' · ');

  const submit = async () => {
    const outcome = await model.submit();
    if (outcome.kind === 'done') {
      notify({ level: 'success', message: t('edit.done') });
      navigate(outcome.forced ? HOME_PATH : back, { replace: true });
    }
    return outcome;
  };

  const leave = forced ? (
    <Button variant="plain" color="neutral" onClick={() => void client.logout()}>
      {t('edit.logout')}
    </Button>
  ) : (
    <LinkButton href={back} variant="plain" color="neutral">
      {t('edit.cancel')}
    </LinkButton>
  );

  return (
    <AuthCard title={t('edit.title')} intro={name ? t('edit.account', { name: isolate(name) }) : undefined} footer={leave}>
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
      <AuthFormView form={model} submit={submit} area="edit">
        <PasswordField {...bind('current')} label={t('fields.currentPassword')} autoComplete="current-password" />
        <NewPasswordFields password={bind('password')} repeat={bind('repeat')} rules={rules} newLabel={t('fields.newPassword')} repeatLabel={t('fields.repeatPassword')} />
      </AuthFormView>
    </AuthCard>
  );
}
