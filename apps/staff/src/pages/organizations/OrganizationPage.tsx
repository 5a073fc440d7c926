/**
 * /registry/organizations/view/:id and /registry/organizations/viewnew/:id/:tab: one
 * organization's page. The header names it with its type and status; the tabs (card, contacts,
 * buildings, vacancies, programmes for colleges, interactions, students for schools) live in the
 * address, so switching is a navigation and back/forward move between them. Each tab loads the
 * first time it is shown.
 */
import Alert from '@mui/joy/Alert';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { buildPath, type Client } from '@abitura/sdk';
import type { OrganizationCard } from '@abitura/sdk/contracts';
import { useClient, useDirection, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useFailureText } from '../../components/useFailureText.js';
import { createBuildingsModel, type BuildingsModel } from './buildingsModel.js';
import { BuildingsTab } from './BuildingsTab.js';
import { ContactsTab } from './ContactsTab.js';
import { createInteractionsModel } from './interactionsModel.js';
import { InteractionsTab } from './InteractionsTab.js';
import { MainTab } from './MainTab.js';
import { resolveTab, TAB_COUNTS, tabsFor, type OrganizationTab } from './organizationTabs.js';
import { createOrganizationPageModel, parseOrganizationId, type OrganizationPageModel } from './organizationPageModel.js';
import { createProgramsModel } from './programsModel.js';
import { ProgramsTab } from './ProgramsTab.js';
import { createResponsiblesModel } from './responsiblesModel.js';
import { StatusChip } from './StatusChip.js';
import { createStudentsModel } from './studentsModel.js';
import { StudentsTab } from './StudentsTab.js';
import { createVacanciesModel } from './vacanciesModel.js';
import { VacanciesTab } from './VacanciesTab.js';

export default function OrganizationPage({ params }: PageProps) {
  const id = parseOrganizationId(params.id);
  // A new id is a new organization: the models start over.
  return id === null ? <OrganizationNotFound /> : <OrganizationView key={id} organizationId={id} requestedTab={params.tab} />;
}

function OrganizationNotFound() {
  const { t } = useTranslation('organizations');
  return (
    <>
      <PageHeader title={t('page.notFound')} />
      <Typography sx={{ mb: 2 }}>{t('page.notFoundText')}</Typography>
      <LinkButton href={buildPath('registry-organizations-list')} variant="outlined">
        {t('page.backToList')}
      </LinkButton>
    </>
  );
}

function OrganizationView({ organizationId, requestedTab }: { organizationId: number; requestedTab: string | undefined }) {
  const { t } = useTranslation('organizations');
  const client = useClient();
  const failureText = useFailureText();
  const model = useMemo(() => createOrganizationPageModel(client, organizationId), [client, organizationId]);
  useEffect(() => void model.load(), [model]);
  const card = useSignalValue(model.card);
  const error = useSignalValue(model.error);

  if (!card) {
    if (error?.code === 'NOT_FOUND') return <OrganizationNotFound />;
    return (
      <>
        <PageHeader title={t('page.title')} />
        <LoadState loading={!error} error={error ? failureText(error) : null} onRetry={() => void model.load()} />
      </>
    );
  }
  return <OrganizationTabs model={model} card={card} requestedTab={requestedTab} />;
}

function OrganizationTabs({ model, card, requestedTab }: { model: OrganizationPageModel; card: OrganizationCard; requestedTab: string | undefined }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const direction = useDirection();
  const failureText = useFailureText();
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
        {key ? (
          <Chip component="span" size="sm" variant="soft" color={name === tab ? 'primary' : 'neutral'} sx={{ ms: 1 }}>
            {card.counts[key]}
          </Chip>
        ) : null}
      </>
    );
  };

  return (
    <>
      <LinkButton href={buildPath('registry-organizations-list')} variant="plain" size="sm" startDecorator={<span aria-hidden>{direction === 'rtl' ? '→' : '←'}</span>}>
        {t('page.backToList')}
      </LinkButton>
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
      {error ? (
        <Alert role="alert" color="danger" variant="soft" sx={{ mb: 2 }}>
          {failureText(error)}
        </Alert>
      ) : null}
      {fallback && requestedTab !== undefined ? (
        <Alert role="status" color="warning" variant="soft" sx={{ mb: 2 }}>
          {t('page.unknownTab', { tab: requestedTab })}
        </Alert>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, value) => {
          if (typeof value === 'string' && value !== tab) navigate(buildPath('registry-organizations-viewnew', { id: card.id, tab: value }));
        }}
        sx={{ bgcolor: 'transparent' }}
      >
        <TabList aria-label={t('page.tabs')} sx={{ overflowX: 'auto', scrollbarWidth: 'thin', flexWrap: 'nowrap' }}>
          {available.map((name) => (
            <Tab key={name} value={name} sx={{ flex: 'none' }}>
              {label(name)}
            </Tab>
          ))}
        </TabList>
        {/* Only the shown tab is rendered: each loads its data the first time it is opened. */}
        <TabPanel value={tab} sx={{ px: 0 }}>
          <TabContent tab={tab} page={model} card={card} tabs={tabs} buildings={buildings} />
        </TabPanel>
      </Tabs>
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
