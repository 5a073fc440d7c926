/**
 * /newcontingent/list/search: find an applicant by a name, a phone, an e-mail or a СНИЛС in one
 * box, the hits arriving as the person types. The box and its hits are a combobox with a list of
 * options: the arrow keys move through the hits and Enter opens the highlighted applicant. When
 * the hits are not enough, the working list (every filter) and, for those allowed, adding an
 * applicant with the typed text are a click away.
 */
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { LinkButton } from '../../components/LinkButton.js';
import { EmptyNote } from '../../components/LoadedArea.js';
import { LoadState } from '../../components/LoadState.js';
import { PageHeader } from '../../components/PageHeader.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useFailureText } from '../../components/useFailureText.js';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import { applicantHref, insertHref, workingListHref } from './applicantLinks.js';
import { ADD_APPLICANT, VIEW_CONTINGENT } from './permissions.js';
import { createQuickSearchModel, type QuickSearchModel } from './quickSearchModel.js';
import { SearchHit } from './SearchHit.js';

export default function QuickSearchPage(_props: PageProps) {
  const { t } = useTranslation('contingentWork');
  const { can } = useSession();
  const [, navigate] = useLocation();
  const model = useAddressBoundList((client, onQuery) => createQuickSearchModel({ client, onQuery }));
  const text = useSignalValue(model.text);
  const query = useSignalValue(model.query);
  const status = useSignalValue(model.status);
  const hits = useSignalValue(model.hits);
  const active = useSignalValue(model.active);
  const baseId = useId();
  const listId = `${baseId}-hits`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-hit-${index}`;
  const open = (id: number) => navigate(applicantHref(id));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = model.activeHit.peek();
      if (hit) open(hit.id);
      else void model.searchNow();
    } else if (event.key === 'Escape') {
      model.setActive(-1);
    }
  };

  const addButton = can(ADD_APPLICANT) ? (
    <LinkButton href={insertHref(query)} variant={status === 'none' ? 'solid' : 'outlined'}>
      {t('search.add')}
    </LinkButton>
  ) : null;
  const showsHits = hits.length > 0 && (status === 'found' || status === 'searching');

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
      <FormControl sx={{ maxWidth: 720, mb: 2 }}>
        <FormLabel>{t('search.label')}</FormLabel>
        <Input
          type="search"
          size="lg"
          autoFocus
          value={text}
          placeholder={t('search.placeholder')}
          startDecorator={<span aria-hidden>⌕</span>}
          onChange={(event) => model.setText(event.target.value)}
          slotProps={{
            input: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': showsHits,
              'aria-controls': listId,
              'aria-describedby': hintId,
              ...(showsHits && active >= 0 ? { 'aria-activedescendant': optionId(active) } : {}),
              maxLength: MAX_SEARCH_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              onKeyDown,
            },
          }}
        />
        <FormHelperText id={hintId}>{t('search.hint')}</FormHelperText>
      </FormControl>
      <ResultsStatus model={model} />
      <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 720, overflow: 'hidden', display: showsHits ? 'block' : 'none', opacity: status === 'searching' ? 0.6 : 1 }}>
        <div id={listId} role="listbox" aria-label={t('search.hitsLabel', { query })} aria-busy={status === 'searching'}>
          {showsHits
            ? hits.map((hit, index) => (
                <SearchHit key={hit.id} hit={hit} query={query} id={optionId(index)} active={index === active} onOpen={() => open(hit.id)} onPoint={() => index !== active && model.setActive(index)} />
              ))
            : null}
        </div>
      </Sheet>
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
