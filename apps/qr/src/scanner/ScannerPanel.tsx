import { useEffect, useRef, useState } from 'react';
import { useClient, useDeviceText, useSignalValue } from '@abitura/ui/device';
import { useEnvironment } from '../app/environment.js';
import { createSoundPlayer } from '../shared/sound.js';
import { SoundSwitch } from '../shared/SoundSwitch.js';
import { CheckInOverlay } from './CheckInOverlay.js';
import { createCheckInModel } from './checkInModel.js';
import { ManualEntry } from './ManualEntry.js';
import { ScanHistory } from './ScanHistory.js';
import { useCamera } from './useCamera.js';

/** The signed-in scanner: camera, manual entry, the result over everything, and the last scans. */
export function ScannerPanel() {
  const t = useDeviceText('scanner');
  const client = useClient();
  const environment = useEnvironment();
  const [sound] = useState(() => createSoundPlayer(environment.createAudioContext ? { createContext: environment.createAudioContext } : {}));
  const [model] = useState(() => createCheckInModel(client, { play: (melody) => void sound.play(melody) }));
  useEffect(() => model.open(), [model]);
  const state = useSignalValue(model.state);
  const history = useSignalValue(model.history);
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef, (text) => void model.submit(text, 'camera'));
  const { status } = camera;

  const startCamera = () => {
    if (status.kind === 'starting') return;
    // The tap that starts the camera is also the gesture the browser wants before it plays sound.
    if (sound.state.peek() === 'off') void sound.enable();
    void camera.start();
  };

  const covered = state.phase !== 'scanning';
  return (
    <>
      <div className="scanner-panel" inert={covered}>
        <section className="qr-card scanner-camera" aria-labelledby="scanner-camera-title">
          <h2 id="scanner-camera-title">{t('camera.title')}</h2>
          <div className={`scanner-video${status.kind === 'live' ? ' scanner-video-live' : ''}`}>
            <video ref={videoRef} muted playsInline aria-label={t('camera.video')} />
            {status.kind === 'live' ? <span className="scanner-frame" aria-hidden="true" /> : null}
          </div>
          <p className="qr-note" role="status">
            {status.kind === 'problem' ? t(`camera.${status.problem}`) : t(`camera.${status.kind}`)}
          </p>
          <div className="scanner-camera-actions">
            {status.kind === 'live' ? (
              <button type="button" className="device-button device-button-outline" onClick={camera.stop}>
                {t('camera.stop')}
              </button>
            ) : (
              <button type="button" className="device-button" onClick={startCamera} aria-disabled={status.kind === 'starting'}>
                {status.kind === 'problem' ? t('camera.retry') : t('camera.start')}
              </button>
            )}
            <SoundSwitch sound={sound} label={t('sound')} />
          </div>
        </section>
        <ManualEntry onSubmit={(text) => void model.submit(text, 'manual')} answered={history[0]?.id ?? null} />
        <ScanHistory entries={history} />
      </div>
      <CheckInOverlay state={state} onResume={model.resume} onRetry={() => void model.retry()} />
    </>
  );
}
