/**
 * The organizations list's search box and filters (okrug, district narrowed to the okrug, МРСД,
 * kind, status), with a reset button while anything narrows the list. The search is typed freely
 * and sent after a pause (or at once with Enter).
 */
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect.js';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import { STATUS_FILTERS, type OrganizationsFilter, type StatusFilter } from './organizationsQuery.js';
import { choicesOf, districtsIn, type RegistryLists } from './registryLists.js';

export interface OrganizationsFiltersProps {
  filter: OrganizationsFilter;
  searchText: string;
  lists: RegistryLists;
  narrowed: boolean;
  onSearchText: (text: string) => void;
  onSearchNow: () => void;
  onOkrug: (okrug: string | null) => void;
  onDistrict: (district: string | null) => void;
  onMrsd: (mrsd: number | null) => void;
  onKind: (kind: string | null) => void;
  onStatus: (status: StatusFilter) => void;
  onReset: () => void;
}

export function OrganizationsFilters(props: OrganizationsFiltersProps) {
  const { filter, searchText, lists, narrowed } = props;
  const { t } = useTranslation('organizations');
  const any = t('filters.any');
  return (
    <Stack
      role="search"
      aria-label={t('filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      alignItems={{ md: 'flex-end' }}
      useFlexGap
      flexWrap="wrap"
      sx={{ mb: 2 }}
    >
      {/* The basis applies in the row only: in the phone's column it would become a height. */}
      <FormControl sx={{ flex: { md: '1 1 280px' }, minWidth: 0 }}>
        <FormLabel>{t('filters.search')}</FormLabel>
        <Input
          type="search"
          value={searchText}
          placeholder={t('filters.searchPlaceholder')}
          startDecorator={<span aria-hidden>⌕</span>}
          onChange={(event) => props.onSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') props.onSearchNow();
          }}
          slotProps={{ input: { maxLength: MAX_SEARCH_LENGTH } }}
        />
      </FormControl>
      <FilterSelect label={t('fields.okrug')} value={filter.okrug} choices={choicesOf(lists.okrugs.items)} anyLabel={any} onChange={props.onOkrug} minWidth={200} />
      <FilterSelect
        label={t('fields.district')}
        value={filter.district}
        choices={choicesOf(districtsIn(lists.districts.items, filter.okrug))}
        anyLabel={any}
        onChange={props.onDistrict}
        minWidth={200}
      />
      <FilterSelect
        label={t('fields.mrsd')}
        value={filter.mrsd === null ? null : String(filter.mrsd)}
        choices={choicesOf(lists.mrsd.items)}
        anyLabel={any}
        onChange={(value) => props.onMrsd(value === null ? null : Number(value))}
        minWidth={140}
      />
      <FilterSelect label={t('fields.kind')} value={filter.kind} choices={choicesOf(lists.kinds.items)} anyLabel={any} onChange={props.onKind} minWidth={200} />
      <FilterSelect
        label={t('fields.status')}
        value={filter.status === 'any' ? null : filter.status}
        choices={STATUS_FILTERS.filter((status) => status !== 'any').map((status) => ({ value: status, label: t(`status.${status}`) }))}
        anyLabel={t('status.any')}
        onChange={(value) => props.onStatus((value ?? 'any') as StatusFilter)}
        minWidth={160}
      />
      {narrowed ? (
        <Button variant="plain" color="neutral" onClick={props.onReset}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </Stack>
  );
}
