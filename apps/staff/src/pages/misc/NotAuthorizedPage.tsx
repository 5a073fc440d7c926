import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useClient } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { BlockedIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/** /not-authorized and its two aliases: the user is signed in but lacks the page's permission. */
export default function NotAuthorizedPage() {
  const { t } = useTranslation('misc');
  const client = useClient();
  return (
    <MessagePage
      icon={<BlockedIcon />}
      tone="warning"
      title={t('notAuthorized.title')}
      text={t('notAuthorized.text')}
      actions={
        <>
          <LinkButton href="/">{t('notAuthorized.home')}</LinkButton>
          {/* Logout ends the session and the SDK takes the browser to /login. */}
          <Button variant="outlined" onClick={() => void client.logout()}>
            {t('notAuthorized.switchAccount')}
          </Button>
        </>
      }
    />
  );
}
