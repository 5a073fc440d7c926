/**
 * /newcontingent/view/:id and /newcontingent/view/:id/:tab: the applicant's 360 view. The header
 * names the person with what matters at a glance (age, school, processing status and its next
 * moves, readiness, tags, flags, curator, who holds the claim, how to reach them); the tabs
 * (proforientation by default, profile, interactions, applications, guarantee letters, events)
 * live in the address, each loads the first time it is shown and keeps its data when shown again.
 */
import TabPanel from '@mui/joy/TabPanel';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { ApplicantRecord } from '@abitura/contracts';
import { useClient, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { BackLink, PageTabs, RecordAlerts, RecordLoading, RecordNotFound, TabCount } from '../../components/RecordPage.js';
import { recordId } from '../../models/queryValues.js';
import { ApplicantHeader } from './ApplicantHeader.js';
import { createApplicantPageModel, type ApplicantPageModel } from './applicantPageModel.js';
import { APPLICANT_TABS, resolveTab, TAB_COUNTS, type ApplicantTab } from './applicantTabs.js';
import { ApplicationsTab } from './ApplicationsTab.js';
import { BailTab } from './BailTab.js';
import { EventsTab } from './EventsTab.js';
import { InteractionsTab } from './InteractionsTab.js';
import { ProfileTab } from './ProfileTab.js';
import { ProforientationTab } from './ProforientationTab.js';
import { createApplicantTabModels, type ApplicantTabModels } from './tabModels.js';

export default function ApplicantPage({ params }: PageProps) {
  const id = recordId(params.id);
  // A new id is a new applicant: the models start over.
  return id === null ? <ApplicantNotFound /> : <ApplicantView key={id} applicantId={id} requestedTab={params.tab} />;
}

function ApplicantNotFound() {
  const { t } = useTranslation('applicant');
  return <RecordNotFound title={t('page.notFound')} text={t('page.notFoundText')} backHref={buildPath('newcontingent-list')} backLabel={t('page.backToList')} />;
}

function ApplicantView({ applicantId, requestedTab }: { applicantId: number; requestedTab: string | undefined }) {
  const { t } = useTranslation('applicant');
  const client = useClient();
  const model = useMemo(() => createApplicantPageModel(client, applicantId), [client, applicantId]);
  useEffect(() => void model.load(), [model]);
  const record = useSignalValue(model.record);
  const error = useSignalValue(model.error);

  if (!record) return <RecordLoading title={t('page.title')} error={error} onRetry={() => void model.load()} notFound={<ApplicantNotFound />} />;
  return <ApplicantTabs model={model} record={record} requestedTab={requestedTab} />;
}

function ApplicantTabs({ model, record, requestedTab }: { model: ApplicantPageModel; record: ApplicantRecord; requestedTab: string | undefined }) {
  const { t } = useTranslation('applicant');
  const client = useClient();
  const [, navigate] = useLocation();
  const error = useSignalValue(model.error);
  const { tab, fallback } = resolveTab(requestedTab);
  // The tabs' models live as long as the page, so a tab shown again keeps what it loaded.
  const tabs = useMemo(() => createApplicantTabModels(client, model), [client, model]);

  const label = (name: ApplicantTab) => {
    const key = TAB_COUNTS[name];
    return (
      <>
        {t(`tabs.${name}`)}
        {key ? <TabCount count={record.counts[key]} active={name === tab} /> : null}
      </>
    );
  };

  return (
    <>
      <BackLink href={buildPath('newcontingent-list')}>{t('page.backToList')}</BackLink>
      <ApplicantHeader
        model={model}
        record={record}
        onChanged={() => {
          // A move, a call or a callback done is an interaction of its own and a change of the record.
          if (tabs.timeline.loaded.peek()) tabs.timeline.restart();
          tabs.recordChanged();
        }}
      />
      <RecordAlerts error={error} unknownTab={fallback && requestedTab !== undefined ? t('page.unknownTab', { tab: requestedTab }) : null} />
      <PageTabs value={tab} tabs={APPLICANT_TABS} label={t('page.tabs')} tabLabel={label} onChange={(name) => navigate(buildPath('newcontingent-view', { id: record.id, tab: name }))}>
        {/* Only the shown tab is rendered: each loads its data the first time it is opened. */}
        <TabPanel value={tab} sx={{ px: 0 }}>
          <TabContent tab={tab} page={model} record={record} tabs={tabs} />
        </TabPanel>
      </PageTabs>
    </>
  );
}

function TabContent({ tab, page, record, tabs }: { tab: ApplicantTab; page: ApplicantPageModel; record: ApplicantRecord; tabs: ApplicantTabModels }) {
  switch (tab) {
    case 'proforientation':
      return <ProforientationTab record={record} recommendations={tabs.recommendations} />;
    case 'profile':
      return <ProfileTab page={page} record={record} history={tabs.history} onSaved={tabs.recordChanged} />;
    case 'interactions':
      return <InteractionsTab model={tabs.timeline} />;
    case 'applications':
      return <ApplicationsTab model={tabs.applications} admission={tabs.admissionApplications} applicantId={record.id} />;
    case 'bail':
      return <BailTab model={tabs.bail} />;
    case 'events':
      return <EventsTab model={tabs.events} />;
  }
}
