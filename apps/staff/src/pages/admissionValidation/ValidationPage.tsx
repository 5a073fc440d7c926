/**
 * /admission/validation: the season's problems to fix. Counts per check (chips that show one
 * check) and per college (a click narrows to it), severity and college filters, sorting and
 * paging, all in the address; each finding with its sentence, the applicant's card and a fix on
 * the spot (FixDialog). A fix, or a change elsewhere in the season (followed live), reads the
 * worklist again, so a fixed finding leaves without a reload. Export of every finding shown.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '@abitura/contracts';
import { formatDisplayDateTime, useClient, useSession, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { FilterBar } from '../../components/FilterBar.js';
import { FilterSelect } from '../../components/FilterSelect.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { PageHeader } from '../../components/PageHeader.js';
import { usePagedListState } from '../../components/PagedListArea.js';
import { SeasonSelect } from '../../components/SeasonSelect.js';
import { TableExportButton, TableExportNotice } from '../../components/TableExportControls.js';
import { TablePager } from '../../components/TablePager.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import type { TablePageSize } from '@abitura/contracts/vocabulary';
import { createFindingFixes } from './findingFixes.js';
import { useFindingSentence } from './findingText.js';
import { FixDialog } from './OtherFixes.js';
import { createFindingsExport } from './validationExport.js';
import { createValidationModel } from './validationModel.js';
import { SEVERITIES, toggledChecks } from './validationQuery.js';
import { CheckCounts, CollegeCounts, FindingsTable } from './ValidationParts.js';

export default function ValidationPage(_props: PageProps) {
  const { t } = useTranslation('admissionValidation');
  const terms = useTranslation('admissionTerms').t;
  const client = useClient();
  const session = useSession();
  const sentence = useFindingSentence();
  const model = useAddressBoundList((listClient, onQuery) => createValidationModel({ client: listClient, onQuery }));
  const list = usePagedListState(model);
  const { filter, rows, total } = list;
  const seasons = useSignalValue(model.seasons.seasons);
  const seasonsLoaded = useSignalValue(model.seasons.loaded);
  const seasonId = useSignalValue(model.seasonId);
  const counts = useSignalValue(model.counts);
  const colleges = useSignalValue(model.colleges);
  const checkedAt = useSignalValue(model.checkedAt);
  const filtered = useSignalValue(model.filtered);
  const canFix = session.can('manageAdmission');

  const [fixing, setFixing] = useState<Finding | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const fixes = useMemo(() => createFindingFixes({ client, refresh: model.refresh }), [client, model]);
  const exporter = useMemo(
    () =>
      createFindingsExport({
        client,
        current: () => ({ filter: model.filter.peek(), seasonId: model.seasonId.peek() }),
        sheet: () => ({
          title: t('export.title'),
          columns: [
            { header: t('columns.check'), width: 36 },
            { header: t('columns.severity'), width: 16 },
            { header: t('columns.sentence'), width: 70 },
            { header: t('columns.applicant'), width: 32 },
            { header: t('export.college'), width: 40 },
            { header: t('export.group'), width: 40 },
          ],
        }),
        cells: (finding) => [
          terms(`check.${finding.check}`),
          terms(`severity.${finding.severity}`),
          sentence(finding),
          finding.applicant?.fullname ?? '',
          finding.college?.name ?? '',
          finding.group?.name ?? '',
        ],
        baseName: () => t('export.fileName', { year: model.seasons.season.peek()?.year ?? '' }),
      }),
    [client, model, t, terms, sentence],
  );

  const collegeChoices = colleges.map(({ college }) => ({ value: String(college.id), label: college.name }));
  const noSeasons = seasonsLoaded && seasons.length === 0;

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={checkedAt ? t('checkedAt', { at: formatDisplayDateTime(checkedAt) }) : null}
        actions={<TableExportButton model={exporter} disabled={total === 0 || seasonId === null} />}
      />
      <TableExportNotice model={exporter} />
      {note ? <FeedbackNotice text={note} onClose={() => setNote(null)} /> : null}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'flex-end' }} sx={{ mb: 2 }}>
        <SeasonSelect seasons={seasons} value={seasonId} onChange={model.chooseSeason} />
      </Stack>
      {noSeasons ? (
        <Typography role="status">{t('noSeasons')}</Typography>
      ) : (
        <>
          <CheckCounts counts={counts} chosen={filter.checks} onToggle={(check) => model.setFilters({ checks: toggledChecks(filter.checks, check) })} />
          <FilterBar label={t('filters.label')} narrowed={filtered} onReset={model.clearFilters}>
            <FilterSelect
              label={t('filters.severity')}
              value={filter.severity}
              anyLabel={t('filters.anySeverity')}
              choices={SEVERITIES.map((value) => ({ value, label: terms(`severity.${value}`) }))}
              onChange={(value) => model.setFilters({ severity: value as (typeof SEVERITIES)[number] | null })}
            />
            <FilterSelect
              label={t('filters.college')}
              value={filter.college === null ? null : String(filter.college)}
              anyLabel={t('filters.anyCollege')}
              choices={collegeChoices}
              unknownLabel={(id) => t('filters.collegeNumber', { id })}
              onChange={(value) => model.setFilters({ college: value === null ? null : Number(value) })}
              minWidth={280}
            />
          </FilterBar>
          <CollegeCounts colleges={colleges} chosen={filter.college} onChoose={(college) => model.setFilters({ college })} />
          <ResourceArea
            resource={model}
            empty={rows.length === 0}
            emptyNote={filtered ? { title: t('empty.noResults'), hint: t('empty.noResultsHint') } : { title: t('empty.clean'), hint: t('empty.cleanHint') }}
            minHeight={240}
          >
            <FindingsTable
              rows={rows}
              caption={t('caption', { count: total })}
              sort={filter.sort}
              dir={filter.dir}
              busy={list.loading}
              onSort={model.sortBy}
              onFix={setFixing}
              canFix={canFix}
            />
            <TablePager page={filter.page} pageSize={filter.pageSize} total={total} onPage={model.setPage} onPageSize={(size) => model.setPageSize(size as TablePageSize)} />
          </ResourceArea>
        </>
      )}
      {fixing && seasonId !== null ? (
        <FixDialog
          key={fixing.key}
          finding={fixing}
          seasonId={seasonId}
          fixes={fixes}
          onClose={() => setFixing(null)}
          onFixed={(text) => {
            setFixing(null);
            setNote(text);
          }}
        />
      ) : null}
    </>
  );
}
