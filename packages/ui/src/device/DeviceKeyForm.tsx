import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useDeviceText } from './DeviceUiProvider.js';
import { useClient } from '../sdk/clientContext.js';

export interface DeviceKeyFormProps {
  kind: 'kiosk' | 'tv';
  /** The server refused the key the device holds (wrong or revoked). */
  refused: boolean;
}

/**
 * Asks for the device key an administrator issued (/qms/admin, Devices) and stores it as the
 * connection's apiKey; the app reads again with it. Shown while the device has no key or the
 * server refuses the one it has.
 */
export function DeviceKeyForm({ kind, refused }: DeviceKeyFormProps) {
  const t = useDeviceText('device');
  const client = useClient();
  const [key, setKey] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = key.trim();
    setEmpty(value === '');
    if (value !== '') client.updateSettings({ apiKey: value });
  };

  const message = empty ? t('key.empty') : refused ? t('key.refused') : null;
  return (
    <main className="device-setup">
      <form className="device-card" onSubmit={submit} noValidate>
        <h1>{t('key.title')}</h1>
        <p>{t(`key.${kind}`)}</p>
        <p>{t('key.hint')}</p>
        <label htmlFor={inputId}>{t('key.label')}</label>
        <input
          id={inputId}
          className="device-input"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          aria-invalid={message !== null}
          aria-describedby={message === null ? undefined : messageId}
        />
        {message === null ? null : (
          <p id={messageId} className="device-error" role="alert">
            {message}
          </p>
        )}
        <button type="submit" className="device-button">
          {t('key.submit')}
        </button>
      </form>
    </main>
  );
}
