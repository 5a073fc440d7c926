import { useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { SoundPlayer } from './sound.js';

/**
 * Sound is switched on by a tap (browsers allow audio only after one) and says when the browser
 * blocks it or cannot play it. Texts are the app namespace's `sound.*`, `label` being the page's.
 */
export function SoundSwitch({ sound, label }: { sound: SoundPlayer; label: string }) {
  const t = useDeviceText('app');
  const state = useSignalValue(sound.state);
  // Blocked counts as off: a tap tries again, and that tap is the gesture the browser wants.
  const on = state === 'on';
  return (
    <div className="qr-sound">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className="qr-switch"
        disabled={state === 'unsupported'}
        onClick={() => (on ? sound.disable() : void sound.enable())}
      >
        <span className="qr-switch-track" aria-hidden="true">
          <span className="qr-switch-thumb" />
        </span>
        <span>{label}</span>
      </button>
      {state === 'blocked' || state === 'unsupported' ? (
        <p className="qr-note qr-note-warning" role="status">
          {t(`sound.${state}`)}
        </p>
      ) : null}
    </div>
  );
}
