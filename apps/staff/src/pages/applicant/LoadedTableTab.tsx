/**
 * A tab of the 360 view that lists what hangs off the applicant (applications, guarantee letters,
 * event registrations): loaded the first time it is shown and kept when switching back; the
 * heading, an optional note, then a table of every item, or what the tab says when there is none.
 * Its words come from one section of the `applicant` namespace: `title`, `empty`, `caption` (with
 * the count) and a header per column key.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { TabSection } from '../../components/TabSection.js';
import type { LoadedResource } from '../../models/loadedResource.js';

/** A column's key in the section (its header's words), and a fixed width where it needs one. */
export type TableColumn = string | { key: string; width: number };

export interface LoadedTableTabProps<T> {
  model: LoadedResource<readonly T[]>;
  /** The section of the `applicant` namespace holding the tab's words. */
  section: 'applications' | 'bail' | 'events';
  columns: readonly TableColumn[];
  minWidth: number;
  /** Between the heading and the table. */
  note?: ReactNode;
  /** The table's rows for the items. */
  children: (items: readonly T[]) => ReactNode;
}

export function LoadedTableTab<T>({ model, section, columns, minWidth, note, children }: LoadedTableTabProps<T>) {
  const { t } = useTranslation('applicant');
  const items = useSignalValue(model.value);
  const loading = useSignalValue(model.loading);
  useFirstLoad(model, true);

  return (
    <TabSection title={t(`${section}.title`)}>
      {note}
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t(`${section}.empty`) }}>
        <ListTable list={`applicant.${section}`} caption={t(`${section}.caption`, { count: items.length })} busy={loading} minWidth={minWidth} align="top">
          <thead>
            <tr>
              {columns.map((column) =>
                typeof column === 'string' ? (
                  <th key={column} scope="col">
                    {t(`${section}.${column}`)}
                  </th>
                ) : (
                  <th key={column.key} scope="col" style={{ width: column.width }}>
                    {t(`${section}.${column.key}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>{children(items)}</tbody>
        </ListTable>
      </ResourceArea>
    </TabSection>
  );
}
