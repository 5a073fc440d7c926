/**
 * /newcontingent/list/profnavigaions: career-guidance navigation. The ten industries with how many
 * applicants are interested in each and how many programmes and colleges each leads to, narrowed
 * by an intent; choosing an industry shows its applicants (searched and paged) and the
 * programmes it leads to, and those who may record interactions recommend a programme (or the
 * industry) to an applicant. The intent, the industry and the applicants' search and page live
 * in the address.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SimilarNamesNotice } from '../../components/SimilarNamesNotice.js';
import { usePagedListState } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { oneOf } from '../../models/queryValues.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { INTENT_VALUES } from './guidanceValues.js';
import { GuidanceApplicants } from './GuidanceApplicants.js';
import { IndustryCards } from './IndustryCards.js';
import { IndustryPrograms } from './IndustryPrograms.js';
import { MANAGE_INTERACTIONS } from './permissions.js';
import { createProfnavigationModel, type ProfnavigationModel } from './profnavigationModel.js';
import { RecommendDialog } from './RecommendDialog.js';

export default function ProfnavigationPage(_props: PageProps) {
  const { t } = useTranslation('contingentWork');
  const { can } = useSession();
  const intents = useReferenceList('intents', { withArchived: true });
  const industries = useReferenceList('industries', { withArchived: true });
  const model = useAddressBoundList((client, onQuery) => createProfnavigationModel({ client, onQuery }));
  const list = usePagedListState(model.applicants);
  const summary = useSignalValue(model.summary.value);
  const { intent, industry } = list.filter;
  const intentCounts = new Map<string, number>((summary?.intents ?? []).map((entry) => [entry.intent, entry.applicants]));
  const industryLabel = industry === null ? '' : industries.labelOf(industry);

  return (
    <>
      <PageHeader title={t('guidance.title')} subtitle={t('guidance.subtitle')} />
      <RecordedNotice model={model} industryLabel={industries.labelOf} />
      <FilterBar label={t('guidance.filters')} narrowed={intent !== null} onReset={() => model.setIntent(null)}>
        <FilterSelect
          label={t('filters.intent')}
          value={intent}
          choices={intents.items.map((item) => ({ value: item.code, label: intentCounts.has(item.code) ? t('guidance.intentCount', { label: item.label, count: intentCounts.get(item.code) }) : item.label }))}
          anyLabel={t('guidance.anyIntent')}
          onChange={(next) => model.setIntent(oneOf(next, INTENT_VALUES))}
          minWidth={320}
        />
      </FilterBar>
      <ResourceArea resource={model.summary} minHeight={200}>
        {summary ? <IndustryCards summary={summary} selected={industry} industries={industries} onSelect={model.selectIndustry} /> : null}
      </ResourceArea>
      {industry !== null ? (
        <Stack component="section" aria-labelledby="guidance-industry" spacing={2} sx={{ mt: 3 }}>
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
            <Typography id="guidance-industry" level="h4" component="h2">
              {industryLabel}
            </Typography>
            <Button variant="plain" color="neutral" onClick={() => model.selectIndustry(null)}>
              {t('guidance.allIndustries')}
            </Button>
          </Stack>
          <Typography level="title-lg" component="h3">
            {t('guidance.applicantsTitle')}
          </Typography>
          <FilterBar label={t('guidance.applicantsFilters')} narrowed={list.filter.search !== ''} onReset={model.applicants.resetFilters} gapBelow={0}>
            <SearchField label={t('filters.search')} value={list.searchText} placeholder={t('guidance.searchPlaceholder')} onChange={model.applicants.setSearchText} onSearchNow={model.applicants.commitSearch} />
          </FilterBar>
          <SimilarNamesNotice lastPage={model.applicants.lastPage} state={list} />
          <GuidanceApplicants
            model={model.applicants}
            state={list}
            industryLabel={industryLabel}
            intents={intents}
            onRecommend={can(MANAGE_INTERACTIONS) ? (applicant) => model.recommendation.open({ id: applicant.id, fullname: applicant.fullname }, industry) : null}
          />
          <Typography level="title-lg" component="h3">
            {t('guidance.programsTitle')}
          </Typography>
          <IndustryPrograms model={model.programs} industryLabel={industryLabel} />
        </Stack>
      ) : (
        <Typography level="body-sm" textColor="text.secondary" sx={{ mt: 2 }}>
          {t('guidance.chooseIndustry')}
        </Typography>
      )}
      {can(MANAGE_INTERACTIONS) ? <RecommendDialog model={model.recommendation} industryLabel={industries.labelOf} /> : null}
    </>
  );
}

/** The recommendation just recorded. */
function RecordedNotice({ model, industryLabel }: { model: ProfnavigationModel; industryLabel: (code: string) => string }) {
  const { t } = useTranslation('contingentWork');
  const recorded = useSignalValue(model.recommendation.recorded);
  if (recorded === null) return null;
  const text =
    recorded.program === null
      ? t('guidance.recordedIndustry', { name: recorded.applicant, industry: industryLabel(recorded.industry) })
      : t('guidance.recordedProgram', { name: recorded.applicant, program: recorded.program });
  return <FeedbackNotice text={text} onClose={model.recommendation.dismissRecorded} closeLabel={t('notice.close')} />;
}
