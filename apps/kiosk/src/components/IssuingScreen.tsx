import { useDeviceText } from '@abitura/ui/device';
import { useFocusOnMount } from './useFocusOnMount.js';

/** Shown from the tap until the server answers; the service buttons are gone, so nothing can be tapped twice. */
export function IssuingScreen({ service }: { service: string }) {
  const t = useDeviceText('kiosk');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <main className="kiosk-screen kiosk-center" aria-busy="true">
      <div className="kiosk-spinner" aria-hidden="true" />
      <div role="status">
        <h1 ref={heading} tabIndex={-1}>
          {t('issuing.title')}
        </h1>
        <p className="kiosk-lead">{t('issuing.service', { service })}</p>
      </div>
    </main>
  );
}
