import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { ToolsIcon } from '../../components/icons.js';
import { MessagePage } from '../../components/MessagePage.js';

/** /under-maintenance: the operator's notice while the system is down for work. */
export default function UnderMaintenancePage() {
  const { t } = useTranslation('misc');
  return (
    <MessagePage
      icon={<ToolsIcon />}
      tone="primary"
      title={t('maintenance.title')}
      text={t('maintenance.text')}
      actions={<Button onClick={() => globalThis.location.assign('/')}>{t('maintenance.retry')}</Button>}
    />
  );
}
