/**
 * /access/panel/management: roles and privilege groups against the permission tree, each in its
 * tab (the address keeps the tab: `?tab=groups`). Both tabs keep their unsaved ticks while the
 * other is shown. Editing needs manageRoles; without it the page says so and only shows.
 */
import Alert from '@mui/joy/Alert';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClient, useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { usePermissionTitle } from './accessText.js';
import { MANAGE_PERMISSION } from './matrixModel.js';
import type { SetKind } from './setApi.js';
import { createSetManager } from './setManager.js';
import { SetSection } from './SetSection.js';

const TAB_PARAM = 'tab';

export default function ManagementPage(_props: PageProps) {
  const { t } = useTranslation('access');
  const title = usePermissionTitle();
  const client = useClient();
  const session = useSession();
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const tab: SetKind = new URLSearchParams(search).get(TAB_PARAM) === 'groups' ? 'group' : 'role';
  const managers = useMemo(() => ({ role: createSetManager(client, 'role'), group: createSetManager(client, 'group') }), [client]);

  return (
    <>
      <PageHeader title={t('management.title')} subtitle={t('management.subtitle')} />
      {session.can(MANAGE_PERMISSION) ? null : (
        <Alert color="neutral" variant="soft" sx={{ mb: 2 }}>
          {t('management.readOnly', { permission: title(MANAGE_PERMISSION) })}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_event, value) => navigate(value === 'group' ? `${pathname}?${TAB_PARAM}=groups` : pathname, { replace: true })}
        sx={{ bgcolor: 'transparent' }}
      >
        <TabList>
          <Tab value="role">{t('management.roles')}</Tab>
          <Tab value="group">{t('management.groups')}</Tab>
        </TabList>
        <TabPanel value="role" sx={{ px: 0 }}>
          <SetSection manager={managers.role} />
        </TabPanel>
        <TabPanel value="group" sx={{ px: 0 }}>
          <SetSection manager={managers.group} />
        </TabPanel>
      </Tabs>
    </>
  );
}
