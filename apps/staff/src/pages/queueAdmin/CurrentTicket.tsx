/**
 * The desk's current ticket and what the operator may do now: "Call next" first (disabled, with
 * the reason beside it, while a ticket is still called or served here), then the ticket's code,
 * service, state and times in Moscow time, and only the moves the state machine allows for its
 * state. The buttons carry `data-step` so the console can move the keyboard to the usual next one.
 */
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignalValue } from '@abitura/ui';
import { moscowTime } from '../../models/calendarDates.js';
import type { ConsoleModel, TicketButton } from './consoleModel.js';

const LOOK: Readonly<Record<TicketButton, { variant: 'solid' | 'outlined' | 'plain'; color: 'primary' | 'success' | 'neutral' | 'warning' | 'danger' }>> = {
  start: { variant: 'solid', color: 'primary' },
  finish: { variant: 'solid', color: 'success' },
  recall: { variant: 'outlined', color: 'neutral' },
  noShow: { variant: 'outlined', color: 'warning' },
  transfer: { variant: 'outlined', color: 'neutral' },
  cancel: { variant: 'plain', color: 'danger' },
};

export interface CurrentTicketProps {
  model: ConsoleModel;
  onCallNext: () => void;
  /** A move of the current ticket; transfer and cancel open their dialogs. */
  onButton: (button: TicketButton) => void;
  /** What the last action did, under the buttons. */
  status: ReactNode;
}

export function CurrentTicket({ model, onCallNext, onButton, status }: CurrentTicketProps) {
  const { t } = useTranslation('queueAdmin');
  const titleId = useId();
  const reasonId = useId();
  const current = useSignalValue(model.current);
  const buttons = useSignalValue(model.buttons);
  const block = useSignalValue(model.callBlock);
  const busy = useSignalValue(model.busy);

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ gap: 1.5 }}>
      <Typography id={titleId} level="title-lg" component="h2">
        {t('console.current.title')}
      </Typography>
      <Button
        size="lg"
        data-step="callNext"
        disabled={block !== null || (busy !== null && busy !== 'callNext')}
        loading={busy === 'callNext'}
        aria-describedby={block && block.reason !== 'noDesk' ? reasonId : undefined}
        onClick={onCallNext}
        sx={{ minHeight: 56, fontSize: 'lg' }}
      >
        {t('console.callNext')}
      </Button>
      {block && block.reason !== 'noDesk' ? (
        <Typography id={reasonId} level="body-sm" textColor="text.secondary">
          {t(`console.callBlocked.${block.reason}`, { code: block.code })}
        </Typography>
      ) : null}
      {current ? (
        <Stack spacing={1} aria-label={t('console.current.label', { code: current.code })} role="group">
          <Typography level="h2" component="p" dir="ltr" sx={{ fontSize: { xs: '2.5rem', sm: '3rem' }, lineHeight: 1.1, textAlign: 'start' }}>
            {current.code}
          </Typography>
          <Typography level="title-md">{current.service}</Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Chip variant="soft" color={current.state === 'serving' ? 'primary' : 'warning'}>
              {t(`console.states.${current.state}`)}
            </Chip>
            {current.priority ? (
              <Chip variant="soft" color="danger">
                {t('console.current.priority')}
              </Chip>
            ) : null}
          </Stack>
          <Typography level="body-sm" textColor="text.secondary">
            {current.calledAt ? `${t('console.current.calledAt', { time: moscowTime(current.calledAt) })} · ` : ''}
            {t('console.current.issuedAt', { time: moscowTime(current.createdAt) })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={t('console.movesLabel', { code: current.code })} sx={{ pt: 0.5 }}>
            {buttons.map((button) => (
              <Button
                key={button}
                data-step={button}
                variant={LOOK[button].variant}
                color={LOOK[button].color}
                size={button === 'start' || button === 'finish' ? 'lg' : 'md'}
                loading={busy === button}
                disabled={busy !== null && busy !== button}
                onClick={() => onButton(button)}
              >
                {t(`console.moves.${button}`)}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Typography level="body-md" textColor="text.secondary">
          {t('console.current.none')}
        </Typography>
      )}
      {status}
    </Card>
  );
}
