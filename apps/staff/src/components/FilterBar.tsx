/**
 * A list's search box and filters: one labelled search landmark whose fields stand in a wrapping
 * row (a column on a phone), with a reset button while anything narrows the list.
 */
import Button from '@mui/joy/Button';
import Stack, { type StackProps } from '@mui/joy/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterRowProps extends Omit<StackProps, 'direction'> {
  /** The width from which the fields stand in a row. @default 'md' */
  rowFrom?: 'sm' | 'md';
}

/** Filter fields side by side, bottom-aligned (labels above), wrapping; one under another on a phone. */
export function FilterRow({ rowFrom = 'md', children, ...props }: FilterRowProps) {
  return (
    <Stack direction={{ xs: 'column', [rowFrom]: 'row' }} spacing={1.5} alignItems={{ [rowFrom]: 'flex-end' }} useFlexGap flexWrap="wrap" {...props}>
      {children}
    </Stack>
  );
}

/** "Reset filters", shown only while the search or a filter narrows the list. */
export function ResetFiltersButton({ narrowed, onReset }: { narrowed: boolean; onReset: () => void }) {
  const { t } = useTranslation('shell');
  if (!narrowed) return null;
  return (
    <Button variant="plain" color="neutral" onClick={onReset}>
      {t('filters.reset')}
    </Button>
  );
}

export interface FilterBarProps {
  /** The landmark's name ("Search and filter users"). */
  label: string;
  narrowed: boolean;
  onReset: () => void;
  children: ReactNode;
  /** @default 'md' */
  rowFrom?: 'sm' | 'md';
  /** Room under the bar. @default 2 */
  gapBelow?: number;
}

export function FilterBar({ label, narrowed, onReset, children, rowFrom = 'md', gapBelow = 2 }: FilterBarProps) {
  return (
    <FilterRow role="search" aria-label={label} rowFrom={rowFrom} sx={{ mb: gapBelow }}>
      {children}
      <ResetFiltersButton narrowed={narrowed} onReset={onReset} />
    </FilterRow>
  );
}
