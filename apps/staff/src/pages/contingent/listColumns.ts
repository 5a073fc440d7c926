/**
 * The working list's columns: which the column chooser offers (the list item's fields, the full
 * name always shown), which are shown at first, the sort each header sets, and the chosen set
 * kept per user in the browser (and with each saved filter), always in the list's own order.
 */
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApplicantListItem } from '@abitura/contracts';
import type { ApplicantSort } from '../../models/contingentQuery.js';
import { storedJson, type StorageArea } from '../../models/storedJson.js';

/** Every column in display order; the ids are the list item's field names, which the export takes too. */
export const APPLICANT_COLUMNS = [
  'fullname',
  'birth_date',
  'phones',
  'email',
  'id_number',
  'school',
  'grade',
  'graduation_year',
  'okrug',
  'district',
  'category',
  'processing_status',
  'readiness',
  'tracking_stage',
  'information_source',
  'flags',
  'tags',
  'preferential',
  'curator',
  'consent_status',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ApplicantListItem)[];
export type ApplicantColumn = (typeof APPLICANT_COLUMNS)[number];

/** The column that names the row; it cannot be hidden. */
export const NAME_COLUMN = 'fullname' satisfies ApplicantColumn;

/** What a 1366 px screen holds beside the menu; the chooser adds the rest. */
export const DEFAULT_COLUMNS: readonly ApplicantColumn[] = ['fullname', 'phones', 'school', 'category', 'processing_status', 'tags', 'curator'];

/** The sort a column's header sets; the others do not sort. */
export const COLUMN_SORTS: Partial<Record<ApplicantColumn, ApplicantSort>> = {
  fullname: 'fullname',
  birth_date: 'birth_date',
  school: 'school',
  grade: 'grade',
  graduation_year: 'graduation_year',
  okrug: 'okrug',
  category: 'category',
  processing_status: 'processing_status',
  readiness: 'readiness',
  created_at: 'created_at',
  updated_at: 'updated_at',
};

/** The known columns of a list, in display order, the name first whatever was given. */
export function normalizeColumns(columns: readonly string[]): ApplicantColumn[] {
  const chosen = new Set<string>([...columns, NAME_COLUMN]);
  return APPLICANT_COLUMNS.filter((column) => chosen.has(column));
}

/** Where a user's columns are kept between visits. */
export interface ColumnStore {
  read(): readonly string[] | null;
  write(columns: readonly string[]): void;
  clear(): void;
}

/** The browser key of a user's columns: one set per user of a shared computer. */
export function columnsKey(userId: number | string | null): string {
  return `abitura.contingent.columns.${userId ?? 'anonymous'}`;
}

/**
 * A user's columns in the browser's storage. A storage that refuses (private mode, full) or holds
 * something unreadable costs only the remembered choice, never the page.
 */
export function browserColumnStore(userId: number | string | null, storage: StorageArea | undefined = globalThis.localStorage): ColumnStore {
  return storedJson<readonly string[]>(storage, columnsKey(userId), (stored) => (Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : null));
}

export interface ColumnsModel {
  readonly columns: ReadonlySignal<readonly ApplicantColumn[]>;
  /** Shows or hides one column (the name always stays). */
  setShown(column: ApplicantColumn, shown: boolean): void;
  /** Shows exactly these columns (a saved filter's); an empty list changes nothing. */
  use(columns: readonly string[]): void;
  /** Back to the default columns, forgetting the user's choice. */
  reset(): void;
}

export function createColumnsModel(store: ColumnStore): ColumnsModel {
  const remembered = store.read();
  const columns = signal<readonly ApplicantColumn[]>(remembered === null ? DEFAULT_COLUMNS : normalizeColumns(remembered));
  const set = (next: readonly string[]) => {
    const normalized = normalizeColumns(next);
    columns.value = normalized;
    store.write(normalized);
  };
  return {
    columns,
    setShown(column, shown) {
      const current = columns.peek();
      set(shown ? [...current, column] : current.filter((item) => item !== column));
    },
    use(next) {
      if (next.length > 0) set(next);
    },
    reset() {
      columns.value = DEFAULT_COLUMNS;
      store.clear();
    },
  };
}
