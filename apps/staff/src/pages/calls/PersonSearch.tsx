/**
 * The call card's person search: a combobox over the hits as the operator types a name, a phone,
 * an e-mail, an id number or "#id". The first hit is highlighted, the arrow keys move the
 * highlight and Enter picks it, so the usual call starts without the mouse.
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
import { formatPhone } from '@abitura/sdk';
import type { CallPerson } from '@abitura/sdk/contracts';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { LoadState } from '../../components/LoadState.js';
import { TermChip } from '../../components/TermChip.js';
import { useFailureText } from '../../components/useFailureText.js';
import { MAX_SEARCH_LENGTH } from '../../models/listQuery.js';
import type { PersonSearchModel } from './personSearchModel.js';

export interface PersonSearchProps {
  model: PersonSearchModel;
  onPick: (person: CallPerson) => void;
  autoFocus: boolean;
  /** The box's id, for the page to bring the focus back to it. */
  inputId: string;
}

export function PersonSearch({ model, onPick, autoFocus, inputId }: PersonSearchProps) {
  const { t } = useTranslation('calls');
  const failureText = useFailureText();
  const text = useSignalValue(model.text);
  const status = useSignalValue(model.status);
  const hits = useSignalValue(model.hits);
  const more = useSignalValue(model.more);
  const active = useSignalValue(model.active);
  const error = useSignalValue(model.error);
  const baseId = useId();
  const listId = `${baseId}-hits`;
  const hintId = `${baseId}-hint`;
  const optionId = (index: number) => `${baseId}-hit-${index}`;
  const showsHits = hits.length > 0 && (status === 'found' || status === 'searching');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      model.moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = model.activeHit.peek();
      if (hit && status === 'found') onPick(hit);
      else void model.searchNow();
    } else if (event.key === 'Escape') {
      model.setActive(-1);
    }
  };

  const line =
    status === 'idle'
      ? t('search.idle')
      : status === 'short'
        ? t('search.short')
        : status === 'none'
          ? t('search.none')
          : status === 'found'
            ? more
              ? t('search.more', { count: hits.length })
              : t('search.found', { count: hits.length })
            : status === 'searching'
              ? t('search.searching')
              : '';

  return (
    <Stack spacing={1}>
      <FormControl id={inputId}>
        <FormLabel>{t('search.label')}</FormLabel>
        <Input
          type="search"
          autoFocus={autoFocus}
          value={text}
          placeholder={t('search.placeholder')}
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
      {status === 'failed' ? (
        <LoadState loading={false} error={failureText(error)} onRetry={() => void model.searchNow()} />
      ) : (
        <Typography role="status" level="body-sm" textColor="text.secondary">
          {line}
        </Typography>
      )}
      <Sheet variant="outlined" sx={{ borderRadius: 'md', overflow: 'hidden', display: showsHits ? 'block' : 'none', opacity: status === 'searching' ? 0.6 : 1 }}>
        <div id={listId} role="listbox" aria-label={t('search.hitsLabel')} aria-busy={status === 'searching'}>
          {showsHits
            ? hits.map((hit, index) => (
                <PersonOption key={hit.id} hit={hit} id={optionId(index)} active={index === active} onPick={() => onPick(hit)} onPoint={() => index !== active && model.setActive(index)} />
              ))
            : null}
        </div>
      </Sheet>
    </Stack>
  );
}

function PersonOption({ hit, id, active, onPick, onPoint }: { hit: CallPerson; id: string; active: boolean; onPick: () => void; onPoint: () => void }) {
  const { t } = useTranslation('calls');
  const birth = formatDisplayDate(hit.birth_date);
  return (
    <Stack
      role="option"
      id={id}
      aria-selected={active}
      spacing={0.25}
      onClick={onPick}
      onMouseMove={onPoint}
      sx={{
        px: 2,
        py: 1,
        cursor: 'pointer',
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: active ? 'primary.softBg' : 'transparent',
        '&:last-of-type': { borderBottom: 'none' },
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography level="title-sm" component="span">
          {hit.fullname}
        </Typography>
        <TermChip group="processingStatus" value={hit.processing_status} />
      </Stack>
      <Typography level="body-xs" textColor="text.secondary">
        {[`#${hit.id}`, birth === '' ? null : t('person.born', { date: birth }), hit.school].filter((part) => part !== null).join(' · ')}
        {hit.phones.length > 0 ? ' · ' : null}
        {hit.phones.length > 0 ? <bdi dir="ltr">{hit.phones.map(formatPhone).join(', ')}</bdi> : null}
      </Typography>
    </Stack>
  );
}
