import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../components/LinkButton.js';
import { LockIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/** /access/pages/not-access: the account may not use the system at all. */
export default function NotAccessPage() {
  const { t } = useTranslation('misc');
  return (
    <MessagePage
      icon={<LockIcon />}
      tone="danger"
      title={t('notAccess.title')}
      text={t('notAccess.text')}
      actions={<LinkButton href="/login">{t('notAccess.login')}</LinkButton>}
    />
  );
}
