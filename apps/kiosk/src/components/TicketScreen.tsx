import { useId, useRef } from 'react';
import { mayRunPastClosing, moscowDateTime, useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import type { IssueState } from '../model/ticketIssuer.js';
import { formatIssuedAt, ticketPageAddress, waitText } from '../ticket/ticketFormat.js';
import { Countdown } from './Countdown.js';
import { TicketQr } from './TicketQr.js';
import { useFocusOnMount } from './useFocusOnMount.js';

export interface TicketScreenProps {
  state: Extract<IssueState, { step: 'issued' }>;
  secondsLeft: number;
  totalSeconds: number;
  /** The site the ticket page lives on (location.origin). */
  origin: string;
  /** Print by itself once the QR code is drawn (the kiosk's `?print=auto`). */
  autoPrint: boolean;
  onDone: () => void;
}

/**
 * The confirmed ticket. The receipt part is what the 80 mm print stylesheet keeps (kiosk.css,
 * @media print); the buttons and the countdown are screen-only.
 */
export function TicketScreen({ state, secondsLeft, totalSeconds, origin, autoPrint, onDone }: TicketScreenProps) {
  const t = useDeviceText('kiosk');
  const [language] = useDeviceLanguage();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const headingId = useId();
  const printed = useRef(false);
  const { ticket, priority } = state;
  const minutes = ticket.estimatedWaitMinutes;
  const closes = mayRunPastClosing(minutes, ticket.closesAt, Date.now()) ? moscowDateTime(ticket.closesAt, language) : null;

  const print = () => window.print();
  const qrSettled = () => {
    if (!autoPrint || printed.current) return;
    printed.current = true;
    print();
  };

  return (
    <main className="kiosk-screen kiosk-result">
      <article className="kiosk-receipt" aria-labelledby={headingId}>
        <div className="kiosk-receipt-info">
          <p className="kiosk-receipt-brand">{t('title')}</p>
          <h1 id={headingId} ref={heading} tabIndex={-1}>
            {t('ticket.title')}
          </h1>
          <p className="kiosk-code">
            <span className="visually-hidden">{t('ticket.code')}: </span>
            <span dir="ltr">{ticket.code}</span>
          </p>
          {priority ? <p className="kiosk-badge">{t('ticket.priority')}</p> : null}
          <dl className="kiosk-facts">
            <div>
              <dt>{t('ticket.service')}</dt>
              <dd>{ticket.service}</dd>
            </div>
            {ticket.position === null ? null : (
              <div>
                <dt>{t('ticket.position')}</dt>
                <dd>{ticket.position}</dd>
              </div>
            )}
            {minutes === null ? null : (
              <div>
                <dt>{t('ticket.wait')}</dt>
                <dd>{waitText(minutes, t)}</dd>
              </div>
            )}
            <div>
              <dt>{t('ticket.issued')}</dt>
              <dd>{formatIssuedAt(ticket.issuedAt, language)}</dd>
            </div>
          </dl>
          {closes ? <p className="kiosk-watch kiosk-caution">{t('ticket.pastClosing', { time: closes.time })}</p> : null}
          <p className="kiosk-watch">{t('ticket.watch')}</p>
        </div>
        <figure className="kiosk-qr-figure">
          <TicketQr address={ticketPageAddress(origin, ticket.token)} code={ticket.code} onSettled={qrSettled} />
          <figcaption>{t('ticket.qrCaption')}</figcaption>
        </figure>
      </article>
      <div className="kiosk-actions kiosk-no-print">
        <button type="button" className="device-button kiosk-action" onClick={print}>
          {t('ticket.print')}
        </button>
        <button type="button" className="device-button device-button-outline kiosk-action" onClick={onDone}>
          {t('ticket.done')}
        </button>
      </div>
      <Countdown secondsLeft={secondsLeft} total={totalSeconds} />
    </main>
  );
}
