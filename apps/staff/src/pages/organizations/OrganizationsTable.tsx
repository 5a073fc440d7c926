/**
 * One page of organizations as a table: sortable column headers, the name linking to the
 * organization's page (with its address under it), the type on the all-types tab only, the
 * registry code, okrug, district, МРСД and status.
 */
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { OrganizationListItem } from '@abitura/contracts';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { NoData, OrNoData } from '../../components/NoData.js';
import type { OrganizationSort } from './organizationsQuery.js';
import { okrugShort, type RegistryLists } from '../../models/registryLists.js';
import { StatusChip } from './StatusChip.js';

export interface OrganizationsTableProps extends SortableTableProps<OrganizationListItem, OrganizationSort> {
  /** Show the type column (the all-types tab). */
  showType: boolean;
  lists: RegistryLists;
}

/** The organization page's address (the tabbed one, on its main tab). */
export function organizationHref(id: number): string {
  return buildPath('registry-organizations-viewnew', { id });
}

export function OrganizationsTable({ rows, caption, busy, showType, lists, ...sorting }: OrganizationsTableProps) {
  const { t } = useTranslation('organizations');
  const header = sortHeaders(sorting, (column) => t(`fields.${column}`));
  return (
    <ListTable list="organizations" caption={caption} busy={busy} minWidth={940}>
      <thead>
        <tr>
          {header('name')}
          {header('short_name')}
          {showType ? header('type', 130) : null}
          {header('organization_id', 120)}
          {header('okrug', 100)}
          {header('district')}
          {header('mrsd', 90)}
          <th scope="col" style={{ width: 120 }}>
            {t('fields.status')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <RecordHeaderCell href={organizationHref(row.id)} name={row.name} detail={row.address} />
            <td>
              <OrNoData value={row.short_name} />
            </td>
            {showType ? <td>{t(`types.${row.type}`)}</td> : null}
            <td dir="ltr" style={{ textAlign: 'start' }}>
              <OrNoData value={row.organization_id} />
            </td>
            <td>{row.okrug ? <span title={lists.okrugs.labelOf(row.okrug)}>{okrugShort(lists.okrugs, row.okrug)}</span> : <NoData />}</td>
            <td>{row.district ? lists.districts.labelOf(row.district) : <NoData />}</td>
            <td>{row.mrsd === null ? <NoData /> : row.mrsd}</td>
            <td>
              <StatusChip operating={row.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
