/**
 * The students tab of a school: the applicants who study there, searched by name (after a pause
 * in typing), filtered by grade, paged; each name opens the applicant's page.
 */
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { buildPath } from '@abitura/sdk';
import { GRADE_OPTIONS, type GradeOption, type TablePageSize } from '@abitura/sdk/vocabulary';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ListTable } from '../../components/ListTable.js';
import { EmptyNote, LoadedArea, useFirstLoad } from '../../components/LoadedArea.js';
import { SearchField } from '../../components/SearchField.js';
import { TablePager } from '../../components/TablePager.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { NoData } from './NoData.js';
import type { StudentsModel } from './studentsModel.js';

export function StudentsTab({ model }: { model: StudentsModel }) {
  const { t } = useTranslation('organizations');
  const grades = useReferenceList('gradeOptions');
  const filter = useSignalValue(model.filter);
  const searchText = useSignalValue(model.searchText);
  const items = useSignalValue(model.items);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  const loaded = useSignalValue(model.loaded);
  const error = useSignalValue(model.error);
  useFirstLoad(model, true);
  const narrowed = filter.search !== '' || filter.grade !== null;
  const gradeLabel = (code: string) => grades.labelOf(code);

  return (
    <Stack spacing={2}>
      <Typography level="title-lg" component="h2">
        {t('students.title')}
      </Typography>
      <FilterBar label={t('students.filters')} narrowed={narrowed} onReset={model.resetFilters} rowFrom="sm" gapBelow={0}>
        <SearchField
          label={t('students.search')}
          value={searchText}
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
          onChange={(value) => model.setGrade(value as GradeOption | null)}
        />
      </FilterBar>
      <LoadedArea
        loaded={loaded}
        error={error}
        onRetry={() => void model.load()}
        empty={items.length === 0}
        emptyNote={<EmptyNote title={narrowed ? t('students.noResults') : t('students.empty')} busy={loading} />}
      >
        <ListTable caption={t('students.caption', { count: total })} busy={loading} minWidth={760}>
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
            {items.map((student) => (
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
        <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
      </LoadedArea>
    </Stack>
  );
}
