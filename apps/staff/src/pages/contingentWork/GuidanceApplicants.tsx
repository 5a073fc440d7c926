/**
 * The chosen industry's applicants, searched and paged: the applicant (linking to their 360 view)
 * with school and grade, intents, processing status, how many recommendations they have had, and
 * "Recommend" for those who may record interactions.
 */
import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { RecordHeaderCell } from '../../components/RecordHeaderCell.js';
import { ActionsHeader, ListTable } from '../../components/ListTable.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import type { PagedListState } from '../../components/PagedListArea.js';
import { TablePager } from '../../components/TablePager.js';
import { TermChip } from '../../components/TermChip.js';
import type { PagedListModel } from '../../models/pagedList.js';
import type { ReferenceListView } from '../../models/referenceLists.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { LabelChips } from './LabelChips.js';
import type { GuidanceApplicant } from './profnavigationModel.js';
import type { GuidanceFilter } from './profnavigationQuery.js';
import { useSchoolAndGrade } from './schoolAndGrade.js';

export interface GuidanceApplicantsProps {
  model: PagedListModel<GuidanceFilter, GuidanceApplicant>;
  state: PagedListState<GuidanceFilter, GuidanceApplicant>;
  industryLabel: string;
  intents: ReferenceListView;
  /** Offered to those who may record interactions. */
  onRecommend: ((applicant: GuidanceApplicant) => void) | null;
}

export function GuidanceApplicants({ model, state, industryLabel, intents, onRecommend }: GuidanceApplicantsProps) {
  const { t } = useTranslation('contingentWork');
  const schoolAndGrade = useSchoolAndGrade();
  const { rows, filter, total, loading } = state;
  const searched = filter.search !== '';
  return (
    <ResourceArea
      resource={model}
      empty={rows.length === 0}
      emptyNote={
        searched
          ? { title: t('guidance.noApplicantsFound'), hint: t('guidance.noApplicantsFoundHint') }
          : { title: t('guidance.noApplicants', { industry: industryLabel }), hint: t('guidance.noApplicantsHint') }
      }
    >
      <ListTable list="guidanceApplicants" caption={t('guidance.applicantsCaption', { industry: industryLabel, count: total })} busy={loading} minWidth={820}>
        <thead>
          <tr>
            <th scope="col">{t('guidance.applicantColumns.applicant')}</th>
            <th scope="col">{t('guidance.applicantColumns.intents')}</th>
            <th scope="col" style={{ width: 170 }}>
              {t('guidance.applicantColumns.status')}
            </th>
            <th scope="col" style={{ width: 130, textAlign: 'end' }}>
              {t('guidance.applicantColumns.recommendations')}
            </th>
            {onRecommend ? <ActionsHeader label={t('guidance.applicantColumns.actions')} width={150} /> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <RecordHeaderCell href={applicantHref(row.id)} name={row.fullname} detail={schoolAndGrade(row.school?.name ?? null, row.grade)} />
              <td>
                <LabelChips codes={row.intents} list={intents} none={t('noData')} />
              </td>
              <td>
                <TermChip group="processingStatus" value={row.processing_status} />
              </td>
              <td style={{ textAlign: 'end' }}>{row.recommendations}</td>
              {onRecommend ? (
                <td>
                  <Button size="sm" variant="outlined" aria-label={t('guidance.recommendNamed', { name: row.fullname })} onClick={() => onRecommend(row)}>
                    {t('guidance.recommend')}
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </ListTable>
      <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
    </ResourceArea>
  );
}
