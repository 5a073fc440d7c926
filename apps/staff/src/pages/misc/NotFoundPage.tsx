import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkButton } from '../../components/LinkButton.js';
import { CompassIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/** The catch-all error page: an address that leads nowhere. */
export default function NotFoundPage() {
  const { t } = useTranslation('misc');
  const [path] = useLocation();
  return (
    <MessagePage
      icon={<CompassIcon />}
      title={t('notFound.title')}
      text={t('notFound.text', { path })}
      actions={<LinkButton href="/">{t('notFound.home')}</LinkButton>}
    />
  );
}
