/**
 * The programmes an industry leads to, a page at a time: code, name, college, study form and
 * places (budget and paid). These are the industry recommendations staff offer an applicant.
 */
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { ListTable } from '../../components/ListTable.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { ResourcePager } from '../../components/TablePager.js';
import type { ProfnavigationModel } from './profnavigationModel.js';

export function IndustryPrograms({ model, industryLabel }: { model: ProfnavigationModel['programs']; industryLabel: string }) {
  const { t } = useTranslation('contingentWork');
  const items = useSignalValue(model.items);
  const total = useSignalValue(model.total);
  const loading = useSignalValue(model.loading);
  return (
    <ResourceArea resource={model} empty={items.length === 0} emptyNote={{ title: t('guidance.noPrograms'), hint: t('guidance.noProgramsHint') }}>
      <ListTable list="industryPrograms" caption={t('guidance.programsCaption', { industry: industryLabel, count: total })} busy={loading} minWidth={760}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 150 }}>
              {t('guidance.programColumns.code')}
            </th>
            <th scope="col">{t('guidance.programColumns.name')}</th>
            <th scope="col">{t('guidance.programColumns.college')}</th>
            <th scope="col">{t('guidance.programColumns.studyForm')}</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              {t('guidance.programColumns.places')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((program) => (
            <tr key={program.id}>
              <td dir="ltr" style={{ textAlign: 'start', whiteSpace: 'nowrap' }}>
                {program.code}
              </td>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                {program.name}
              </th>
              <td>{program.organization.short_name ?? program.organization.name}</td>
              <td>{program.study_form}</td>
              <td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>{t('guidance.places', { budget: program.budget_places, paid: program.paid_places })}</td>
            </tr>
          ))}
        </tbody>
      </ListTable>
      <ResourcePager resource={model} />
    </ResourceArea>
  );
}
