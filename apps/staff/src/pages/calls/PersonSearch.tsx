/**
 * The call card's person search: a combobox over the hits as the operator types a name, a phone,
 * an e-mail, an id number or "#id". The first hit is highlighted, the arrow keys move the
 * highlight and Enter picks it, so the usual call starts without the mouse.
 */
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@abitura/contracts/validation';
import type { CallPerson } from '@abitura/contracts';
import { formatDisplayDate, useSignalValue } from '@abitura/ui';
import { LoadState } from '../../components/LoadState.js';
import { TermChip } from '../../components/TermChip.js';
import { TypeaheadBox, TypeaheadOption, type TypeaheadOptionState } from '../../components/TypeaheadBox.js';
import { useFailureText } from '../../components/useFailureText.js';
import type { PersonSearchModel } from '../../models/personSearchModel.js';

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
  const status = useSignalValue(model.status);
  const hits = useSignalValue(model.hits);
  const more = useSignalValue(model.more);
  const error = useSignalValue(model.error);

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
      <TypeaheadBox
        model={model}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        hint={t('search.hint')}
        listLabel={t('search.hitsLabel')}
        onPick={onPick}
        autoFocus={autoFocus}
        controlId={inputId}
        statusLine={
          status === 'failed' ? (
            <LoadState loading={false} error={failureText(error)} onRetry={() => void model.searchNow()} />
          ) : (
            <Typography role="status" level="body-sm" textColor="text.secondary">
              {line}
            </Typography>
          )
        }
        renderHit={(hit, option) => <PersonOption hit={hit} {...option} />}
      />
    </Stack>
  );
}

function PersonOption({ hit, ...option }: TypeaheadOptionState & { hit: CallPerson }) {
  const { t } = useTranslation('calls');
  const birth = formatDisplayDate(hit.birth_date);
  return (
    <TypeaheadOption {...option} spacing={0.25} py={1} outlineActive={false}>
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
    </TypeaheadOption>
  );
}
