import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Locale } from '@abitura/contracts/vocabulary';
import { longWait, mayRunPastClosing, moscowDateTime, useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import type { DeviceText } from '@abitura/ui/device';
import { BellIcon, CheckIcon, ClockIcon, CrossIcon } from '../shared/icons.js';
import type { PublicTicket } from './ticketModel.js';

const STATE_ICONS: Partial<Record<string, () => ReactNode>> = {
  waiting: ClockIcon,
  called: BellIcon,
  serving: BellIcon,
  done: CheckIcon,
  no_show: CrossIcon,
  cancelled: CrossIcon,
};

/** The ticket as its holder reads it: the number big, the service, the state in words, and what comes next. */
export function TicketCard({ ticket, children }: { ticket: PublicTicket; children?: ReactNode }) {
  const t = useDeviceText('ticket');
  const [language] = useDeviceLanguage();
  const titleId = useId();
  const issued = moscowDateTime(ticket.issuedAt, language);
  const Icon = STATE_ICONS[ticket.state] ?? ClockIcon;
  return (
    <article className={`qr-card ticket-card ticket-${ticket.state}`} aria-labelledby={titleId}>
      <h1 id={titleId} className="ticket-code">
        <span className="ticket-code-label">{t('label')}</span>{' '}
        <bdi className="ticket-code-value">{ticket.code}</bdi>
      </h1>
      <p className="ticket-service">{ticket.service}</p>
      <p className="ticket-state">
        <Icon />
        <span>{t(`state.${ticket.state}`)}</span>
      </p>
      {ticket.state === 'called' ? (
        <div className="ticket-call" role="alert">
          <p className="ticket-call-lead">{t('called.goTo')}</p>
          <p className="ticket-desk">
            <bdi>{ticket.desk ?? t('called.deskUnknown')}</bdi>
          </p>
        </div>
      ) : null}
      <div className="ticket-details" aria-live="polite">
        <StateDetails ticket={ticket} t={t} language={language} />
      </div>
      {issued ? <p className="ticket-issued">{t('issued', issued)}</p> : null}
      {children}
    </article>
  );
}

function StateDetails({ ticket, t, language }: { ticket: PublicTicket; t: DeviceText; language: Locale }) {
  switch (ticket.state) {
    case 'waiting': {
      const closes = mayRunPastClosing(ticket.estimatedWaitMinutes, ticket.closesAt, Date.now()) ? moscowDateTime(ticket.closesAt, language) : null;
      return (
        <>
          <p className="ticket-place">{placeText(ticket.position, t)}</p>
          <p className="ticket-wait">{waitText(ticket.estimatedWaitMinutes, t)}</p>
          {closes ? <p className="qr-note qr-note-warning">{t('waiting.pastClosing', { time: closes.time })}</p> : null}
          <p className="qr-note">{t('waiting.keepOpen')}</p>
        </>
      );
    }
    case 'called':
      return <p>{t('called.hint')}</p>;
    case 'serving':
      return <p>{ticket.desk ? t('serving.atDesk', { desk: ticket.desk }) : t('serving.text')}</p>;
    default:
      return <p>{t(`closed.${ticket.state}`)}</p>;
  }
}

/** Place 1 is next; otherwise the people ahead, in the language's plural form. */
export function placeText(position: number | null, t: DeviceText): string {
  if (position === null) return t('waiting.noPlace');
  if (position <= 1) return t('waiting.next');
  return t('waiting.ahead', { count: position - 1 });
}

export function waitText(minutes: number | null, t: DeviceText): string {
  if (minutes === null) return t('waiting.unknownWait');
  if (minutes < 1) return t('waiting.soon');
  const long = longWait(minutes);
  if (long) return long.minutes === 0 ? t('waiting.waitWholeHours', { hours: long.hours }) : t('waiting.waitHours', long);
  return t('waiting.wait', { count: minutes });
}
