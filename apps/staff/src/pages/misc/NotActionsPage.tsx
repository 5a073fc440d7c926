import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useClient, useSession } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { PauseIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/** /access/pages/not-actions: where a suspended account is kept (SPEC section 4). */
export default function NotActionsPage() {
  const { t } = useTranslation('misc');
  const client = useClient();
  const { authenticated } = useSession();
  return (
    <MessagePage
      icon={<PauseIcon />}
      tone="warning"
      title={t('notActions.title')}
      text={t('notActions.text')}
      actions={
        authenticated ? (
          <Button onClick={() => void client.logout()}>{t('notActions.logout')}</Button>
        ) : (
          <LinkButton href="/login">{t('notAccess.login')}</LinkButton>
        )
      }
    />
  );
}
