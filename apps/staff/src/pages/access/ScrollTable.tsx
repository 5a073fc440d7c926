/**
 * The tables of the access pages: a caption for screen readers (the heading above says it on
 * screen), column headings, and sideways scrolling inside the frame on narrow screens.
 */
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import type { ReactNode } from 'react';
import { visuallyHidden } from '@abitura/ui';

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
    // Focusable, so the keyboard can scroll a table that is wider than a narrow screen.
    <Sheet
      variant="outlined"
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ overflowX: 'auto', borderRadius: 'sm', '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' } }}
    >
      {/* Joy truncates header cells; names and column titles wrap here instead. */}
      <Table size="sm" sx={{ minWidth, '& th': { whiteSpace: 'normal', overflowWrap: 'break-word' } }}>
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
