import { useDeviceText } from './DeviceUiProvider.js';

/** The plain line a device shows while the server cannot be reached; it keeps its last confirmed view. */
export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  const t = useDeviceText('device');
  return (
    <div className="device-offline" role="status">
      <span>{t('offline')}</span>
      {onRetry ? (
        <button type="button" className="device-button device-button-small" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
