/**
 * The programmes tab of a college: its education programmes a page at a time, and a link to the
 * programmes list filtered to the college, where every filter and sort is. Listing programmes
 * needs its own right, which the tab names when it is missing.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import type { TablePageSize } from '@abitura/sdk/vocabulary';
import { useSession, useSignalValue } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { ListTable } from '../../components/ListTable.js';
import { EmptyNote, LoadedArea, MissingRight, useFirstLoad } from '../../components/LoadedArea.js';
import { TablePager } from '../../components/TablePager.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { VIEW_PROGRAMS } from './permissions.js';
import type { ProgramsModel } from './programsModel.js';

/** The programmes list showing one college's programmes. */
export function collegeProgramsHref(organizationId: number): string {
  return `${buildPath('registry-programs-list')}?organization=${organizationId}`;
}

/** A length of study in months as years and months, the way admission rules state it. */
export function durationParts(months: number): { years: number; months: number } {
  return { years: Math.floor(months / 12), months: months % 12 };
}

export function ProgramsTab({ model, organizationId }: { model: ProgramsModel; organizationId: number }) {
  const { t } = useTranslation('organizations');
  const session = useSession();
  const allowed = session.can(VIEW_PROGRAMS);
  const grades = useReferenceList('gradeOptions');
  const items = useSignalValue(model.items);
  const total = useSignalValue(model.total);
  const page = useSignalValue(model.page);
  const pageSize = useSignalValue(model.pageSize);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  useFirstLoad(model, allowed);
  if (!allowed) return <MissingRight text={t('programs.noPermission')} />;

  const duration = (months: number) => {
    const parts = durationParts(months);
    return [parts.years > 0 ? t('programs.years', { count: parts.years }) : '', parts.months > 0 ? t('programs.months', { count: parts.months }) : ''].filter(Boolean).join(' ');
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={2} useFlexGap flexWrap="wrap">
        <Typography level="title-lg" component="h2">
          {t('programs.title')}
        </Typography>
        <LinkButton href={collegeProgramsHref(organizationId)} variant="outlined">
          {t('programs.all')}
        </LinkButton>
      </Stack>
      <LoadedArea loaded={loaded} error={error} onRetry={() => void model.load()} empty={items.length === 0} emptyNote={<EmptyNote title={t('programs.empty')} busy={loading} />}>
        <ListTable caption={t('programs.caption', { count: total })} busy={loading} minWidth={900}>
          <thead>
            <tr>
              <th scope="col" style={{ width: 130 }}>
                {t('programs.code')}
              </th>
              <th scope="col">{t('programs.name')}</th>
              <th scope="col">{t('programs.speciality')}</th>
              <th scope="col">{t('programs.studyForm')}</th>
              <th scope="col">{t('programs.baseGrade')}</th>
              <th scope="col">{t('programs.duration')}</th>
              <th scope="col" style={{ textAlign: 'end' }}>
                {t('programs.places')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((program) => (
              <tr key={program.id}>
                <td dir="ltr" style={{ textAlign: 'start' }}>
                  {program.code}
                </td>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {program.name}
                </th>
                <td>
                  <span dir="ltr">{program.speciality.code}</span> {program.speciality.name}
                </td>
                <td>{program.study_form}</td>
                <td>{grades.labelOf(program.base_grade)}</td>
                <td>{duration(program.duration_months)}</td>
                <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{t('programs.placesValue', { budget: program.budget_places, paid: program.paid_places })}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
        <TablePager page={page} pageSize={pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
      </LoadedArea>
    </Stack>
  );
}
