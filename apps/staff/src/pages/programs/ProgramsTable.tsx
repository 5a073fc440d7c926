/**
 * One page of programmes as a table: sortable headers, the college linking to its page, the
 * speciality by code and name, the forms and base grade, the duration in years and months, the
 * places, and the entrance tests as chips.
 */
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { ProgramListItem } from '@abitura/contracts';
import { useSession } from '@abitura/ui';
import { ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { Muted } from '../../components/Muted.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { useProgramFormat } from './programFormat.js';
import type { ProgramSort } from './programsQuery.js';

/** Level, education form, programme type, base grade and entrance tests: shown on request, so the list fits 1366 px. */
const HIDDEN_AT_FIRST = [4, 5, 7, 8, 12];

export function ProgramsTable({ rows, caption, busy, ...sorting }: SortableTableProps<ProgramListItem, ProgramSort>) {
  const { t } = useTranslation('programs');
  const { can } = useSession();
  const format = useProgramFormat();
  const levels = useReferenceList('educationLevels', { withArchived: true });
  const forms = useReferenceList('educationForms', { withArchived: true });
  const studyForms = useReferenceList('studyForms', { withArchived: true });
  const programmeTypes = useReferenceList('programmeTypes', { withArchived: true });
  const tests = useReferenceList('entranceTests', { withArchived: true });
  // Without the right to open an organization, its name is text rather than a dead-end link.
  const linkColleges = can('viewOrganization');
  const header = sortHeaders(sorting, (column) => t(`columns.${column}`));
  const plain = (key: string) => <th scope="col">{t(`columns.${key}`)}</th>;

  return (
    <ListTable list="programs" caption={caption} busy={busy} minWidth={1000} defaultHidden={HIDDEN_AT_FIRST}>
      <thead>
        <tr>
          {header('code')}
          {header('name')}
          {header('organization')}
          {header('speciality')}
          {plain('level')}
          {plain('educationForm')}
          {plain('studyForm')}
          {plain('programmeType')}
          {plain('baseGrade')}
          {header('duration_months')}
          {header('budget_places')}
          {header('paid_places')}
          {plain('tests')}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td dir="ltr" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
              {row.code}
            </td>
            <th scope="row" style={{ fontWeight: 'normal' }}>
              {row.name}
            </th>
            <td>
              {linkColleges ? (
                <Link component={RouterLink} href={buildPath('registry-organizations-viewnew', { id: row.organization.id })}>
                  {row.organization.short_name ?? row.organization.name}
                </Link>
              ) : (
                (row.organization.short_name ?? row.organization.name)
              )}
            </td>
            <td>
              <div dir="ltr" style={{ textAlign: 'start' }}>
                {row.speciality.code}
              </div>
              <div>{row.speciality.name}</div>
            </td>
            <td>{levels.labelOf(row.level)}</td>
            <td>{forms.labelOf(row.education_form)}</td>
            <td>{studyForms.labelOf(row.study_form)}</td>
            <td>{programmeTypes.labelOf(row.programme_type)}</td>
            <td>{format.baseGrade(row.base_grade)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{format.duration(row.duration_months)}</td>
            <td>{row.budget_places}</td>
            <td>{row.paid_places}</td>
            <td>
              {row.entrance_tests.length > 0 ? (
                <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                  {row.entrance_tests.map((test) => (
                    <Chip key={test.type} size="sm" variant="soft" color="warning">
                      {tests.find(test.type)?.label ?? test.name}
                    </Chip>
                  ))}
                </Stack>
              ) : (
                <Muted>{t('programs.noTests')}</Muted>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
