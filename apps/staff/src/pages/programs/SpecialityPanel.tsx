/**
 * A speciality opened beside the specialities list (a side panel at the inline end): what it is,
 * and the colleges that offer it, each with its programmes of it. Links lead to each college's
 * page and to the programmes list narrowed to the speciality (and to one college).
 */
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import Link from '@mui/joy/Link';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import type { SpecialityListItem } from '@abitura/contracts';
import { useSession, visuallyHidden } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { LoadState } from '../../components/LoadState.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { Failure } from '../../models/failure.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { useProgramFormat } from './programFormat.js';
import type { SpecialityDetail } from './specialitiesListModel.js';

export interface SpecialityPanelProps {
  opened: SpecialityListItem | null;
  detail: SpecialityDetail | null;
  loading: boolean;
  error: Failure | null;
  onRetry: () => void;
  onClose: () => void;
}

/** The programmes list narrowed to a speciality, and to one college when given. */
export function programsHref(speciality: string, organization?: number): string {
  const query = new URLSearchParams(organization === undefined ? { speciality } : { organization: String(organization), speciality });
  return `${buildPath('registry-programs-list')}?${query.toString()}`;
}

export function SpecialityPanel({ opened, detail, loading, error, onRetry, onClose }: SpecialityPanelProps) {
  const { t } = useTranslation('programs');
  const failureText = useFailureText();
  const industries = useReferenceList('industries', { withArchived: true });
  const levels = useReferenceList('educationLevels', { withArchived: true });
  const shown = detail && opened && detail.code === opened.code ? detail : null;
  const summary = shown ?? opened;

  return (
    // 'right' is the inline end in both directions: the right-to-left styles flip physical sides.
    <Drawer open={opened !== null} onClose={onClose} anchor="right" size="lg">
      {summary ? (
        <>
          <DialogTitle component="h2" sx={{ pe: 6 }}>
            <span dir="ltr">{summary.code}</span> {summary.name}
          </DialogTitle>
          <ModalClose aria-label={t('specialities.close')} />
          <DialogContent sx={{ px: 2, pb: 2 }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
                <Chip variant="soft" color="primary">
                  {industries.labelOf(summary.industry)}
                </Chip>
                <Typography level="body-sm">{levels.labelOf(summary.level)}</Typography>
              </Stack>
              {summary.qualification ? (
                <Typography level="body-sm">
                  {t('specialities.qualification')}: {summary.qualification}
                </Typography>
              ) : null}
              <Typography level="body-sm">{t('specialities.offerSummary', { programs: summary.programs, colleges: summary.colleges, places: summary.budget_places })}</Typography>
              {shown ? <OfferedBy detail={shown} /> : <LoadState loading={loading || !error} error={loading ? null : failureText(error)} onRetry={onRetry} />}
            </Stack>
          </DialogContent>
        </>
      ) : null}
    </Drawer>
  );
}

function OfferedBy({ detail }: { detail: SpecialityDetail }) {
  const { t } = useTranslation('programs');
  const { can } = useSession();
  const format = useProgramFormat();
  const okrugs = useReferenceList('okrugs', { withArchived: true });
  const forms = useReferenceList('educationForms', { withArchived: true });
  const linkPrograms = can('viewEducationPrograms');
  const linkColleges = can('viewOrganization');

  if (detail.offered_by.length === 0) {
    return (
      <Sheet variant="soft" role="status" sx={{ p: 2, borderRadius: 'md' }}>
        <Typography>{t('specialities.notOffered')}</Typography>
      </Sheet>
    );
  }
  return (
    <Stack spacing={2}>
      {linkPrograms ? (
        <div>
          <LinkButton href={programsHref(detail.code)} variant="outlined" size="sm">
            {t('specialities.allPrograms')}
          </LinkButton>
        </div>
      ) : null}
      <Typography level="title-md" component="h3">
        {t('specialities.offeredBy', { count: detail.offered_by.length })}
      </Typography>
      {detail.offered_by.map((college) => {
        const name = college.short_name ?? college.name;
        return (
          <Sheet key={college.id} variant="outlined" component="section" aria-label={name} sx={{ p: 1.5, borderRadius: 'sm' }}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="baseline" justifyContent="space-between">
              <Typography level="title-sm" component="h4">
                {linkColleges ? (
                  <Link component={RouterLink} href={buildPath('registry-organizations-viewnew', { id: college.id })}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </Typography>
              {college.okrug ? <Typography level="body-xs">{okrugs.labelOf(college.okrug)}</Typography> : null}
            </Stack>
            <Divider sx={{ my: 1 }} />
            <Table size="sm" sx={{ '& td, & th': { whiteSpace: 'normal' } }}>
              <caption style={visuallyHidden}>{t('specialities.collegePrograms', { name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.code')}</th>
                  <th scope="col">{t('columns.educationForm')}</th>
                  <th scope="col">{t('columns.duration_months')}</th>
                  <th scope="col">{t('columns.budget_places')}</th>
                  <th scope="col">{t('columns.paid_places')}</th>
                </tr>
              </thead>
              <tbody>
                {college.programs.map((program) => (
                  <tr key={program.id}>
                    <td dir="ltr" style={{ textAlign: 'start' }}>
                      {program.code}
                    </td>
                    <td>{forms.labelOf(program.education_form)}</td>
                    <td>{format.duration(program.duration_months)}</td>
                    <td>{program.budget_places}</td>
                    <td>{program.paid_places}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            {linkPrograms ? (
              <Link component={RouterLink} href={programsHref(detail.code, college.id)} level="body-sm" sx={{ mt: 1 }}>
                {t('specialities.collegeProgramsLink')}
              </Link>
            ) : null}
          </Sheet>
        );
      })}
    </Stack>
  );
}
