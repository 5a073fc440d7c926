/**
 * The applications tab. Staff who may view admission see the applicant's applications of an
 * admission season (SeasonApplications.tsx: Admission/ApplicantApplications, priorities that
 * those who manage admission rearrange). Staff without that right keep the read-only list they
 * had (AutoRating/getApplicationsByPerson): the applicant's applications to colleges by priority,
 * each with its programme and speciality, the stored competition status, the average mark and
 * achievement points, whether consent and the original documents are in, and its dates.
 */
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime, useSession } from '@abitura/ui';
import { Muted } from '../../components/Muted.js';
import { TermChip } from '../../components/TermChip.js';
import type { LoadedResource } from '../../models/loadedResource.js';
import type { ApplicantApplicationsModel } from './applicantApplicationsModel.js';
import { LoadedTableTab, type TableColumn } from './LoadedTableTab.js';
import { MANAGE_ADMISSION, VIEW_ADMISSION } from './permissions.js';
import { SeasonApplications } from './SeasonApplications.js';
import type { Application } from './tabModels.js';

const COLUMNS: readonly TableColumn[] = [{ key: 'priority', width: 80 }, 'college', 'program', 'status', 'averageMark', 'points', 'consent', 'originals', 'dates'];

export interface ApplicationsTabProps {
  /** The old list, for staff who may not view admission. */
  model: LoadedResource<readonly Application[]>;
  admission: ApplicantApplicationsModel;
  applicantId: number;
}

export function ApplicationsTab({ model, admission, applicantId }: ApplicationsTabProps) {
  const session = useSession();
  return session.can(VIEW_ADMISSION) ? <SeasonApplications model={admission} applicantId={applicantId} canManage={session.can(MANAGE_ADMISSION)} /> : <LegacyApplications model={model} />;
}

function LegacyApplications({ model }: { model: LoadedResource<readonly Application[]> }) {
  const { t } = useTranslation('applicant');
  const yesNo = (value: boolean) => (value ? t('applications.yes') : <Muted>{t('applications.no')}</Muted>);
  const note = (
    <Alert color="neutral" variant="soft">
      {t('applications.rankingNote')}
    </Alert>
  );

  return (
    <LoadedTableTab model={model} section="applications" columns={COLUMNS} minWidth={1040} note={note}>
      {(items) =>
        [...items]
          .sort((a, b) => a.priority - b.priority)
          .map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.priority}</th>
              <td>{item.college.name}</td>
              <td>
                <Stack spacing={0.25}>
                  {item.program ? (
                    <span>
                      <span dir="ltr">{item.program.code}</span> {item.program.name}
                    </span>
                  ) : (
                    <Muted>{t('applications.noProgram')}</Muted>
                  )}
                  {item.speciality ? (
                    <Muted>
                      {t('applications.speciality')}: <span dir="ltr">{item.speciality.code}</span> {item.speciality.name}
                    </Muted>
                  ) : null}
                </Stack>
              </td>
              <td>
                <TermChip group="competitionStatus" value={item.status} />
              </td>
              <td>{item.average_mark === null ? <Muted>—</Muted> : item.average_mark}</td>
              <td>{item.achievement_points}</td>
              <td>{yesNo(item.consent)}</td>
              <td>{yesNo(item.original_documents)}</td>
              <td>
                <Stack spacing={0.25}>
                  <span>{t('applications.submitted', { date: formatDisplayDateTime(item.submitted_at) })}</span>
                  <Muted>{t('applications.updated', { date: formatDisplayDateTime(item.updated_at) })}</Muted>
                </Stack>
              </td>
            </tr>
          ))
      }
    </LoadedTableTab>
  );
}
