import { useId } from 'react';
import { useDeviceText } from '@abitura/ui/device';

export interface PriorityToggleProps {
  on: boolean;
  onChange: (on: boolean) => void;
}

/**
 * The priority ticket is a separate, deliberate switch set before the service is chosen, so a
 * tap on a service never takes a priority ticket by accident; the model turns it off after each
 * ticket.
 */
export function PriorityToggle({ on, onChange }: PriorityToggleProps) {
  const t = useDeviceText('kiosk');
  const hintId = useId();
  return (
    <div className={on ? 'kiosk-priority kiosk-priority-on' : 'kiosk-priority'}>
      <button type="button" role="switch" aria-checked={on} aria-describedby={hintId} className="kiosk-switch" onClick={() => onChange(!on)}>
        <span className="kiosk-switch-track" aria-hidden="true">
          <span className="kiosk-switch-thumb" />
        </span>
        <span className="kiosk-switch-label">{t('priority.label')}</span>
      </button>
      <p id={hintId} className="kiosk-priority-hint">
        <strong>{on ? t('priority.on') : t('priority.off')}.</strong> {t('priority.hint')}
      </p>
    </div>
  );
}
