/**
 * The tables of the access pages: a caption for screen readers (the heading above says it on
 * screen), column headings, and sideways scrolling inside the frame on narrow screens.
 */
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../users/format.js';

export interface ScrollTableProps {
  caption: string;
  /** Column headings; a width keeps a short column from growing. */
  columns: readonly (string | { label: string; width: string })[];
  /** Below this the table scrolls sideways instead of squeezing. @default '28rem' */
  minWidth?: string;
  /** The body rows. */
  children: ReactNode;
}

export function ScrollTable({ caption, columns, minWidth = '28rem', children }: ScrollTableProps) {
  return (
    <Sheet variant="outlined" sx={{ overflowX: 'auto', borderRadius: 'sm' }}>
      <Table size="sm" sx={{ minWidth }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th scope="col" key={column}>
                  {column}
                </th>
              ) : (
                <th scope="col" key={column.label} style={{ width: column.width }}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Sheet>
  );
}
