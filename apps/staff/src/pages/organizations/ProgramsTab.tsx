/**
 * The programmes tab of a college: its education programmes a page at a time, and a link to the
 * programmes list filtered to the college, where every filter and sort is. Listing programmes
 * needs its own right, which the tab names when it is missing.
 */
import { useTranslation } from 'react-i18next';
import { buildPath } from '@abitura/sdk';
import { useSession, useSignalValue } from '@abitura/ui';
import { LinkButton } from '../../components/LinkButton.js';
import { ListTable } from '../../components/ListTable.js';
import { MissingRight, ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { TabSection } from '../../components/TabSection.js';
import { ResourcePager } from '../../components/TablePager.js';
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
  const loading = useSignalValue(model.loading);
  useFirstLoad(model, allowed);
  if (!allowed) return <MissingRight text={t('programs.noPermission')} />;

  const duration = (months: number) => {
    const parts = durationParts(months);
    return [parts.years > 0 ? t('programs.years', { count: parts.years }) : '', parts.months > 0 ? t('programs.months', { count: parts.months }) : ''].filter(Boolean).join(' ');
  };

  return (
    <TabSection
      title={t('programs.title')}
      actions={
        <LinkButton href={collegeProgramsHref(organizationId)} variant="outlined">
          {t('programs.all')}
        </LinkButton>
      }
    >
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('programs.empty') }}>
        <ListTable list="organizationPrograms" caption={t('programs.caption', { count: total })} busy={loading} minWidth={900}>
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
        <ResourcePager resource={model} />
      </ResourceArea>
    </TabSection>
  );
}
