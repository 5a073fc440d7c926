/**
 * /interactions/letters: the outbox a page at a time, newest first, filtered by statuses and
 * searched in the recipient and subject, with the state in the address. A letter opens in a
 * dialog with its text; those who manage letters send one again or cancel one not sent yet, each
 * after a confirmation, and only where the letter state machine allows it. The model holds the
 * state; this renders it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LetterListItem } from '@abitura/contracts';
import { useNotify, useSession } from '@abitura/ui';
import type { PageProps } from '../../app/pageRegistry.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PageHeader } from '../../components/PageHeader.js';
import { listFiltersProps, PagedListArea, sortableTableProps, usePagedListState } from '../../components/PagedListArea.js';
import { useAddressBoundList } from '../../components/useAddressBoundList.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { LetterDialog } from './LetterDialog.js';
import { LettersFilters } from './LettersFilters.js';
import { createLettersModel, type LetterAction } from './lettersListModel.js';
import { LettersTable } from './LettersTable.js';
import { MANAGE_LETTERS } from './permissions.js';

export default function LettersPage(_props: PageProps) {
  const { t } = useTranslation('callCentre');
  const session = useSession();
  const notify = useNotify();
  const model = useAddressBoundList((client, onQuery) => createLettersModel({ client, onQuery }));
  const list = usePagedListState(model);
  const canManage = session.can(MANAGE_LETTERS);
  const [action, setAction] = useState<LetterAction>('resend');
  const confirmed = useConfirmedAction(async (letter: LetterListItem) => {
    const outcome = action === 'resend' ? await model.resend(letter.id) : await model.decline(letter.id);
    if (outcome.ok) notify({ level: 'success', message: t(action === 'resend' ? 'letters.resent' : 'letters.declined') });
    return outcome;
  });
  const target = confirmed.target;

  return (
    <>
      <PageHeader title={t('letters.title')} subtitle={list.loaded ? t('letters.count', { count: list.total }) : null} />
      <LettersFilters {...listFiltersProps(list, model)} />
      <PagedListArea
        model={model}
        state={list}
        empty={{ title: t('letters.empty'), hint: t('letters.emptyHint') }}
        noResults={{ title: t('letters.noResults'), hint: t('letters.noResultsHint') }}
      >
        <LettersTable
          {...sortableTableProps(list, model, t('letters.caption', { count: list.total }))}
          canManage={canManage}
          onOpen={(letter) => void model.openLetter(letter.id)}
          onAction={(next, letter) => {
            setAction(next);
            confirmed.ask(letter);
          }}
        />
      </PagedListArea>
      <LetterDialog model={model} />
      {canManage ? (
        <ConfirmDialog
          {...confirmed.dialog}
          title={t(action === 'resend' ? 'letters.resendTitle' : 'letters.declineTitle')}
          confirmLabel={t(action === 'resend' ? 'letters.resend' : 'letters.decline')}
          color={action === 'resend' ? 'primary' : 'danger'}
        >
          {target === null ? null : t(action === 'resend' ? 'letters.resendText' : 'letters.declineText', { subject: target.subject, to: target.to })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
