/**
 * /registry/organizations/view/:id and /registry/organizations/viewnew/:id/:tab: one
 * organization's page. The header names it with its type and status; the tabs (card, contacts,
 * buildings, vacancies, programmes for colleges, interactions, students for schools) live in the
 * address, so switching is a navigation and back/forward move between them. Each tab loads the
 * first time it is shown.
 */
import Stack from '@mui/joy/Stack';
import TabPanel from '@mui/joy/TabPanel';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { buildPath, type Client } from '@abitura/sdk';
import type { OrganizationCard } from '@abitura/contracts';
import { useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { PageHeader } from '../../components/PageHeader.js';
import { BackLink, PageTabs, RecordAlerts, RecordLoading, RecordNotFound, TabCount } from '../../components/RecordPage.js';
import { recordId } from '../../models/queryValues.js';
import { createBuildingsModel, type BuildingsModel } from './buildingsModel.js';
import { BuildingsTab } from './BuildingsTab.js';
import { ContactsTab } from './ContactsTab.js';
import { createInteractionsModel } from './interactionsModel.js';
import { InteractionsTab } from './InteractionsTab.js';
import { MainTab } from './MainTab.js';
import { resolveTab, TAB_COUNTS, tabsFor, type OrganizationTab } from './organizationTabs.js';
import { createOrganizationPageModel, type OrganizationPageModel } from './organizationPageModel.js';
import { createProgramsModel } from './programsModel.js';
import { ProgramsTab } from './ProgramsTab.js';
import { createResponsiblesModel } from './responsiblesModel.js';
import { StatusChip } from './StatusChip.js';
import { createStudentsModel } from './studentsModel.js';
import { StudentsTab } from './StudentsTab.js';
import { createVacanciesModel } from './vacanciesModel.js';
import { VacanciesTab } from './VacanciesTab.js';

export default function OrganizationPage({ params }: PageProps) {
  const id = recordId(params.id);
  // A new id is a new organization: the models start over.
  return id === null ? <OrganizationNotFound /> : <OrganizationView key={id} organizationId={id} requestedTab={params.tab} />;
}

function OrganizationNotFound() {
  const { t } = useTranslation('organizations');
  return <RecordNotFound title={t('page.notFound')} text={t('page.notFoundText')} backHref={buildPath('registry-organizations-list')} backLabel={t('page.backToList')} />;
}

function OrganizationView({ organizationId, requestedTab }: { organizationId: number; requestedTab: string | undefined }) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const model = useMemo(() => createOrganizationPageModel(client, organizationId), [client, organizationId]);
  useEffect(() => void model.load(), [model]);
  const card = useSignalValue(model.card);
  const error = useSignalValue(model.error);

  if (!card) return <RecordLoading title={t('page.title')} error={error} onRetry={() => void model.load()} notFound={<OrganizationNotFound />} />;
  return <OrganizationTabs model={model} card={card} requestedTab={requestedTab} />;
}

function OrganizationTabs({ model, card, requestedTab }: { model: OrganizationPageModel; card: OrganizationCard; requestedTab: string | undefined }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const client = useClient();
  const [, navigate] = useLocation();
  const error = useSignalValue(model.error);
  const available = tabsFor(card.type, session.can);
  const { tab, fallback } = resolveTab(requestedTab, available);

  // The tabs' models live as long as the page, so a tab shown again keeps what it loaded; their
  // writes read the card again, so the counts on the tabs stay true.
  const tabs = useMemo(() => createTabModels(client, model), [client, model]);
  const buildings = useMemo(
    () => (card.organization_id ? createBuildingsModel(client, card.organization_id, { onChange: () => void model.load() }) : null),
    [client, model, card.organization_id],
  );
  useEffect(() => tabs.students.dispose, [tabs]);

  const label = (name: OrganizationTab) => {
    const key = TAB_COUNTS[name];
    return (
      <>
        {t(`tabs.${name}`)}
        {key ? <TabCount count={card.counts[key]} active={name === tab} /> : null}
      </>
    );
  };

  return (
    <>
      <BackLink href={buildPath('registry-organizations-list')}>{t('page.backToList')}</BackLink>
      <PageHeader
        title={card.name}
        subtitle={
          <Stack component="span" direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <span>{t(`types.${card.type}`)}</span>
            {card.short_name ? <span>{card.short_name}</span> : null}
            {card.organization_id ? <span dir="ltr">{card.organization_id}</span> : null}
            <StatusChip operating={card.status} />
          </Stack>
        }
      />
      <RecordAlerts error={error} unknownTab={fallback && requestedTab !== undefined ? t('page.unknownTab', { tab: requestedTab }) : null} />
      <PageTabs
        value={tab}
        tabs={available}
        label={t('page.tabs')}
        tabLabel={label}
        onChange={(name) => navigate(buildPath('registry-organizations-viewnew', { id: card.id, tab: name }))}
      >
        {/* Only the shown tab is rendered: each loads its data the first time it is opened. */}
        <TabPanel value={tab} sx={{ px: 0 }}>
          <TabContent tab={tab} page={model} card={card} tabs={tabs} buildings={buildings} />
        </TabPanel>
      </PageTabs>
    </>
  );
}

type TabModels = ReturnType<typeof createTabModels>;

function createTabModels(client: Client, page: OrganizationPageModel) {
  const id = page.organizationId;
  const onChange = () => void page.load();
  return {
    contacts: createResponsiblesModel(client, id, { onChange }),
    vacancies: createVacanciesModel(client, id),
    programs: createProgramsModel(client, id),
    interactions: createInteractionsModel(client, id, { onChange }),
    students: createStudentsModel(client, id),
  };
}

interface TabContentProps {
  tab: OrganizationTab;
  page: OrganizationPageModel;
  card: OrganizationCard;
  tabs: TabModels;
  /** Null when the card has no registry code to file buildings under. */
  buildings: BuildingsModel | null;
}

function TabContent({ tab, page, card, tabs, buildings }: TabContentProps) {
  switch (tab) {
    case 'main':
      return <MainTab model={page} card={card} />;
    case 'contacts':
      return <ContactsTab model={tabs.contacts} organizationId={card.id} />;
    case 'buildings':
      return <BuildingsTab model={buildings} organizationId={card.id} />;
    case 'vacancies':
      return <VacanciesTab model={tabs.vacancies} />;
    case 'programs':
      return <ProgramsTab model={tabs.programs} organizationId={card.id} />;
    case 'interactions':
      return <InteractionsTab model={tabs.interactions} />;
    case 'students':
      return <StudentsTab model={tabs.students} />;
  }
}
