/**
 * The students tab of a school: the applicants who study there, searched by name (after a pause
 * in typing), filtered by grade, paged; each name opens the applicant's page.
 */
import Link from '@mui/joy/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { GRADE_OPTIONS, type GradeOption } from '@abitura/contracts/vocabulary';
import { formatDisplayDate } from '@abitura/ui';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ListTable } from '../../components/ListTable.js';
import { useFirstLoad } from '../../components/LoadedArea.js';
import { NoData } from '../../components/NoData.js';
import { PagedListArea, usePagedListState } from '../../components/PagedListArea.js';
import { SearchField } from '../../components/SearchField.js';
import { TabSection } from '../../components/TabSection.js';
import { useReferenceList } from '../../models/referenceLists.js';
import type { StudentsModel } from './studentsModel.js';

export function StudentsTab({ model }: { model: StudentsModel }) {
  const { t } = useTranslation('organizations');
  const grades = useReferenceList('gradeOptions');
  const list = usePagedListState(model);
  const { filter, rows, total, loading } = list;
  useFirstLoad(model, true);
  const gradeLabel = (code: string) => grades.labelOf(code);

  return (
    <TabSection title={t('students.title')}>
      <FilterBar label={t('students.filters')} narrowed={list.narrowed} onReset={model.resetFilters} rowFrom="sm" gapBelow={0}>
        <SearchField
          label={t('students.search')}
          value={list.searchText}
          placeholder={t('students.searchPlaceholder')}
          onChange={model.setSearchText}
          onSearchNow={model.commitSearch}
          rowFrom="sm"
        />
        <FilterSelect
          label={t('students.grade')}
          value={filter.grade}
          choices={GRADE_OPTIONS.map((option) => ({ value: option.value, label: gradeLabel(option.value) }))}
          anyLabel={t('students.anyGrade')}
          onChange={(grade) => model.setFilters({ grade: grade as GradeOption | null })}
        />
      </FilterBar>
      <PagedListArea model={model} state={list} empty={{ title: t('students.empty') }} noResults={{ title: t('students.noResults') }} compact>
        <ListTable list="organizationStudents" caption={t('students.caption', { count: total })} busy={loading} minWidth={760}>
          <thead>
            <tr>
              <th scope="col">{t('students.fullname')}</th>
              <th scope="col">{t('students.birthDate')}</th>
              <th scope="col">{t('students.grade')}</th>
              <th scope="col">{t('students.graduationYear')}</th>
              <th scope="col">{t('students.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((student) => (
              <tr key={student.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  <Link component={RouterLink} href={buildPath('newcontingent-view', { id: student.id })}>
                    {student.fullname}
                  </Link>
                </th>
                <td>{student.birth_date ? formatDisplayDate(student.birth_date) : <NoData />}</td>
                <td>{student.grade ? gradeLabel(student.grade) : <NoData />}</td>
                <td>{student.graduation_year ?? <NoData />}</td>
                <td>{student.processing_status ? t(`students.statuses.${student.processing_status}`, { defaultValue: student.processing_status }) : <NoData />}</td>
              </tr>
            ))}
          </tbody>
        </ListTable>
      </PagedListArea>
    </TabSection>
  );
}
