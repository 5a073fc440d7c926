/**
 * /qms/admin: the queue's set-up in three tabs kept in the address (`?tab=desks`): services
 * (prefix, hours, priority), desks and the services each serves, and the kiosks and TV boards with
 * their keys. Every action here, the lists included, needs manageQueue: without it the page says
 * which right is missing instead of showing tables that would only fail.
 */
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useClient, useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { MissingRight } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { DesksTab } from './DesksTab.js';
import { createDesksModel } from './desksModel.js';
import { DevicesTab } from './DevicesTab.js';
import { createDevicesModel } from './devicesModel.js';
import { MANAGE_QUEUE } from './permissions.js';
import { QUEUE_ADMIN_TABS, tabAddress, tabFromSearch, type QueueAdminTab } from './queueAdminTabs.js';
import { ServicesTab } from './ServicesTab.js';
import { createServicesModel } from './servicesModel.js';

export default function QueueAdminPage(_props: PageProps) {
  const { t } = useTranslation('queueAdmin');
  const client = useClient();
  const session = useSession();
  const [pathname, navigate] = useLocation();
  const tab = tabFromSearch(useSearch());
  // The tabs' models live as long as the page, so switching tabs keeps what each has read.
  const models = useMemo(() => ({ services: createServicesModel(client), desks: createDesksModel(client), devices: createDevicesModel(client) }), [client]);

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {session.can(MANAGE_QUEUE) ? (
        <Tabs value={tab} onChange={(_event, value) => navigate(tabAddress(pathname, value as QueueAdminTab), { replace: true })} sx={{ bgcolor: 'transparent' }}>
          <TabList>
            {QUEUE_ADMIN_TABS.map((name) => (
              <Tab key={name} value={name}>
                {t(`tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="services" sx={{ px: 0 }}>
            <ServicesTab model={models.services} />
          </TabPanel>
          <TabPanel value="desks" sx={{ px: 0 }}>
            <DesksTab model={models.desks} />
          </TabPanel>
          <TabPanel value="devices" sx={{ px: 0 }}>
            <DevicesTab model={models.devices} />
          </TabPanel>
        </Tabs>
      ) : (
        <MissingRight text={t('page.noRight')} />
      )}
    </>
  );
}
