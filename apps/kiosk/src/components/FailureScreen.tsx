import { useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import type { IssueState } from '../model/ticketIssuer.js';
import { Countdown } from './Countdown.js';
import { useFocusOnMount } from './useFocusOnMount.js';

export interface FailureScreenProps {
  state: Extract<IssueState, { step: 'unreachable' | 'refused' }>;
  secondsLeft: number;
  totalSeconds: number;
  onRetry: () => void;
  onBack: () => void;
}

/** Refusal codes with their own explanation; any other refusal reads the generic one. */
const EXPLAINED = new Set(['CONFLICT', 'ACCESS_DENIED', 'NOT_FOUND']);

/**
 * No ticket. With no answer the visitor may try again (the same request, so never two tickets);
 * a refusal is explained by its code in the visitor's language, followed by the server's own
 * sentence, which names the service's hours (the server speaks Russian).
 */
export function FailureScreen({ state, secondsLeft, totalSeconds, onRetry, onBack }: FailureScreenProps) {
  const t = useDeviceText('kiosk');
  const [language] = useDeviceLanguage();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  return (
    <main className="kiosk-screen kiosk-center">
      <div className="kiosk-failure" role="alert">
        <h1 ref={heading} tabIndex={-1}>
          {t('failed.title')}
        </h1>
        <p className="kiosk-lead">{t('failed.service', { service: state.service.name })}</p>
        {state.step === 'unreachable' ? (
          <p>{t('failed.unreachable')}</p>
        ) : (
          <>
            <p>{t(`failed.${EXPLAINED.has(state.code) ? state.code : 'other'}`)}</p>
            {state.message === '' ? null : (
              <p className="kiosk-server-says">
                {language === 'ru' ? null : <span>{t('failed.serverSays')} </span>}
                <span lang="ru" dir="ltr">
                  {state.message}
                </span>
              </p>
            )}
          </>
        )}
      </div>
      <div className="kiosk-actions">
        {state.step === 'unreachable' ? (
          <button type="button" className="device-button kiosk-action" onClick={onRetry}>
            {t('failed.retry')}
          </button>
        ) : null}
        <button type="button" className="device-button device-button-outline kiosk-action" onClick={onBack}>
          {t('failed.back')}
        </button>
      </div>
      <Countdown secondsLeft={secondsLeft} total={totalSeconds} />
    </main>
  );
}
