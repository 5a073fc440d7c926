import { useEffect, useRef, useState } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import { qrSvg } from '../ticket/qrSvg.js';

export interface TicketQrProps {
  /** What the code encodes: the ticket's phone page. */
  address: string;
  code: string;
  /** Called once the code is drawn, or could not be (so an automatic print does not wait forever). */
  onSettled?: () => void;
}

type QrState = { kind: 'loading' } | { kind: 'ready'; source: string } | { kind: 'failed' };

/** The ticket's QR code as an SVG image: sharp at any size on screen and on a receipt printer. */
export function TicketQr({ address, code, onSettled }: TicketQrProps) {
  const t = useDeviceText('kiosk');
  const [state, setState] = useState<QrState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    qrSvg(address).then(
      (svg) => current && setState({ kind: 'ready', source: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [address]);

  // Only a change of state is an event; a new onSettled on a re-render is not.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (state.kind !== 'loading') settled.current?.();
  }, [state.kind]);

  if (state.kind === 'ready') return <img className="kiosk-qr" src={state.source} alt={t('ticket.qrAlt', { code })} />;
  return (
    <p className="kiosk-qr kiosk-qr-missing" role={state.kind === 'failed' ? 'alert' : undefined}>
      {state.kind === 'failed' ? t('ticket.qrFailed') : t('ticket.qrLoading')}
    </p>
  );
}
