/**
 * The register's search box (name, phone, СНИЛС, mos.ru number) and its filters: college, group
 * (of the season), funding, states (several at once), filing method, consent, original,
 * competition status and test outcome, with a reset while anything narrows the list.
 */
import { useTranslation } from 'react-i18next';
import type { ApplicationState } from '@abitura/contracts/vocabulary';
import { CollegePicker } from '../../components/CollegePicker.js';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import { SearchField } from '../../components/SearchField.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { useTermLabel } from '../../components/TermChip.js';
import type { GroupChoice } from '../../models/applicationForm.js';
import { COMPETITION_VALUES, CONSENT_VALUES, FILING_VALUES, FUNDING_VALUES, STATE_VALUES, type StatementFilter } from './statementQuery.js';
import { TEST_OUTCOMES } from '@abitura/contracts';

export interface RegisterFiltersProps extends ListFiltersProps<StatementFilter> {
  groups: readonly GroupChoice[];
}

export function RegisterFilters({ filter, searchText, narrowed, groups, onSearchText, onSearchNow, onFilters, onReset }: RegisterFiltersProps) {
  const { t } = useTranslation('admissionStatement');
  const terms = useTranslation('admissionTerms').t;
  const term = useTermLabel();
  const shownGroups = filter.collegeId === null ? groups : groups.filter((group) => group.college.id === filter.collegeId);
  const any = t('filters.any');
  return (
    <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset}>
      <SearchField label={t('filters.search')} value={searchText} placeholder={t('filters.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} basis={300} />
      <CollegePicker
        namespace="admissionStatement"
        value={filter.collegeId}
        placeholder={any}
        optionLabel={(choice) => choice.shortName ?? choice.name}
        onChange={(choice) => onFilters({ collegeId: choice ? choice.id : null, groupId: null })}
        basis={240}
      />
      <FilterSelect
        label={t('filters.group')}
        value={filter.groupId === null ? null : String(filter.groupId)}
        choices={shownGroups.map((group) => ({ value: String(group.id), label: `${group.program.code} ${group.program.name}, ${terms(`funding.${group.funding}`)}, ${terms(`base.${group.base}`)}` }))}
        anyLabel={any}
        onChange={(value) => onFilters({ groupId: value === null ? null : Number(value) })}
        minWidth={220}
        unknownLabel={(id) => t('filters.groupNumber', { id })}
      />
      <FilterSelect label={t('filters.funding')} value={filter.funding} choices={FUNDING_VALUES.map((value) => ({ value, label: terms(`funding.${value}`) }))} anyLabel={any} onChange={(value) => onFilters({ funding: value as StatementFilter['funding'] })} minWidth={150} />
      <MultiChoiceField<ApplicationState>
        label={t('filters.states')}
        values={filter.states}
        choices={STATE_VALUES.map((value) => ({ value, label: terms(`state.${value}`) }))}
        anyLabel={any}
        onChange={(states) => onFilters({ states })}
        minWidth={170}
      />
      <FilterSelect label={t('filters.filing')} value={filter.filing} choices={FILING_VALUES.map((value) => ({ value, label: terms(`filing.${value}`) }))} anyLabel={any} onChange={(value) => onFilters({ filing: value as StatementFilter['filing'] })} minWidth={150} />
      <FilterSelect label={t('filters.consent')} value={filter.consent} choices={CONSENT_VALUES.map((value) => ({ value, label: terms(`consent.${value}`) }))} anyLabel={any} onChange={(value) => onFilters({ consent: value as StatementFilter['consent'] })} minWidth={150} />
      <FilterSelect
        label={t('filters.original')}
        value={filter.original === null ? null : filter.original ? 'yes' : 'no'}
        choices={[
          { value: 'yes', label: t('filters.originalYes') },
          { value: 'no', label: t('filters.originalNo') },
        ]}
        anyLabel={any}
        onChange={(value) => onFilters({ original: value === null ? null : value === 'yes' })}
        minWidth={150}
      />
      <FilterSelect
        label={t('filters.competition')}
        value={filter.competition}
        choices={COMPETITION_VALUES.map((value) => ({ value, label: term('competitionStatus', value) }))}
        anyLabel={any}
        onChange={(value) => onFilters({ competition: value as StatementFilter['competition'] })}
        minWidth={170}
      />
      <FilterSelect label={t('filters.test')} value={filter.test} choices={TEST_OUTCOMES.map((value) => ({ value, label: terms(`testOutcome.${value}`) }))} anyLabel={any} onChange={(value) => onFilters({ test: value as StatementFilter['test'] })} minWidth={150} />
    </FilterBar>
  );
}
