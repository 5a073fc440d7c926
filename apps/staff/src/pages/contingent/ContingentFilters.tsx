/**
 * The working list's search and filters. The common ones stand in the bar (search, processing
 * status, category, okrug, curator, "only mine"); the rest open under "more filters", whose
 * button says how many of them are set and whose panel has its own reset. The search is typed
 * freely and sent after a pause (or at once with Enter); every other choice applies at once.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICANT_CATEGORIES, buildYearOptions, graduationYearOption, INDUSTRIES, INTENTS, READINESS_CATEGORIES } from '@abitura/contracts/vocabulary';
import { DateInput } from '@abitura/ui';
import { FilterBar, FilterRow } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import type { ListFiltersProps } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { choicesOf } from '../../models/referenceLists.js';
import { districtsIn, okrugOfDistrict } from '../../models/registryLists.js';
import { useTermChoices, vocabularyChoices, type ContingentLists } from './contingentLists.js';
import { MULTI_CHOICES, SINGLE_CHOICES, type ContingentFilter, type ContingentFilters as Filters, type CuratorChoice, type DateKey } from '../../models/contingentQuery.js';
import type { Curator } from './contingentListModel.js';
import { SchoolPicker } from './SchoolPicker.js';

export interface ContingentFiltersProps extends ListFiltersProps<ContingentFilter> {
  lists: ContingentLists;
  curators: readonly Curator[];
  /** How many filters behind "more filters" are set. */
  moreCount: number;
  onMine: (mine: boolean) => void;
  onResetMore: () => void;
}

const YEARS = buildYearOptions();

function curatorValue(value: string | null): CuratorChoice | null {
  return value === null || value === 'me' || value === 'none' ? value : Number(value);
}

export function ContingentFilters(props: ContingentFiltersProps) {
  const { filter, searchText, narrowed, lists, curators, moreCount, onSearchText, onSearchNow, onFilters, onReset, onMine } = props;
  const { t } = useTranslation('contingent');
  const terms = useTermChoices();
  const panelId = useId();
  const [open, setOpen] = useState(moreCount > 0);
  // Opens when a link, the history or a saved filter sets one of its filters, so nothing narrows unseen.
  const anyMore = moreCount > 0;
  useEffect(() => {
    if (anyMore) setOpen(true);
  }, [anyMore]);
  const any = t('filters.any');

  const okrugChosen = (okrug: string | null) => {
    const district = filter.district;
    const keep = district === null || okrug === null || okrugOfDistrict(lists.districts.find(district)) === okrug;
    onFilters({ okrug, district: keep ? district : null });
  };
  const curatorChoices = [
    { value: 'me', label: t('filters.curatorMe') },
    { value: 'none', label: t('filters.curatorNone') },
    ...curators.map((curator) => ({ value: String(curator.id), label: curator.name })),
  ];

  return (
    <>
      <FilterBar label={t('filters.label')} narrowed={narrowed} onReset={onReset} gapBelow={open ? 1 : 2}>
        <SearchField label={t('filters.search')} value={searchText} placeholder={t('filters.searchPlaceholder')} onChange={onSearchText} onSearchNow={onSearchNow} basis={240} />
        <MultiChoiceField
          label={t('fields.processing_status')}
          values={filter.processing_status}
          choices={terms('processingStatus', MULTI_CHOICES.processing_status)}
          anyLabel={any}
          onChange={(processing_status) => onFilters({ processing_status })}
        />
        <MultiChoiceField label={t('fields.category')} values={filter.category} choices={vocabularyChoices(APPLICANT_CATEGORIES, lists.categories)} anyLabel={any} onChange={(category) => onFilters({ category })} />
        <FilterSelect label={t('fields.okrug')} value={filter.okrug} choices={choicesOf(lists.okrugs.items)} anyLabel={any} onChange={okrugChosen} minWidth={180} />
        <FilterSelect
          label={t('fields.curator')}
          value={filter.curator === null ? null : String(filter.curator)}
          choices={curatorChoices}
          anyLabel={any}
          onChange={(value) => onFilters({ curator: curatorValue(value) })}
          unknownLabel={(value) => t('filters.curatorNumber', { id: value })}
          minWidth={180}
        />
        <Checkbox label={t('filters.mine')} checked={filter.curator === 'me'} onChange={(event) => onMine(event.target.checked)} sx={{ minHeight: { md: 36 }, alignItems: 'center' }} />
        <Button variant="outlined" color="neutral" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} endDecorator={<span aria-hidden>{open ? '▴' : '▾'}</span>}>
          {moreCount > 0 ? t('filters.moreCount', { count: moreCount }) : t('filters.more')}
        </Button>
      </FilterBar>
      <Sheet id={panelId} hidden={!open} variant="soft" role="group" aria-label={t('filters.moreLabel')} sx={{ borderRadius: 'md', p: 2, mb: 2, display: open ? undefined : 'none' }}>
        {open ? <MoreFilters {...props} /> : null}
      </Sheet>
    </>
  );
}

function MoreFilters({ filter, lists, moreCount, onFilters, onResetMore }: ContingentFiltersProps) {
  const { t } = useTranslation('contingent');
  const terms = useTermChoices();
  const any = t('filters.any');
  const single = <K extends keyof Filters>(key: K) => (value: string | null) => onFilters({ [key]: value } as Partial<Filters>);
  return (
    <Stack spacing={2}>
      <FilterRow>
        <FilterSelect label={t('fields.district')} value={filter.district} choices={choicesOf(districtsIn(lists.districts.items, filter.okrug))} anyLabel={any} onChange={single('district')} minWidth={200} />
        <SchoolPicker value={filter.school_id} onChange={(school_id) => onFilters({ school_id })} />
        <FilterSelect label={t('fields.grade')} value={filter.grade} choices={terms('grade', SINGLE_CHOICES.grade)} anyLabel={any} onChange={single('grade')} minWidth={140} />
        <FilterSelect
          label={t('fields.graduation_year')}
          value={filter.graduation_year === null ? null : String(filter.graduation_year)}
          choices={YEARS.map((year) => ({ value: String(year.twoDigit), label: year.label }))}
          anyLabel={any}
          onChange={(value) => onFilters({ graduation_year: value === null ? null : Number(value) })}
          unknownLabel={(value) => graduationYearOption(Number(value)).label}
          minWidth={160}
        />
      </FilterRow>
      <FilterRow>
        <MultiChoiceField label={t('fields.readiness')} values={filter.readiness} choices={vocabularyChoices(READINESS_CATEGORIES, lists.readiness)} anyLabel={any} onChange={(readiness) => onFilters({ readiness })} />
        <FilterSelect label={t('fields.tracking_stage')} value={filter.tracking_stage} choices={terms('trackingStage', SINGLE_CHOICES.tracking_stage)} anyLabel={any} onChange={single('tracking_stage')} />
        <FilterSelect label={t('fields.consent_status')} value={filter.consent_status} choices={terms('consent', SINGLE_CHOICES.consent_status)} anyLabel={any} onChange={single('consent_status')} />
        <FilterSelect label={t('fields.information_source')} value={filter.information_source} choices={choicesOf(lists.sources.items)} anyLabel={any} onChange={single('information_source')} />
        <FilterSelect label={t('fields.intent')} value={filter.intent} choices={vocabularyChoices(INTENTS, lists.intents)} anyLabel={any} onChange={single('intent')} minWidth={220} />
        <FilterSelect label={t('fields.industry')} value={filter.industry} choices={vocabularyChoices(INDUSTRIES, lists.industries)} anyLabel={any} onChange={single('industry')} minWidth={220} />
      </FilterRow>
      <FilterRow>
        <MultiChoiceField label={t('fields.flags')} values={filter.flags} choices={terms('flag', MULTI_CHOICES.flags)} anyLabel={any} onChange={(flags) => onFilters({ flags })} />
        <MultiChoiceField label={t('fields.without_flags')} values={filter.without_flags} choices={terms('flag', MULTI_CHOICES.without_flags)} anyLabel={any} onChange={(without_flags) => onFilters({ without_flags })} />
        <MultiChoiceField label={t('fields.tags')} values={filter.tags} choices={terms('tag', MULTI_CHOICES.tags)} anyLabel={any} onChange={(tags) => onFilters({ tags })} />
        <MultiChoiceField label={t('fields.preferential')} values={filter.preferential} choices={terms('preferential', MULTI_CHOICES.preferential)} anyLabel={any} onChange={(preferential) => onFilters({ preferential })} />
      </FilterRow>
      <FilterRow>
        <DateRange labels={[t('filters.createdFrom'), t('filters.createdTo')]} from="created_from" to="created_to" filter={filter} onFilters={onFilters} />
        <DateRange labels={[t('filters.birthFrom'), t('filters.birthTo')]} from="birth_from" to="birth_to" filter={filter} onFilters={onFilters} />
        {moreCount > 0 ? (
          <Button variant="plain" color="neutral" onClick={onResetMore}>
            {t('filters.resetMore')}
          </Button>
        ) : null}
      </FilterRow>
    </Stack>
  );
}

/**
 * A range of days (from, to), each typed as dd.mm.yyyy digits; neither end lies after today, and
 * the start not after the end.
 */
function DateRange({ labels, from, to, filter, onFilters }: { labels: [string, string]; from: DateKey; to: DateKey; filter: ContingentFilter; onFilters: (patch: Partial<Filters>) => void }) {
  const today = new Date();
  const start = filter[from];
  return (
    <>
      <DateInput label={labels[0]} value={start ?? ''} max={filter[to] ?? today} onChange={(value) => onFilters({ [from]: value === '' ? null : value } as Partial<Filters>)} />
      <DateInput label={labels[1]} value={filter[to] ?? ''} {...(start ? { min: start } : {})} max={today} onChange={(value) => onFilters({ [to]: value === '' ? null : value } as Partial<Filters>)} />
    </>
  );
}
