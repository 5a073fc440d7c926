/**
 * Paging under a table: the page size (SPEC section 9's sizes), the range shown, and previous /
 * next buttons. Pages are 1-based.
 */
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES, type TablePageSize } from '@abitura/contracts/vocabulary';
import { useSignalValue } from '@abitura/ui';
import type { PagedResource } from '../models/loadedResource.js';

export interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** @default TABLE_PAGE_SIZES (SPEC section 9) */
  sizes?: readonly number[];
}

export function TablePager({ page, pageSize, total, onPage, onPageSize, sizes = TABLE_PAGE_SIZES }: TablePagerProps) {
  const { t } = useTranslation('shell');
  const labelId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={2} useFlexGap flexWrap="wrap" sx={{ py: 1 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography id={labelId} level="body-sm">
          {t('pager.pageSize')}
        </Typography>
        <Select
          size="sm"
          value={pageSize}
          onChange={(_event, value) => {
            if (typeof value === 'number') onPageSize(value);
          }}
          slotProps={{ button: { 'aria-labelledby': labelId } }}
        >
          {sizes.map((size) => (
            <Option key={size} value={size}>
              {size}
            </Option>
          ))}
        </Select>
      </Stack>
      <Typography level="body-sm" aria-live="polite">
        {t('pager.range', { from, to, total })}
      </Typography>
      <Stack direction="row" spacing={0.5}>
        <IconButton size="sm" variant="outlined" aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden>‹</span>
        </IconButton>
        <IconButton size="sm" variant="outlined" aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <span aria-hidden>›</span>
        </IconButton>
      </Stack>
    </Stack>
  );
}

/** The pager of a paged resource (a tab's programmes, a user's activity). */
export function ResourcePager({ resource }: { resource: PagedResource<unknown> }) {
  const page = useSignalValue(resource.page);
  const pageSize = useSignalValue(resource.pageSize);
  const total = useSignalValue(resource.total);
  return <TablePager page={page} pageSize={pageSize} total={total} onPage={resource.setPage} onPageSize={(size) => resource.setPageSize(size as TablePageSize)} />;
}
