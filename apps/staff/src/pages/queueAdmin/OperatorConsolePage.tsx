/**
 * /qms/operator: the operator console on its own page, for queue operators, who hold operateQueue
 * but not the admin right /qms/admin needs. The same console is a tab of /qms/admin.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { MissingRight } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { OperatorConsole } from './OperatorConsole.js';
import { OPERATE_QUEUE } from './permissions.js';

export default function OperatorConsolePage(_props: PageProps) {
  const { t } = useTranslation('queueAdmin');
  const session = useSession();
  return (
    <>
      <PageHeader title={t('console.pageTitle')} subtitle={t('console.pageSubtitle')} />
      {session.can(OPERATE_QUEUE) ? <OperatorConsole /> : <MissingRight text={t('console.noRight')} />}
    </>
  );
}
