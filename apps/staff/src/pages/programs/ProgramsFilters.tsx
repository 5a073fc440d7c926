/**
 * The programmes list's search box and filters, with a reset button while anything narrows the
 * list. The search is typed freely and sent after a pause (or at once with Enter); the choices
 * of industry, level and education form come from the reference lists.
 */
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollegePicker } from '../../components/CollegePicker.js';
import { FilterRow, ResetFiltersButton } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { choicesOf, useReferenceList } from '../../models/referenceLists.js';
import { BASE_GRADES, EDUCATION_FORM_IDS, PROGRAM_LEVELS, type ProgramLevel, type ProgramsFilter } from './programsQuery.js';
import { SpecialityCodeField } from './SpecialityCodeField.js';
import { useProgramFormat } from './programFormat.js';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function ProgramsFilters({ filter, searchText, narrowed, onSearchText, onSearchNow, onFilters, onReset }: ListFiltersProps<ProgramsFilter>) {
  const { t } = useTranslation('programs');
  const format = useProgramFormat();
  const industries = useReferenceList('industries');
  const levels = useReferenceList('educationLevels');
  const forms = useReferenceList('educationForms');
  const studyForms = useReferenceList('studyForms');
  const programmeTypes = useReferenceList('programmeTypes');
  const any = t('filters.any');
  // On a phone the ten filters would fill the screen before the first row: the choices beyond
  // search, college and speciality fold away behind a button there.
  const [more, setMore] = useState(false);
  const moreId = useId();
  const chosen = [filter.industry, filter.level, filter.educationForm, filter.studyForm, filter.programmeType, filter.baseGrade, filter.hasTests].filter((value) => value !== null).length;

  return (
    <Stack role="search" aria-label={t('programs.filters')} spacing={1.5} sx={{ mb: 2 }}>
      <FilterRow>
        <SearchField label={t('filters.search')} value={searchText} placeholder={t('programs.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} grow={2} />
        <CollegePicker namespace="programs" value={filter.organization} onChange={(choice) => onFilters({ organization: choice ? choice.id : null })} basis={280} />
        <SpecialityCodeField value={filter.speciality} onChange={(speciality) => onFilters({ speciality })} />
      </FilterRow>
      <Button
        variant="outlined"
        color="neutral"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore(!more)}
        sx={{ display: { md: 'none' }, alignSelf: 'flex-start' }}
      >
        {t(more ? 'filters.fewer' : 'filters.more', { count: chosen })}
      </Button>
      <FilterRow id={moreId} sx={{ display: { xs: more ? 'flex' : 'none', md: 'flex' } }}>
        <FilterSelect label={t('filters.industry')} anyLabel={any} value={filter.industry} choices={choicesOf(industries.items)} onChange={(industry) => onFilters({ industry })} minWidth={200} />
        <FilterSelect
          label={t('filters.level')}
          anyLabel={any}
          value={filter.level === null ? null : String(filter.level)}
          choices={choicesOf(levels.items, PROGRAM_LEVELS)}
          onChange={(level) => onFilters({ level: numberOrNull(level) as ProgramLevel | null })}
          minWidth={200}
        />
        <FilterSelect
          label={t('filters.educationForm')}
          anyLabel={any}
          value={filter.educationForm === null ? null : String(filter.educationForm)}
          choices={choicesOf(forms.items, EDUCATION_FORM_IDS)}
          onChange={(form) => onFilters({ educationForm: numberOrNull(form) })}
          minWidth={220}
        />
        <FilterSelect
          label={t('filters.studyForm')}
          anyLabel={any}
          value={filter.studyForm}
          choices={choicesOf(studyForms.items)}
          onChange={(studyForm) => onFilters({ studyForm: studyForm as ProgramsFilter['studyForm'] })}
          minWidth={150}
        />
        <FilterSelect
          label={t('filters.programmeType')}
          anyLabel={any}
          value={filter.programmeType}
          choices={choicesOf(programmeTypes.items)}
          onChange={(programmeType) => onFilters({ programmeType: programmeType as ProgramsFilter['programmeType'] })}
          minWidth={150}
        />
        <FilterSelect
          label={t('filters.baseGrade')}
          anyLabel={any}
          value={filter.baseGrade}
          choices={BASE_GRADES.map((grade) => ({ value: grade, label: format.baseGrade(grade) }))}
          onChange={(baseGrade) => onFilters({ baseGrade: baseGrade as ProgramsFilter['baseGrade'] })}
          minWidth={170}
        />
        <FilterSelect
          label={t('filters.tests')}
          anyLabel={any}
          value={filter.hasTests === null ? null : filter.hasTests ? 'yes' : 'no'}
          choices={[
            { value: 'yes', label: t('filters.withTests') },
            { value: 'no', label: t('filters.withoutTests') },
          ]}
          onChange={(tests) => onFilters({ hasTests: tests === null ? null : tests === 'yes' })}
          minWidth={170}
        />
        <ResetFiltersButton narrowed={narrowed} onReset={onReset} />
      </FilterRow>
    </Stack>
  );
}
