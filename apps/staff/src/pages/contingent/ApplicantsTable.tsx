/**
 * One page of applicants as a table of the columns the person chose: the name (always) linking
 * to the applicant's 360 view, the headers of sortable
 * columns sorting on the server, and, for those who may change applicants in bulk, a checkbox per
 * row (named by the applicant) with one in the header for the whole page.
 */
import Checkbox from '@mui/joy/Checkbox';
import { useTranslation } from 'react-i18next';
import type { ApplicantListItem } from '@abitura/contracts';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import type { ChosenColumns } from '../../components/ColumnChooser.js';
import { ListTable, SortHeader, type SortableTableProps } from '../../components/ListTable.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { ApplicantCell } from './ApplicantCell.js';
import type { ContingentLists } from './contingentLists.js';
import type { ApplicantSort } from '../../models/contingentQuery.js';
import { APPLICANT_COLUMNS, COLUMN_SORTS, NAME_COLUMN, type ApplicantColumn } from './listColumns.js';

export interface ApplicantsTableProps extends SortableTableProps<ApplicantListItem, ApplicantSort> {
  columns: readonly ApplicantColumn[];
  /** Shows or hides a column (the table's column chooser). */
  onColumnShown: (column: ApplicantColumn, shown: boolean) => void;
  onResetColumns: () => void;
  lists: ContingentLists;
  /** The selection, when the person may act on it; null hides the checkboxes. */
  selection: { selected: ReadonlySet<number>; onRow: (id: number, on: boolean) => void; onPage: (on: boolean) => void } | null;
}

/**
 * Roughly how narrow each column may get before the table scrolls sideways rather than squeeze
 * it; the default columns' sum fits a 1366 px screen beside the menu.
 */
const WIDTH: Partial<Record<ApplicantColumn, number>> = { fullname: 190, phones: 150, school: 170, flags: 180, tags: 170, email: 180 };

export function ApplicantsTable({ rows, caption, busy, columns, onColumnShown, onResetColumns, lists, selection, sort, dir, onSort }: ApplicantsTableProps) {
  const { t } = useTranslation('contingent');
  const minWidth = columns.reduce((sum, column) => sum + (WIDTH[column] ?? 100), selection ? 48 : 0);
  const chosen = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;
  const chooser: ChosenColumns = {
    choices: APPLICANT_COLUMNS.map((column) => ({ id: column, label: t(`fields.${column}`), shown: columns.includes(column), fixed: column === NAME_COLUMN })),
    onShown: (id, shown) => onColumnShown(id as ApplicantColumn, shown),
    onReset: onResetColumns,
    hint: t('columns.hint'),
  };
  return (
    <ListTable list="contingent" caption={caption} busy={busy} minWidth={Math.max(640, minWidth)} align="top" columns={chooser}>
      <thead>
        <tr>
          {selection ? (
            <th scope="col" style={{ width: 48 }}>
              <Checkbox
                checked={rows.length > 0 && chosen === rows.length}
                indeterminate={chosen > 0 && chosen < rows.length}
                disabled={rows.length === 0}
                onChange={(event) => selection.onPage(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('selection.page') } }}
              />
            </th>
          ) : null}
          {columns.map((column) => {
            const sortBy = COLUMN_SORTS[column];
            return sortBy ? (
              <SortHeader key={column} column={sortBy} label={t(`fields.${column}`)} sort={sort} dir={dir} onSort={onSort} />
            ) : (
              <th key={column} scope="col">
                {t(`fields.${column}`)}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {selection ? (
              <td>
                <Checkbox
                  checked={selection.selected.has(row.id)}
                  onChange={(event) => selection.onRow(row.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('selection.row', { name: row.fullname }) } }}
                />
              </td>
            ) : null}
            {columns.map((column) =>
              column === 'fullname' ? (
                <RecordHeaderCell key={column} href={applicantHref(row.id)} name={row.fullname} />
              ) : (
                <td key={column}>
                  <ApplicantCell column={column} row={row} lists={lists} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
