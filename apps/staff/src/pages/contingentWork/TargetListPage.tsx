/**
 * /newcontingent/list/target: the applicants the campaign must reach, highest priority first, for
 * operators to call one at a time. "Take the next one" claims the first applicant nobody holds and
 * opens them; a row can be taken or, when it is the signed-in user's, released. A claim lasts
 * CLAIM_MINUTES, which the page says. Someone else taking an applicant first reads as the
 * server's sentence and the list is read again; it is also read again every half minute, so
 * others' claims show up. The filter and page live in the address.
 */
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { CLAIM_MINUTES } from '@abitura/contracts';
import { systemClock } from '@abitura/sdk';
import { useNotify, useSignalValue } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { FilterBar } from '../../components/FilterBar.js';
import { MultiChoiceField } from '../../components/MultiChoiceField.js';
import { PageHeader } from '../../components/PageHeader.js';
import { PagedListArea, usePagedListState } from '../../components/PagedListArea.js';
import { useTermLabel } from '../../components/TermChip.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useFailureText } from '../../components/useFailureText.js';
import { useReferenceList } from '../../models/referenceLists.js';
import { applicantHref } from '../../models/applicantLinks.js';
import { claimUntilText } from './claimText.js';
import { choiceList } from './queryLists.js';
import { createTargetListModel, type TargetListModel } from './targetListModel.js';
import { CATEGORY_VALUES, STATUS_VALUES } from './targetQuery.js';
import { TargetTable } from './TargetTable.js';

export default function TargetListPage(_props: PageProps) {
  const { t } = useTranslation('contingentWork');
  const notify = useNotify();
  const [, navigate] = useLocation();
  const term = useTermLabel();
  const categories = useReferenceList('applicantCategories', { withArchived: true });
  const model = useAddressBoundList((client, onQuery) => createTargetListModel({ client, onQuery }));
  const list = usePagedListState(model);
  const acting = useSignalValue(model.busy);
  useEffect(() => model.startRefresh(), [model]);

  const takeNext = async () => {
    const item = await model.takeNext();
    if (item === null) return;
    notify({ level: 'success', message: t('target.claimed', { name: item.fullname, until: item.claim ? claimUntilText(item.claim.until, systemClock.now()) : '' }) });
    navigate(applicantHref(item.id));
  };

  return (
    <>
      <PageHeader
        title={t('target.title')}
        subtitle={list.loaded ? t('target.count', { count: list.total }) : null}
        actions={
          <Button loading={acting === 'next'} disabled={acting !== null && acting !== 'next'} onClick={() => void takeNext()}>
            {t('target.takeNext')}
          </Button>
        }
      />
      <Typography level="body-sm" sx={{ mb: 2, maxWidth: 760 }}>
        {t('target.explain', { minutes: CLAIM_MINUTES })}
      </Typography>
      <TargetNoticeLine model={model} />
      <FilterBar label={t('target.filters')} narrowed={list.narrowed} onReset={model.resetFilters}>
        <MultiChoiceField
          label={t('target.category')}
          values={list.filter.category}
          choices={CATEGORY_VALUES.map((value) => ({ value, label: categories.labelOf(value) }))}
          anyLabel={t('filters.any')}
          onChange={(category) => model.setFilters({ category: choiceList(category, CATEGORY_VALUES) })}
          minWidth={260}
        />
        <MultiChoiceField
          label={t('target.status')}
          values={list.filter.status}
          choices={STATUS_VALUES.map((value) => ({ value, label: term('processingStatus', value) }))}
          anyLabel={t('target.openStatuses')}
          onChange={(status) => model.setFilters({ status: choiceList(status, STATUS_VALUES) })}
        />
        <Checkbox label={t('target.unclaimed')} checked={list.filter.unclaimed} onChange={(event) => model.setFilters({ unclaimed: event.target.checked })} sx={{ alignSelf: { md: 'center' }, mt: { md: 3 } }} />
      </FilterBar>
      <PagedListArea model={model} state={list} empty={{ title: t('target.empty'), hint: t('target.emptyHint') }} noResults={{ title: t('target.noResults'), hint: t('target.noResultsHint') }}>
        <TargetTable
          rows={list.rows}
          caption={t('target.caption', { count: list.total })}
          busy={list.loading}
          acting={acting}
          categories={categories}
          onTake={(id) => void model.take(id)}
          onRelease={(id) => void model.release(id)}
        />
      </PagedListArea>
    </>
  );
}

/** What the last claim or release did: taken until when, released, or why not. */
function TargetNoticeLine({ model }: { model: TargetListModel }) {
  const { t } = useTranslation('contingentWork');
  const failureText = useFailureText();
  const notice = useSignalValue(model.notice);
  if (notice === null) return null;
  const close = { onClose: model.dismissNotice, closeLabel: t('notice.close') };
  switch (notice.kind) {
    case 'claimed':
      return <FeedbackNotice text={t('target.claimed', { name: notice.name, until: notice.until === '' ? '' : claimUntilText(notice.until, systemClock.now()) })} {...close} />;
    case 'released':
      return <FeedbackNotice text={t('target.released', { name: notice.name })} {...close} />;
    case 'notHeld':
      return <FeedbackNotice color="warning" text={`${t('target.notHeld', { name: notice.name })} ${t('target.refreshed')}`} {...close} />;
    case 'conflict':
      return <FeedbackNotice color="warning" text={`${failureText(notice.failure)} ${t('target.refreshed')}`} {...close} />;
    case 'failed':
      return <FeedbackNotice color="danger" text={failureText(notice.failure)} {...close} />;
  }
}
