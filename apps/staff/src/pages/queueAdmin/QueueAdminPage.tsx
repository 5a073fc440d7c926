/**
 * /qms/admin: the queue in tabs kept in the address (`?tab=desks`): services (prefix, hours,
 * priority), desks and the services each serves, the kiosks and TV boards with their keys, and the
 * statistics, all for manageQueue; and the operator console for operateQueue. Each tab shows only
 * to those with its right, the first one shown being the default; with neither right the page says
 * which rights open it instead of showing tables that would only fail.
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
import { OperatorConsole } from './OperatorConsole.js';
import { MANAGE_QUEUE } from './permissions.js';
import { tabAddress, tabFromSearch, visibleTabs, type QueueAdminTab } from './queueAdminTabs.js';
import { ServicesTab } from './ServicesTab.js';
import { createServicesModel } from './servicesModel.js';
import { STATS_CSV_COLUMNS } from './statsCsv.js';
import { createStatsModel } from './statsModel.js';
import { StatsTab } from './StatsTab.js';

export default function QueueAdminPage(_props: PageProps) {
  const { t, i18n } = useTranslation('queueAdmin');
  const client = useClient();
  const session = useSession();
  const [pathname, navigate] = useLocation();
  const visible = visibleTabs(session.can);
  const tab = tabFromSearch(useSearch(), visible);
  const manages = session.can(MANAGE_QUEUE);
  // The tabs' models live as long as the page, so switching tabs keeps what each has read (the
  // console reads its live view afresh whenever it is shown).
  const models = useMemo(
    () => ({
      services: createServicesModel(client),
      desks: createDesksModel(client),
      devices: createDevicesModel(client),
      stats: createStatsModel({ client, csvHeader: () => STATS_CSV_COLUMNS.map((column) => i18n.t(`queueAdmin:stats.csv.${column}`)) }),
    }),
    [client, i18n],
  );

  return (
    <>
      <PageHeader title={manages ? t('page.title') : t('page.operatorTitle')} subtitle={manages ? t('page.subtitle') : t('page.operatorSubtitle')} />
      {tab !== null ? (
        <Tabs value={tab} onChange={(_event, value) => navigate(tabAddress(pathname, value as QueueAdminTab, visible), { replace: true })} sx={{ bgcolor: 'transparent' }}>
          <TabList sx={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {visible.map((name) => (
              <Tab key={name} value={name} sx={{ flex: 'none' }}>
                {t(`tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          {manages ? (
            <>
              <TabPanel value="services" sx={{ px: 0 }}>
                <ServicesTab model={models.services} />
              </TabPanel>
              <TabPanel value="desks" sx={{ px: 0 }}>
                <DesksTab model={models.desks} />
              </TabPanel>
              <TabPanel value="devices" sx={{ px: 0 }}>
                <DevicesTab model={models.devices} />
              </TabPanel>
              <TabPanel value="stats" sx={{ px: 0 }}>
                <StatsTab model={models.stats} />
              </TabPanel>
            </>
          ) : null}
          {visible.includes('console') ? (
            <TabPanel value="console" sx={{ px: 0 }}>
              <OperatorConsole />
            </TabPanel>
          ) : null}
        </Tabs>
      ) : (
        <MissingRight text={t('page.noRight')} />
      )}
    </>
  );
}
