/**
 * One page of specialities as a table: sortable headers, the industry as a chip, and the counts
 * of programmes, colleges and budget places. The name (or a click on the row) opens the
 * speciality beside the list.
 */
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import { useTranslation } from 'react-i18next';
import type { SpecialityListItem } from '@abitura/contracts';
import { ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { useReferenceList } from '../../models/referenceLists.js';
import type { SpecialitySort } from './specialitiesQuery.js';

export interface SpecialitiesTableProps extends SortableTableProps<SpecialityListItem, SpecialitySort> {
  onOpen: (row: SpecialityListItem) => void;
}

export function SpecialitiesTable({ rows, caption, busy, onOpen, ...sorting }: SpecialitiesTableProps) {
  const { t } = useTranslation('programs');
  const industries = useReferenceList('industries', { withArchived: true });
  const levels = useReferenceList('educationLevels', { withArchived: true });
  const header = sortHeaders(sorting, (column) => t(`specialities.columns.${column}`));
  return (
    <ListTable list="specialities" caption={caption} busy={busy} minWidth={1000}>
      <thead>
        <tr>
          {header('code')}
          {header('name')}
          {header('industry')}
          <th scope="col">{t('specialities.columns.level')}</th>
          <th scope="col">{t('specialities.columns.qualification')}</th>
          {header('programs')}
          {header('colleges')}
          {header('budget_places')}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.code}
            // A click anywhere on the row opens it too; the name's button is the way in from the keyboard.
            onClick={(event) => {
              if (!(event.target as Element).closest('a, button')) onOpen(row);
            }}
            style={{ cursor: 'pointer' }}
          >
            <td dir="ltr" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
              {row.code}
            </td>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              <Link component="button" type="button" onClick={() => onOpen(row)} aria-haspopup="dialog" sx={{ textAlign: 'start' }}>
                {row.name}
              </Link>
            </th>
            <td>
              <Chip size="sm" variant="soft" color="primary">
                {industries.labelOf(row.industry)}
              </Chip>
            </td>
            <td>{levels.labelOf(row.level)}</td>
            <td>{row.qualification ?? <Muted>{t('specialities.noQualification')}</Muted>}</td>
            <td>{row.programs}</td>
            <td>{row.colleges}</td>
            <td>{row.budget_places}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
