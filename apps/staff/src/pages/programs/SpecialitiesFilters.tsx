/**
 * The specialities list's search box, industry and level filters and the "offered only" switch,
 * with a reset button while anything narrows the list.
 */
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect.js';
import type { OwnFilters } from '../../models/listQuery.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { PROGRAM_LEVELS, type ProgramLevel } from './programsQuery.js';
import type { SpecialitiesFilter } from './specialitiesQuery.js';

export interface SpecialitiesFiltersProps {
  filter: SpecialitiesFilter;
  searchText: string;
  narrowed: boolean;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
  onFilters: (patch: Partial<OwnFilters<SpecialitiesFilter>>) => void;
  onReset: () => void;
}

export function SpecialitiesFilters({ filter, searchText, narrowed, onSearchText, onSearchNow, onFilters, onReset }: SpecialitiesFiltersProps) {
  const { t } = useTranslation('programs');
  const industries = useReferenceList('industries');
  const levels = useReferenceList('educationLevels');
  return (
    <Stack
      role="search"
      aria-label={t('specialities.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      alignItems={{ md: 'flex-end' }}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 2 }}
    >
      <FormControl sx={{ flex: { md: '1 1 260px' }, minWidth: 0 }}>
        <FormLabel>{t('filters.search')}</FormLabel>
        <Input
          type="search"
          value={searchText}
          placeholder={t('specialities.searchPlaceholder')}
          startDecorator={<span aria-hidden>⌕</span>}
          onChange={(event) => onSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearchNow();
          }}
          slotProps={{ input: { maxLength: 100 } }}
        />
      </FormControl>
      <FilterSelect
        label={t('filters.industry')}
        anyLabel={t('filters.any')}
        value={filter.industry}
        choices={industries.items.map((item) => ({ value: item.code, label: item.label }))}
        onChange={(industry) => onFilters({ industry })}
        minWidth={220}
      />
      <FilterSelect
        label={t('filters.level')}
        anyLabel={t('filters.any')}
        value={filter.level === null ? null : String(filter.level)}
        choices={levels.items.filter((item) => (PROGRAM_LEVELS as readonly number[]).includes(Number(item.code))).map((item) => ({ value: item.code, label: item.label }))}
        onChange={(level) => onFilters({ level: level === null ? null : (Number(level) as ProgramLevel) })}
        minWidth={220}
      />
      <Typography component="label" level="body-md" startDecorator={<Switch checked={filter.offeredOnly} onChange={(event) => onFilters({ offeredOnly: event.target.checked })} />} sx={{ py: 1 }}>
        {t('filters.offeredOnly')}
      </Typography>
      {narrowed ? (
        <Button variant="plain" color="neutral" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
