/**
 * The frame of a server-paged table and its sortable column headers. The table scrolls sideways
 * on a narrow screen; while the next page loads the current rows stay, dimmed, under a thin
 * progress bar, so nothing jumps. A header says which column sorts and how (aria-sort). Enter on
 * a checkbox in the table toggles it, as Space does. Every list's person chooses its columns
 * (the button over the table): the columns of the header are offered and the hidden ones are
 * hidden, remembered per list; a table that renders only the chosen columns itself (the working
 * list) passes them instead.
 */
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import { useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import { createHiddenColumns, hiddenColumnsStore } from '../models/hiddenColumns.js';
import type { SortDirection } from '../models/listQuery.js';
import { ColumnChooser, type ChosenColumns, type ColumnChoice } from './ColumnChooser.js';

export interface ListTableProps {
  /** The table's accessible name (a hidden caption). */
  caption: string;
  /** Names the list: the person's choice of its columns is remembered under it. */
  list: string;
  /** A newer page is being loaded. */
  busy: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The thead and tbody. */
  children: ReactNode;
  /** Where cells sit in a tall row: rows of several lines of text read best from the top. @default 'middle' */
  align?: 'middle' | 'top';
  /** The columns, when the table renders only the chosen ones itself. @default the header's columns */
  columns?: ChosenColumns;
  /**
   * Places in the header (0 is the first) of the columns hidden until the person shows them, so
   * a wide list fits an office screen (1366 px); a module constant, as a new array is a new
   * choice. @default none
   */
  defaultHidden?: readonly number[];
}

/**
 * A browser's Enter on a checkbox does nothing (or submits a form), and a row's own Enter handling
 * would take it for "open": a person who presses Enter on a row's checkbox means that checkbox.
 * Runs in the capture phase, before any row handler.
 */
export function toggleCheckboxOnEnter(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type !== 'checkbox' || target.disabled) return;
  event.preventDefault();
  event.stopPropagation();
  target.click();
}

const NONE: readonly number[] = [];

/** Marks a header cell whose column is always shown (row actions). */
export const FIXED_COLUMN = { 'data-fixed-column': '' } as const;

/** A header cell's words as a person reads them: without its decoration (a sort arrow). */
function headerLabel(cell: HTMLTableCellElement): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const decoration of copy.querySelectorAll('[aria-hidden="true"]')) decoration.remove();
  return (copy.textContent ?? '').trim() || (cell.getAttribute('aria-label') ?? '');
}

/** The columns of a table's header: the first names the rows, so it always shows. */
export function headerColumns(table: HTMLTableElement): { label: string; fixed: boolean }[] {
  const cells = table.querySelectorAll<HTMLTableCellElement>(':scope > thead > tr:first-child > *');
  return [...cells].map((cell, index) => ({ label: headerLabel(cell), fixed: index === 0 || cell.hasAttribute('data-fixed-column') }));
}

export function ListTable({ caption, list, busy, minWidth, children, align = 'middle', columns, defaultHidden = NONE }: ListTableProps) {
  const { t } = useTranslation('shell');
  const userId = useSession().user?.id ?? null;
  const hiddenColumns = useMemo(() => createHiddenColumns(hiddenColumnsStore(list, userId), defaultHidden), [list, userId, defaultHidden]);
  const hidden = useSignalValue(hiddenColumns.hidden);
  const table = useRef<HTMLTableElement>(null);
  // The header's columns, read when the chooser opens (the header is on screen then).
  const [header, setHeader] = useState<{ label: string; fixed: boolean }[] | null>(null);
  const chosen: ChosenColumns = columns ?? {
    choices: (header ?? []).map(({ label, fixed }, index): ColumnChoice => ({ id: String(index), label, fixed, shown: !hidden.includes(index) })),
    onShown: (id, shown) => hiddenColumns.setShown(Number(id), shown),
    onReset: hiddenColumns.reset,
  };
  // Hidden by place; a cell spanning the row (an expanded detail) stays.
  const hiding = columns ? {} : Object.fromEntries(hidden.map((index) => [`& tr > :nth-child(${index + 1}):not([colspan])`, { display: 'none' }]));

  return (
    <>
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 0.5 }}>
        <Button size="sm" variant="plain" color="neutral" aria-label={t('columns.openFor', { caption })} onClick={() => setHeader(table.current ? headerColumns(table.current) : [])}>
          {t('columns.open')}
        </Button>
      </Stack>
      {/* Focusable, so the keyboard can scroll a table wider than the screen even when its rows
          hold nothing else to focus (a list of read-only facts). */}
      <Sheet
        variant="outlined"
        role="region"
        aria-label={caption}
        tabIndex={0}
        sx={{ borderRadius: 'sm', overflowX: 'auto', position: 'relative', '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' } }}
      >
        {busy ? <LinearProgress size="sm" aria-hidden sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }} /> : null}
        <Table
          ref={table}
          aria-busy={busy}
          stickyHeader
          hoverRow
          onKeyDownCapture={toggleCheckboxOnEnter}
          size="sm"
          sx={{
            minWidth,
            // Columns sized by their content (Joy's default is fixed): a long name or an e-mail
            // keeps its width instead of breaking letter by letter.
            tableLayout: 'auto',
            opacity: busy ? 0.6 : 1,
            transition: 'opacity 120ms',
            '& td, & th': { verticalAlign: align, whiteSpace: 'normal' },
            ...hiding,
          }}
        >
          <caption style={visuallyHidden}>{caption}</caption>
          {children}
        </Table>
      </Sheet>
      <ColumnChooser open={header !== null} {...chosen} onClose={() => setHeader(null)} />
    </>
  );
}

export interface SortHeaderProps<Sort extends string> {
  column: Sort;
  label: string;
  sort: Sort;
  dir: SortDirection;
  onSort: (column: Sort) => void;
  width?: number;
}

/** A column header that sorts by its column; the same column again flips the direction. */
export function SortHeader<Sort extends string>({ column, label, sort, dir, onSort, width }: SortHeaderProps<Sort>) {
  const active = sort === column;
  return (
    <th scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'} style={width ? { width } : undefined}>
      <Link
        component="button"
        type="button"
        underline="none"
        color={active ? 'primary' : 'neutral'}
        fontWeight="lg"
        onClick={() => onSort(column)}
        endDecorator={<span aria-hidden>{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>}
        sx={{ fontSize: 'inherit' }}
      >
        {label}
      </Link>
    </th>
  );
}

/** What every sortable page table is given: one page of rows and the list's sort. */
export interface SortableTableProps<Row, Sort extends string> {
  rows: readonly Row[];
  /** The table's accessible name. */
  caption: string;
  sort: Sort;
  dir: SortDirection;
  /** A newer page is being loaded. */
  busy: boolean;
  onSort: (column: Sort) => void;
}

/** Makes a table's sortable headers, each labelled by `label(column)`, with an optional width. */
export function sortHeaders<Sort extends string>({ sort, dir, onSort }: Pick<SortableTableProps<unknown, Sort>, 'sort' | 'dir' | 'onSort'>, label: (column: Sort) => string) {
  return (column: Sort, width?: number) => <SortHeader column={column} label={label(column)} sort={sort} dir={dir} onSort={onSort} {...(width ? { width } : {})} />;
}

/** The header of a row-actions column: named for screen readers, blank on screen. */
export function ActionsHeader({ label, width }: { label: string; width?: number }) {
  return (
    <th scope="col" {...FIXED_COLUMN} style={width === undefined ? undefined : { width }}>
      <span style={visuallyHidden}>{label}</span>
    </th>
  );
}
