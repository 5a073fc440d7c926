import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import type { DeviceText } from '@abitura/ui/device';
import { CheckIcon, CrossIcon, WarningIcon } from '../shared/icons.js';
import type { CheckInState, Tone } from './checkInModel.js';
import { outcomeDetail, outcomeHeading, outcomeSubject } from './outcomeText.js';

const ICONS: Record<Tone, () => ReactNode> = { green: CheckIcon, red: CrossIcon, yellow: WarningIcon };

export interface CheckInOverlayProps {
  state: CheckInState;
  onResume: () => void;
  onRetry: () => void;
}

/**
 * The check-in's answer over the whole screen, readable at arm's length: colour, icon and words
 * together. A tap anywhere (or the focused button) goes back to scanning; a check-in that did
 * not happen waits for a choice: send it again, or give up.
 */
export function CheckInOverlay({ state, onResume, onRetry }: CheckInOverlayProps) {
  const t = useDeviceText('scanner');
  const [language] = useDeviceLanguage();
  const titleId = useId();
  const textId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const key = state.phase === 'result' ? state.outcome : state.phase === 'failed' ? state : null;

  // Each new answer takes the focus, so a keyboard or a screen reader is with it at once.
  useEffect(() => {
    if (key !== null) actionRef.current?.focus();
  }, [key]);

  if (state.phase === 'scanning') return null;
  if (state.phase === 'checking') {
    return (
      <div className="scan-overlay scan-checking" role="status">
        <p className="scan-heading">{t('result.checking')}</p>
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div className="scan-overlay scan-failed" role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <span className="scan-icon">
          <WarningIcon />
        </span>
        <h2 id={titleId} className="scan-heading">
          {t('failed.title')}
        </h2>
        <p id={textId} className="scan-detail">
          {failureText(state.code, state.message, t)}
        </p>
        <div className="scan-actions">
          <button ref={actionRef} type="button" className="device-button scan-button" onClick={onRetry}>
            {t('failed.retry')}
          </button>
          <button type="button" className="device-button device-button-outline scan-button" onClick={onResume}>
            {t('failed.skip')}
          </button>
        </div>
      </div>
    );
  }

  const { outcome } = state;
  const Icon = ICONS[outcome.tone];
  return (
    // The whole screen takes a tap; the button inside is the same action for keyboards.
    <div
      className={`scan-overlay scan-${outcome.tone}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClick={onResume}
    >
      <span className="scan-icon">
        <Icon />
      </span>
      <h2 id={titleId} className="scan-heading">
        {outcomeHeading(outcome, t)}
      </h2>
      <div id={textId} className="scan-text">
        <p className="scan-subject">
          <bdi>{outcomeSubject(outcome, t)}</bdi>
        </p>
        <p className="scan-detail">{outcomeDetail(outcome, t, language)}</p>
      </div>
      <button ref={actionRef} type="button" className="device-button scan-button" onClick={onResume}>
        {t('result.continue')}
      </button>
      <p className="scan-hint">{t('result.tapHint')}</p>
    </div>
  );
}

function failureText(code: string, message: string, t: DeviceText): string {
  if (code === 'OFFLINE') return t('failed.offline');
  if (code === 'RATE_LIMITED') return t('failed.rateLimited');
  if (code === 'ACCESS_DENIED') return t('failed.denied');
  return message.trim() === '' ? t('failed.other') : t('failed.server', { message });
}
