/**
 * The status moves an event's card offers (the card's `moves`: what its status allows), one
 * button each. Canceling and deleting ask first, naming what follows; the others go at once. A
 * refusal is said in a toast (the dialog keeps it while asking), a move done too.
 */
import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventMove } from '@abitura/contracts/vocabulary';
import { useNotify } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useConfirmedAction } from '../../components/useConfirmedAction.js';
import { useFailureText } from '../../components/useFailureText.js';
import { CONFIRMED_MOVES, type EventPageModel } from './eventPageModel.js';

export interface EventMovesProps {
  model: Pick<EventPageModel, 'move'>;
  title: string;
  moves: readonly EventMove[];
}

export function EventMoves({ model, title, moves }: EventMovesProps) {
  const { t } = useTranslation('events');
  const notify = useNotify();
  const failureText = useFailureText();
  const [busy, setBusy] = useState<EventMove | null>(null);
  const confirmed = useConfirmedAction(async (move: EventMove) => {
    const outcome = await model.move(move);
    if (outcome.ok) notify({ level: 'success', message: t(`moved.${move}`, { title }) });
    return outcome;
  });

  const run = async (move: EventMove) => {
    setBusy(move);
    const outcome = await model.move(move);
    setBusy(null);
    notify(outcome.ok ? { level: 'success', message: t(`moved.${move}`, { title }) } : { level: 'error', message: failureText(outcome.failure) });
  };

  const asked = confirmed.target;
  return (
    <>
      {moves.map((move) => (
        <Button
          key={move}
          variant={move === 'confirm' || move === 'submit' ? 'solid' : 'outlined'}
          color={CONFIRMED_MOVES.includes(move) ? 'danger' : move === 'confirm' ? 'success' : 'primary'}
          loading={busy === move}
          disabled={busy !== null && busy !== move}
          onClick={() => (CONFIRMED_MOVES.includes(move) ? confirmed.ask(move) : void run(move))}
        >
          {t(`moves.${move}`)}
        </Button>
      ))}
      <ConfirmDialog {...confirmed.dialog} title={asked ? t(`confirm.${asked}.title`) : ''} confirmLabel={asked ? t(`moves.${asked}`) : ''}>
        {asked ? t(`confirm.${asked}.text`, { title }) : null}
      </ConfirmDialog>
    </>
  );
}
