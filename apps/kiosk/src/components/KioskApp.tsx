import { useEffect } from 'react';
import { DeviceKeyForm, useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { KioskModel } from '../model/kioskModel.js';
import { loadQrEncoder } from '../ticket/qrSvg.js';
import { FailureScreen } from './FailureScreen.js';
import { IssuingScreen } from './IssuingScreen.js';
import { StartScreen } from './StartScreen.js';
import { TicketScreen } from './TicketScreen.js';

export interface KioskAppProps {
  model: KioskModel;
  /** @default false: the visitor presses Print */
  autoPrint?: boolean;
  /** @default location.origin */
  origin?: string;
}

/** The kiosk: the key form until the server takes the device's key, then the visitor's screens. */
export function KioskApp({ model, autoPrint = false, origin = globalThis.location.origin }: KioskAppProps) {
  const access = useSignalValue(model.list.access);
  const issue = useSignalValue(model.issue);
  const secondsLeft = useSignalValue(model.secondsLeft);
  const t = useDeviceText('kiosk');

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  useEffect(() => {
    model.start();
    // Any touch or key press anywhere means someone is there: the pauses start again.
    const touch = () => model.touch();
    document.addEventListener('pointerdown', touch, true);
    document.addEventListener('keydown', touch, true);
    return () => {
      document.removeEventListener('pointerdown', touch, true);
      document.removeEventListener('keydown', touch, true);
      model.stop();
    };
  }, [model]);

  useEffect(() => {
    // Fetch the QR encoder while the server is known to answer, so a ticket never waits for it.
    if (access === 'granted') loadQrEncoder().catch(() => undefined);
  }, [access]);

  switch (issue.step) {
    case 'issuing':
      return <IssuingScreen service={issue.service.name} />;
    case 'issued':
      return <TicketScreen state={issue} secondsLeft={secondsLeft} totalSeconds={model.returnAfterSeconds} origin={origin} autoPrint={autoPrint} onDone={model.done} />;
    case 'unreachable':
    case 'refused':
      return <FailureScreen state={issue} secondsLeft={secondsLeft} totalSeconds={model.returnAfterSeconds} onRetry={() => void model.retry()} onBack={model.done} />;
    default:
      if (access === 'noKey' || access === 'refused') return <DeviceKeyForm kind="kiosk" refused={access === 'refused'} />;
      return <StartScreen model={model} />;
  }
}
