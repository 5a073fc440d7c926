import { Box, Text } from 'ink';

export interface Column<Row> {
  /** The header, in the reader's language. */
  header: string;
  cell: (row: Row) => string;
  /** Right-aligned (numbers). @default false */
  right?: boolean;
}

/** The longest a cell is shown before it is cut with an ellipsis (a full name, a title). */
const MAX_CELL = 60;

function fit(text: string, width: number, right: boolean): string {
  const shown = text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
  return right ? shown.padStart(width) : shown.padEnd(width);
}

/**
 * A readable table, as `gh` prints one: a bold header, columns two spaces apart and as wide as
 * their longest cell (up to MAX_CELL, the last one whole), no borders, so it also reads well when
 * copied.
 */
export function Table<Row>({ columns, rows }: { columns: readonly Column<Row>[]; rows: readonly Row[] }) {
  const cells = rows.map((row) => columns.map((column) => column.cell(row).replace(/\s+/g, ' ')));
  const widths = columns.map((column, index) => Math.min(MAX_CELL, Math.max(column.header.length, ...cells.map((line) => (line[index] ?? '').length))));
  // The last column is never cut: nothing is aligned after it, and it is usually the sentence.
  const last = columns.length - 1;
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => (index === last && !columns[index]?.right ? value : fit(value, widths[index] ?? 0, columns[index]?.right ?? false)))
      .join('  ')
      .trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold>{line(columns.map((column) => column.header))}</Text>
      {cells.map((values, index) => (
        <Text key={index}>{line(values)}</Text>
      ))}
    </Box>
  );
}

/** A heading line above a section of a report. */
export function Heading({ children }: { children: string }) {
  return (
    <Text bold underline>
      {children}
    </Text>
  );
}
