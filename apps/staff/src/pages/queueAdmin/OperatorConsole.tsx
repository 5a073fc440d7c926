/**
 * The operator console, on /qms/operator and as a tab of /qms/admin: the desk the operator works
 * at (change it, leave it), the current ticket with the moves its state allows, the big "Call
 * next", and who waits. It follows the desk's live topic while shown. Made for the keyboard:
 * after every action the focus lands on the usual next step (call, start, finish), so an operator
 * presses Enter through a visit; what each action did is said in a polite status line, and a
 * refusal (another desk was quicker, the ticket moved meanwhile) in an alert with the reason.
 */
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useSignalValue } from '@abitura/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FeedbackNotice } from '../../components/FeedbackNotice.js';
import { ResourceArea } from '../../components/LoadedArea.js';
import { useFailureText } from '../../components/useFailureText.js';
import { createConsoleModel, type ConsoleModel, type ConsoleNote, type TicketButton } from './consoleModel.js';
import { CurrentTicket } from './CurrentTicket.js';
import { ChangeDeskDialog, DeskSignIn } from './DeskChoice.js';
import type { StaffTicket } from './queueTypes.js';
import { TransferDialog } from './TransferDialog.js';
import { WaitingQueue } from './WaitingQueue.js';

function useNoteText(): (note: ConsoleNote) => string {
  const { t } = useTranslation('queueAdmin');
  return (note) => {
    switch (note.kind) {
      case 'signedIn':
        return t('console.notes.signedIn', { desk: note.desk });
      case 'signedOut':
        return t('console.notes.signedOut');
      case 'called':
        return t('console.notes.called', { code: note.code });
      case 'nobody':
        return t('console.notes.nobody');
      case 'moved':
        return t(`console.notes.${note.move}`, { code: note.code });
      case 'transferred':
        return t('console.notes.transferred', { code: note.code });
    }
  };
}

/** What the last action did (a polite live region that stays in place) and the last refusal. */
function ConsoleStatus({ model }: { model: ConsoleModel }) {
  const { t } = useTranslation('queueAdmin');
  const note = useSignalValue(model.note);
  const refusal = useSignalValue(model.refusal);
  const noteText = useNoteText();
  const failureText = useFailureText();
  return (
    <>
      {/* Kept in the accessibility tree while empty (a live region must exist before it speaks), but taking no room. */}
      <Box role="status" aria-live="polite" sx={{ '&:empty': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', pointerEvents: 'none' } }}>
        {note ? (
          <Alert
            color={note.kind === 'nobody' ? 'neutral' : 'success'}
            variant="soft"
            endDecorator={
              <IconButton size="sm" variant="plain" color={note.kind === 'nobody' ? 'neutral' : 'success'} aria-label={t('notice.close')} onClick={() => model.dismissNote()}>
                <span aria-hidden>×</span>
              </IconButton>
            }
          >
            {noteText(note)}
          </Alert>
        ) : null}
      </Box>
      {refusal ? (
        <FeedbackNotice color="danger" text={`${t(`console.refused.${refusal.action}`)} ${failureText(refusal.failure)}`} onClose={() => model.dismissRefusal()} closeLabel={t('notice.close')} />
      ) : null}
    </>
  );
}

/** The signed-in desk: its name and services, and the ways to change or leave it. */
function DeskBar({ model, onChange, onLeave }: { model: ConsoleModel; onChange: () => void; onLeave: () => void }) {
  const { t } = useTranslation('queueAdmin');
  const desk = useSignalValue(model.desk);
  const waiting = useSignalValue(model.waiting);
  const busy = useSignalValue(model.busy);
  if (!desk) return null;
  const services = waiting.map((service) => `${service.prefix} — ${service.service}`).join(', ');
  return (
    <Sheet variant="soft" sx={{ p: 2, borderRadius: 'md' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} spacing={1.5}>
        <div>
          <Typography level="title-lg" component="h2">
            {t('console.desk.title', { name: desk.name })}
          </Typography>
          {services ? <Typography level="body-sm">{t('console.desk.services', { services })}</Typography> : null}
        </div>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="outlined" color="neutral" disabled={busy !== null} onClick={onChange}>
            {t('console.desk.change')}
          </Button>
          <Button variant="plain" color="neutral" loading={busy === 'signOut'} disabled={busy !== null && busy !== 'signOut'} onClick={onLeave}>
            {t('console.desk.signOut')}
          </Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}

/**
 * Moves the keyboard to the usual next step once the view shows the result of an action: the
 * buttons of the new state exist only after the render that follows the answer.
 */
function useNextStepFocus(model: ConsoleModel) {
  const root = useRef<HTMLDivElement>(null);
  const wanted = useRef(false);
  const [, setTick] = useState(0);
  const step = useSignalValue(model.nextStep);
  useEffect(() => {
    if (!wanted.current) return;
    const target = root.current?.querySelector<HTMLElement>(`[data-step="${step}"]:not([disabled])`);
    if (target) {
      wanted.current = false;
      target.focus();
    }
  });
  return {
    root,
    after(outcome: { ok: boolean } | null) {
      if (!outcome?.ok) return;
      wanted.current = true;
      setTick((tick) => tick + 1);
    },
  };
}

export function OperatorConsole() {
  const { t } = useTranslation('queueAdmin');
  const client = useClient();
  const model = useMemo(() => createConsoleModel({ client }), [client]);
  useEffect(() => {
    model.start();
    return () => model.stop();
  }, [model]);
  const desk = useSignalValue(model.desk);
  const current = useSignalValue(model.current);
  const focus = useNextStepFocus(model);
  const [changing, setChanging] = useState(false);
  const [transferring, setTransferring] = useState<StaffTicket | null>(null);
  const [cancelling, setCancelling] = useState<StaffTicket | null>(null);
  const [leaving, setLeaving] = useState(false);
  const moved = () => focus.after({ ok: true });

  const onButton = (button: TicketButton) => {
    if (!current) return;
    if (button === 'transfer') {
      void model.refreshChoices();
      setTransferring(current);
    } else if (button === 'cancel') setCancelling(current);
    else void model.move(button, current).then(focus.after);
  };
  const leave = () => {
    if (current) setLeaving(true);
    else void model.signOut();
  };

  return (
    <Stack spacing={2} ref={focus.root}>
      <ResourceArea resource={model} minHeight={200}>
        {desk ? (
          <Stack spacing={2}>
            <DeskBar
              model={model}
              onChange={() => {
                void model.refreshChoices();
                setChanging(true);
              }}
              onLeave={leave}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
              {/* The status goes under the buttons, so what an action says never moves them. */}
              <CurrentTicket model={model} onCallNext={() => void model.callNext().then(focus.after)} onButton={onButton} status={<ConsoleStatus model={model} />} />
              <WaitingQueue model={model} />
            </Box>
            <Typography level="body-xs" textColor="text.tertiary">
              {t('console.keyboard')}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <ConsoleStatus model={model} />
            <DeskSignIn model={model} onSignedIn={moved} />
          </Stack>
        )}
      </ResourceArea>
      <ChangeDeskDialog model={model} open={changing} onClose={() => setChanging(false)} onMoved={moved} />
      <TransferDialog model={model} ticket={transferring} onClose={() => setTransferring(null)} onTransferred={moved} />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('console.cancel.title')}
        confirmLabel={t('console.cancel.confirm')}
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (cancelling) focus.after(await model.move('cancel', cancelling));
        }}
      >
        {t('console.cancel.body', { code: cancelling?.code ?? '' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving}
        title={t('console.desk.signOutTitle')}
        confirmLabel={t('console.desk.signOutConfirm')}
        color="primary"
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          await model.signOut();
        }}
      >
        {t('console.desk.signOutBody', { code: current?.code ?? '', desk: desk?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
