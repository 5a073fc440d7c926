/**
 * The frame of a server-paged table and its sortable column headers. The table scrolls sideways
 * on a narrow screen; while the next page loads the current rows stay, dimmed, under a thin
 * progress bar, so nothing jumps. A header says which column sorts and how (aria-sort). Enter on
 * a checkbox in the table toggles it, as Space does.
 */
import LinearProgress from '@mui/joy/LinearProgress';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import type { KeyboardEvent, ReactNode } from 'react';
import { visuallyHidden } from '@abitura/ui';
import type { SortDirection } from '../models/listQuery.js';

export interface ListTableProps {
  /** The table's accessible name (a hidden caption). */
  caption: string;
  /** A newer page is being loaded. */
  busy: boolean;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The thead and tbody. */
  children: ReactNode;
  /** Where cells sit in a tall row: rows of several lines of text read best from the top. @default 'middle' */
  align?: 'middle' | 'top';
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

export function ListTable({ caption, busy, minWidth, children, align = 'middle' }: ListTableProps) {
  return (
    // Focusable, so the keyboard can scroll a table wider than the screen even when its rows hold
    // nothing else to focus (a list of read-only facts).
    <Sheet
      variant="outlined"
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ borderRadius: 'sm', overflowX: 'auto', position: 'relative', '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' } }}
    >
      {busy ? <LinearProgress size="sm" aria-hidden sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }} /> : null}
      <Table
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
        }}
      >
        <caption style={visuallyHidden}>{caption}</caption>
        {children}
      </Table>
    </Sheet>
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
    <th scope="col" style={width === undefined ? undefined : { width }}>
      <span style={visuallyHidden}>{label}</span>
    </th>
  );
}
