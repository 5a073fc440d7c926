/**
 * The contingent at a glance: the caller's own applicants by what is left to do with them, then
 * everyone's (waiting, nobody's, to call back). Every count opens the working list filtered to
 * exactly the applicants it counts.
 */
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { ProcessingStatus } from '@abitura/contracts/vocabulary';
import { formatCount } from '../../../charts/index.js';
import { useTermLabel } from '../../../components/TermChip.js';
import { contingentListHref } from '../../../models/contingentQuery.js';
import { CountLinks } from '../CountLinks.js';
import { KeyNumber } from '../KeyNumber.js';
import type { ContingentOverview } from '../sources.js';
import type { TileProps } from '../tileKit.js';

/** The processing statuses that close an applicant's work, one way or another. */
const CLOSED: readonly ProcessingStatus[] = ['work_done', 'work_end', 'process_not_need'];

export function ContingentTile({ data }: TileProps<ContingentOverview>) {
  const { t, i18n } = useTranslation('home');
  const term = useTermLabel();
  const count = (value: number) => formatCount(value, i18n.language);
  const { mine, all } = data;
  const closed = CLOSED.reduce((sum, status) => sum + mine.byStatus[status], 0);

  return (
    <Stack spacing={2}>
      {mine.total > 0 ? (
        <>
          <KeyNumber label={t('contingent.mine')} value={count(mine.total)} />
          <CountLinks
            items={[
              { key: 'not_processed', label: term('processingStatus', 'not_processed'), value: count(mine.byStatus.not_processed), href: contingentListHref({ curator: 'me', processing_status: ['not_processed'] }) },
              { key: 'in_progress', label: term('processingStatus', 'in_progress'), value: count(mine.byStatus.in_progress), href: contingentListHref({ curator: 'me', processing_status: ['in_progress'] }) },
              { key: 'recall', label: term('flag', 'recall'), value: count(mine.recall), href: contingentListHref({ curator: 'me', flags: ['recall'] }), tone: mine.recall > 0 ? 'warning' : undefined },
              { key: 'closed', label: t('contingent.closed'), value: count(closed), href: contingentListHref({ curator: 'me', processing_status: CLOSED }) },
            ]}
          />
        </>
      ) : (
        <Typography level="body-sm" textColor="text.secondary">
          {t('contingent.noneMine')}
        </Typography>
      )}
      <Typography level="title-sm" component="h3">
        {t('contingent.everyone')}
      </Typography>
      <CountLinks
        items={[
          { key: 'all', label: t('contingent.total'), value: count(all.total), href: contingentListHref({}) },
          { key: 'all-not_processed', label: term('processingStatus', 'not_processed'), value: count(all.byStatus.not_processed), href: contingentListHref({ processing_status: ['not_processed'] }) },
          { key: 'all-unassigned', label: t('contingent.unassigned'), value: count(all.unassigned), href: contingentListHref({ curator: 'none' }) },
          { key: 'all-recall', label: term('flag', 'recall'), value: count(all.recall), href: contingentListHref({ flags: ['recall'] }) },
        ]}
      />
      <Link component={RouterLink} href={contingentListHref({})} level="body-sm">
        {t('contingent.list')}
      </Link>
    </Stack>
  );
}
