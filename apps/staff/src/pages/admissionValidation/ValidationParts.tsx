/**
 * The worklist's parts: the count chips per check (a click shows that check alone), the findings
 * per college (a click narrows to the college), and the table of findings with the fix of each.
 */
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { Finding } from '@abitura/contracts';
import { ADMISSION_CHECKS, CHECK_SEVERITY_COLORS, type AdmissionCheck } from '@abitura/contracts/vocabulary';
import { ActionsHeader, ListTable, sortHeaders, type SortableTableProps } from '../../components/ListTable.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { useFindingSentence } from './findingText.js';
import type { ValidationPage } from './validationModel.js';
import type { ValidationSort } from './validationQuery.js';

export function CheckCounts({ counts, chosen, onToggle }: { counts: ValidationPage['counts']; chosen: readonly AdmissionCheck[]; onToggle: (check: AdmissionCheck) => void }) {
  const { t } = useTranslation('admissionValidation');
  const terms = useTranslation('admissionTerms').t;
  const countOf = (check: AdmissionCheck) => counts.find((entry) => entry.check === check)?.count ?? 0;
  return (
    <Stack component="nav" aria-label={t('counts.label')} direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      {ADMISSION_CHECKS.map((check) => {
        const count = countOf(check.value);
        const pressed = chosen.includes(check.value);
        return (
          <Chip
            key={check.value}
            variant={pressed ? 'solid' : 'soft'}
            color={count === 0 ? 'neutral' : CHECK_SEVERITY_COLORS[check.severity]}
            slotProps={{ action: { 'aria-pressed': pressed } }}
            onClick={() => onToggle(check.value)}
          >
            {t('counts.chip', { check: terms(`check.${check.value}`), count })}
          </Chip>
        );
      })}
    </Stack>
  );
}

export function CollegeCounts({ colleges, chosen, onChoose }: { colleges: ValidationPage['colleges']; chosen: number | null; onChoose: (id: number | null) => void }) {
  const { t } = useTranslation('admissionValidation');
  if (colleges.length === 0) return null;
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', mb: 2, maxHeight: 260, overflowY: 'auto' }}>
      <Table size="sm" stickyHeader aria-label={t('colleges.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('colleges.college')}</th>
            <th scope="col" style={{ width: 110 }}>
              {t('colleges.errors')}
            </th>
            <th scope="col" style={{ width: 130 }}>
              {t('colleges.warnings')}
            </th>
          </tr>
        </thead>
        <tbody>
          {colleges.map(({ college, errors, warnings }) => (
            <tr key={college.id} aria-current={chosen === college.id ? 'true' : undefined}>
              <td>
                <Link component="button" type="button" fontWeight={chosen === college.id ? 'lg' : 'md'} onClick={() => onChoose(chosen === college.id ? null : college.id)} aria-pressed={chosen === college.id}>
                  {college.name}
                </Link>
              </td>
              <td>{errors}</td>
              <td>{warnings}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}

export interface FindingsTableProps extends SortableTableProps<Finding, ValidationSort> {
  onFix: (finding: Finding) => void;
  canFix: boolean;
}

export function FindingsTable({ rows, caption, sort, dir, busy, onSort, onFix, canFix }: FindingsTableProps) {
  const { t } = useTranslation('admissionValidation');
  const terms = useTranslation('admissionTerms').t;
  const sentence = useFindingSentence();
  const header = sortHeaders({ sort, dir, onSort }, (column) => t(`columns.${column}`));
  return (
    <ListTable caption={caption} list="admission-validation" busy={busy} minWidth={980} align="top">
      <thead>
        <tr>
          {header('severity', 140)}
          {header('check', 200)}
          <th scope="col">{t('columns.sentence')}</th>
          {header('applicant', 200)}
          {header('college', 220)}
          <ActionsHeader label={t('columns.fix')} width={130} />
        </tr>
      </thead>
      <tbody>
        {rows.map((finding) => {
          const text = sentence(finding);
          return (
            <tr key={finding.key}>
              <td>
                <Chip size="sm" variant="soft" color={CHECK_SEVERITY_COLORS[finding.severity]}>
                  {terms(`severity.${finding.severity}`)}
                </Chip>
              </td>
              <td>{terms(`check.${finding.check}`)}</td>
              <td>{text}</td>
              <td>
                {finding.applicant ? (
                  <Link component={RouterLink} href={applicantHref(finding.applicant.id)}>
                    {finding.applicant.fullname}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {finding.group ? <Typography level="body-sm">{finding.group.name}</Typography> : null}
                {finding.college ? (
                  <Typography level="body-xs" textColor="text.secondary">
                    {finding.college.name}
                  </Typography>
                ) : null}
              </td>
              <td>
                {canFix || finding.fix === 'applicant' ? (
                  <Button size="sm" variant="outlined" aria-label={`${t(`fixButton.${finding.fix}`)}: ${finding.applicant?.fullname ?? finding.group?.name ?? ''}`} onClick={() => onFix(finding)}>
                    {t(`fixButton.${finding.fix}`)}
                  </Button>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ListTable>
  );
}
