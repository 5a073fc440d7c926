/**
 * /newcontingent/list/search: find an applicant by a name, a phone, an e-mail or a СНИЛС in one
 * box, the hits arriving as the person types. The box and its hits are a combobox with a list of
 * options: the arrow keys move through the hits and Enter opens the highlighted applicant. When
 * the hits are not enough, the working list (every filter) and, for those allowed, adding an
 * applicant with the typed text are a click away.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { EmptyNote } from '../../components/LoadedArea.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { TypeaheadBox } from '../../components/TypeaheadBox.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useFailureText } from '../../components/useFailureText.js';
import { applicantHref, insertHref, workingListHref } from '../../models/applicantLinks.js';
import { ADD_APPLICANT, VIEW_CONTINGENT } from './permissions.js';
import { createQuickSearchModel, type QuickSearchModel } from './quickSearchModel.js';
import { SearchHit } from './SearchHit.js';

export default function QuickSearchPage(_props: PageProps) {
  const { t } = useTranslation('contingentWork');
  const { can } = useSession();
  const [, navigate] = useLocation();
  const model = useAddressBoundList((client, onQuery) => createQuickSearchModel({ client, onQuery }));
  const query = useSignalValue(model.query);
  const status = useSignalValue(model.status);
  const open = (id: number) => navigate(applicantHref(id));

  const addButton = can(ADD_APPLICANT) ? (
    <LinkButton href={insertHref(query)} variant={status === 'none' ? 'solid' : 'outlined'}>
      {t('search.add')}
    </LinkButton>
  ) : null;

  return (
    <>
      <PageHeader
        title={t('search.title')}
        subtitle={t('search.subtitle')}
        actions={
          <>
            {can(VIEW_CONTINGENT) ? (
              <LinkButton href={workingListHref(query.length >= 2 ? query : '')} variant="plain">
                {t('search.workingList')}
              </LinkButton>
            ) : null}
            {status === 'none' ? null : addButton}
          </>
        }
      />
      <TypeaheadBox
        model={model}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        hint={t('search.hint')}
        listLabel={t('search.hitsLabel', { query })}
        onPick={(hit) => open(hit.id)}
        autoFocus
        size="lg"
        startDecorator={<span aria-hidden>⌕</span>}
        controlSx={{ maxWidth: 720, mb: 2 }}
        listMaxWidth={720}
        statusLine={<ResultsStatus model={model} />}
        renderHit={(hit, option) => <SearchHit hit={hit} query={query} {...option} />}
      />
      {status === 'none' ? (
        <EmptyNote title={t('search.none', { query })} hint={t('search.noneHint')} action={addButton} />
      ) : null}
    </>
  );
}

/** What the area under the box says besides the hits: what to type, the wait, the failure, "refine". */
function ResultsStatus({ model }: { model: QuickSearchModel }) {
  const { t } = useTranslation('contingentWork');
  const failureText = useFailureText();
  const status = useSignalValue(model.status);
  const hits = useSignalValue(model.hits);
  const more = useSignalValue(model.more);
  const error = useSignalValue(model.error);
  if (status === 'failed') return <LoadState loading={false} error={failureText(error)} onRetry={() => void model.searchNow()} />;
  if (status === 'searching' && hits.length === 0) return <LoadState loading />;
  const line =
    status === 'idle' ? t('search.idle') : status === 'short' ? t('search.short') : status === 'found' ? (more ? t('search.more', { count: hits.length }) : t('search.found', { count: hits.length })) : null;
  return (
    <Stack sx={{ maxWidth: 720, mb: 1 }}>
      <Typography role="status" level="body-sm" textColor={more && status === 'found' ? 'warning.plainColor' : 'text.secondary'}>
        {line ?? <span style={visuallyHidden}>{status === 'searching' ? t('search.searching') : ''}</span>}
      </Typography>
    </Stack>
  );
}
