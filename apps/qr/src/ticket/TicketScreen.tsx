import { useEffect, useRef, useState } from 'react';
import { OfflineNotice, useClient, useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { DeviceText } from '@abitura/ui/device';
import { Link } from 'wouter';
import { useEnvironment } from '../app/environment.js';
import { PageHeader } from '../app/PageHeader.js';
import { createSoundPlayer } from '../shared/sound.js';
import { SoundSwitch } from '../shared/SoundSwitch.js';
import { CancelDialog } from './CancelDialog.js';
import { TicketCard } from './TicketCard.js';
import { createTicketModel } from './ticketModel.js';
import type { CancelState, PublicTicket, TicketModel, TicketProblem, TicketStatus } from './ticketModel.js';

/** One ticket's page: the model follows it for as long as the page is open. */
export function TicketScreen({ token }: { token: string }) {
  const t = useDeviceText('ticket');
  const client = useClient();
  const environment = useEnvironment();
  const [sound] = useState(() => createSoundPlayer(environment.createAudioContext ? { createContext: environment.createAudioContext } : {}));
  const [model] = useState(() =>
    createTicketModel(client, token, { ...(environment.vibrate ? { vibrate: environment.vibrate } : {}), play: (melody) => void sound.play(melody) }),
  );
  useEffect(() => model.start(), [model]);

  const status = useSignalValue(model.status);
  const ticket = useSignalValue(model.ticket);
  const problem = useSignalValue(model.problem);
  useDocumentTitle(status, ticket, t);

  return (
    <>
      <PageHeader title={t('header')} />
      <main className="qr-page">
        {problem?.kind === 'offline' ? <OfflineNotice /> : null}
        {ticket !== null ? (
          <>
            {problem !== null && problem.kind !== 'offline' ? <StaleNotice problem={problem} onRetry={model.retry} t={t} /> : null}
            <TicketCard ticket={ticket}>
              {ticket.state === 'waiting' || ticket.state === 'called' ? <SoundSwitch sound={sound} label={t('sound')} /> : null}
              <Cancellation model={model} ticket={ticket} />
            </TicketCard>
          </>
        ) : (
          <NoTicket status={status} problem={problem} onRetry={model.retry} t={t} />
        )}
      </main>
    </>
  );
}

function useDocumentTitle(status: TicketStatus, ticket: PublicTicket | null, t: DeviceText): void {
  const title =
    ticket === null
      ? t(status === 'invalid' ? 'invalid.title' : status === 'not_found' ? 'notFound.title' : 'title.loading')
      : ticket.state === 'called' && ticket.desk
        ? t('title.called', { code: ticket.code, desk: ticket.desk })
        : t('title.ticket', { code: ticket.code, state: t(`state.${ticket.state}`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Cancellation({ model, ticket }: { model: TicketModel; ticket: PublicTicket }) {
  const t = useDeviceText('ticket');
  const cancel = useSignalValue(model.cancel);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const previous = useRef<CancelState['phase']>(cancel.phase);

  // Focus goes back to the button when the question is dismissed, and to the outcome when answered.
  useEffect(() => {
    const was = previous.current;
    previous.current = cancel.phase;
    if (was !== 'confirming' && was !== 'sending') return;
    if (cancel.phase === 'idle') buttonRef.current?.focus();
    else if (cancel.phase === 'done' || cancel.phase === 'failed') resultRef.current?.focus();
  }, [cancel.phase]);

  const dialogOpen = cancel.phase === 'confirming' || cancel.phase === 'sending';
  return (
    <>
      {cancel.phase === 'done' ? (
        <p ref={resultRef} tabIndex={-1} className="qr-note qr-note-success" role="status">
          {t('cancel.done')}
        </p>
      ) : null}
      {cancel.phase === 'failed' ? (
        <div className="qr-note qr-note-error">
          <p ref={resultRef} tabIndex={-1} role="alert">
            {t(cancelFailureKey(cancel.code))}
          </p>
          {cancel.code === 'OFFLINE' && ticket.state === 'waiting' ? (
            <button type="button" className="device-button device-button-small" onClick={() => void model.confirmCancel()}>
              {t('cancel.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {ticket.state === 'waiting' ? (
        <button ref={buttonRef} type="button" className="device-button device-button-outline qr-button-quiet" onClick={model.askCancel}>
          {t('cancel.button')}
        </button>
      ) : null}
      <CancelDialog
        open={dialogOpen}
        sending={cancel.phase === 'sending'}
        code={ticket.code}
        onConfirm={() => void model.confirmCancel()}
        onKeep={model.keepTicket}
      />
    </>
  );
}

function cancelFailureKey(code: string): string {
  if (code === 'OFFLINE') return 'cancel.offline';
  if (code === 'CONFLICT') return 'cancel.conflict';
  if (code === 'RATE_LIMITED') return 'cancel.rateLimited';
  return 'cancel.failed';
}

function StaleNotice({ problem, onRetry, t }: { problem: TicketProblem; onRetry: () => void; t: DeviceText }) {
  return (
    <div className="qr-note qr-note-warning qr-stale" role="status">
      <p>{t(problem.kind === 'rate_limited' ? 'stale.rateLimited' : 'stale.failed')}</p>
      <button type="button" className="device-button device-button-small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** Every page that has no ticket to show: bad link, unknown ticket, first read not answered yet. */
function NoTicket({ status, problem, onRetry, t }: { status: TicketStatus; problem: TicketProblem | null; onRetry: () => void; t: DeviceText }) {
  if (status === 'invalid' || status === 'not_found') {
    const key = status === 'invalid' ? 'invalid' : 'notFound';
    return (
      <section className="qr-card qr-message">
        <h1>{t(`${key}.title`)}</h1>
        <p>{t(`${key}.text`)}</p>
        <Link href="/front-pages/tickets/qr" className="device-button device-button-outline">
          {t('invalid.paste')}
        </Link>
      </section>
    );
  }
  if (problem === null || problem.kind === 'offline') {
    return (
      <section className="qr-card qr-message">
        <h1>{t('title.loading')}</h1>
        <p role="status">{t(problem === null ? 'loading' : 'offlineFirst')}</p>
      </section>
    );
  }
  const key = problem.kind === 'rate_limited' ? 'rateLimited' : 'failed';
  return (
    <section className="qr-card qr-message" role="alert">
      <h1>{t(`${key}.title`)}</h1>
      <p>{t(`${key}.text`)}</p>
      <button type="button" className="device-button" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
