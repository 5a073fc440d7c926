import { useId } from 'react';
import { useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { Announcer } from '../sound/announcer.js';
import type { SoundSetting } from '../sound/soundSetting.js';

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg className="tv-sound-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor" />
      {on ? (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The sound switch. Browsers play sound only after a user gesture, so switching sound on is that
 * gesture; after a reload with sound on, the screen asks for a press of its "allow" button, which
 * nothing else (another key, a Tab on the way to it) takes away.
 */
export function SoundControl({ sound, announcer }: { sound: SoundSetting; announcer: Announcer }) {
  const t = useDeviceText('tv');
  const on = useSignalValue(sound.on);
  const blocked = useSignalValue(announcer.blocked);
  const hintId = useId();

  if (!announcer.available) {
    return (
      <div className="tv-sound">
        <button type="button" className="tv-sound-switch" aria-pressed={false} aria-describedby={hintId} disabled>
          <SpeakerIcon on={false} />
          {t('sound.unavailable')}
        </button>
        <p id={hintId} className="visually-hidden">
          {t('sound.unavailableHint')}
        </p>
      </div>
    );
  }

  const toggle = () => {
    sound.set(!on);
    // This click is the gesture the browser waits for.
    if (!on) announcer.unlock();
  };

  return (
    <div className="tv-sound">
      <button type="button" className="tv-sound-switch" aria-pressed={on} onClick={toggle}>
        <SpeakerIcon on={on} />
        <span>
          {t('sound.label')}
          <span aria-hidden="true">: {on ? t('sound.on') : t('sound.off')}</span>
        </span>
      </button>
      {on && blocked ? (
        <div className="tv-sound-blocked" role="status">
          <span>{t('sound.blocked')}</span>
          <button type="button" className="tv-sound-allow" onClick={() => announcer.unlock()}>
            {t('sound.allow')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
