/**
 * /newcontingent/list/survey: the applicants who filled in the questionnaire, newest answers
 * first, with their answers a click away on each row; searched by name and filtered by intent and
 * industry, the filter and page in the address.
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedListArea, usePagedListState } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { SimilarNamesNotice } from '../../components/SimilarNamesNotice.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { choicesOf, useReferenceList } from '../../models/referenceLists.js';
import { oneOf } from '../../models/queryValues.js';
import { INDUSTRY_VALUES, INTENT_VALUES } from './guidanceValues.js';
import { createSurveyListModel } from './surveyListModel.js';
import { SurveyTable } from './SurveyTable.js';

export default function SurveyPage(_props: PageProps) {
  const { t } = useTranslation('contingentWork');
  const intents = useReferenceList('intents', { withArchived: true });
  const industries = useReferenceList('industries', { withArchived: true });
  const model = useAddressBoundList((client, onQuery) => createSurveyListModel({ client, onQuery }));
  const list = usePagedListState(model);
  const expanded = useSignalValue(model.expanded);
  const allExpanded = useSignalValue(model.allExpanded);

  return (
    <>
      <PageHeader
        title={t('survey.title')}
        subtitle={list.loaded ? t('survey.count', { count: list.total }) : t('survey.subtitle')}
        actions={
          list.rows.length > 0 ? (
            <Button variant="outlined" color="neutral" onClick={model.toggleAll}>
              {allExpanded ? t('survey.collapseAll') : t('survey.expandAll')}
            </Button>
          ) : null
        }
      />
      <FilterBar label={t('survey.filters')} narrowed={list.narrowed} onReset={model.resetFilters}>
        <SearchField label={t('filters.search')} value={list.searchText} placeholder={t('survey.searchPlaceholder')} onChange={model.setSearchText} onSearchNow={model.commitSearch} basis={280} />
        <FilterSelect
          label={t('filters.intent')}
          value={list.filter.intent}
          choices={choicesOf(intents.items)}
          anyLabel={t('filters.any')}
          onChange={(intent) => model.setFilters({ intent: oneOf(intent, INTENT_VALUES) })}
          minWidth={260}
        />
        <FilterSelect
          label={t('filters.industry')}
          value={list.filter.industry}
          choices={choicesOf(industries.items)}
          anyLabel={t('filters.any')}
          onChange={(industry) => model.setFilters({ industry: oneOf(industry, INDUSTRY_VALUES) })}
          minWidth={240}
        />
      </FilterBar>
      <SimilarNamesNotice lastPage={model.lastPage} state={list} />
      <PagedListArea model={model} state={list} empty={{ title: t('survey.empty'), hint: t('survey.emptyHint') }} noResults={{ title: t('survey.noResults'), hint: t('survey.noResultsHint') }}>
        <SurveyTable rows={list.rows} caption={t('survey.caption', { count: list.total })} busy={list.loading} expanded={expanded} intents={intents} industries={industries} onToggle={model.toggle} />
      </PagedListArea>
    </>
  );
}
