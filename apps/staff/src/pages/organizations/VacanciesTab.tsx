/** The vacancies tab: an organization's vacant places by speciality, base grade and study form (read only). */
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea, useFirstLoad } from '../../components/LoadedArea.js';
import { NoData } from '../../components/NoData.js';
import { TabSection } from '../../components/TabSection.js';
import { useReferenceList } from '../../models/referenceLists.js';
import type { VacanciesModel } from './vacanciesModel.js';

export function VacanciesTab({ model }: { model: VacanciesModel }) {
  const { t } = useTranslation('organizations');
  const grades = useReferenceList('gradeOptions');
  const items = useSignalValue(model.items);
  const loading = useSignalValue(model.loading);
  useFirstLoad(model, true);
  const budget = items.reduce((sum, item) => sum + item.budget_places, 0);
  const paid = items.reduce((sum, item) => sum + item.paid_places, 0);
  return (
    <TabSection title={t('vacancies.title')}>
      <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('vacancies.empty') }}>
        <ListTable list="organizationVacancies" caption={t('vacancies.caption', { count: items.length })} busy={loading} minWidth={760}>
          <thead>
            <tr>
              <th scope="col">{t('vacancies.speciality')}</th>
              <th scope="col">{t('vacancies.baseGrade')}</th>
              <th scope="col">{t('vacancies.studyForm')}</th>
              <th scope="col" style={{ width: 110, textAlign: 'end' }}>
                {t('vacancies.budget')}
              </th>
              <th scope="col" style={{ width: 110, textAlign: 'end' }}>
                {t('vacancies.paid')}
              </th>
              <th scope="col" style={{ width: 120 }}>
                {t('vacancies.updatedAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((vacancy) => (
              <tr key={vacancy.id}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  <span dir="ltr">{vacancy.spec.code}</span> {vacancy.spec.name}
                </th>
                <td>{vacancy.base_grade ? grades.labelOf(vacancy.base_grade) : <NoData />}</td>
                <td>{vacancy.study_form ?? <NoData />}</td>
                <td style={{ textAlign: 'end' }}>{vacancy.budget_places}</td>
                <td style={{ textAlign: 'end' }}>{vacancy.paid_places}</td>
                <td>{formatDisplayDate(vacancy.updated_at)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t('vacancies.total')}
              </th>
              <td style={{ textAlign: 'end' }}>{budget}</td>
              <td style={{ textAlign: 'end' }}>{paid}</td>
              <td />
            </tr>
          </tfoot>
        </ListTable>
      </ResourceArea>
    </TabSection>
  );
}
