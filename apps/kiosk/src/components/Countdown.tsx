import { useDeviceText } from '@abitura/ui/device';

export interface CountdownProps {
  secondsLeft: number;
  total: number;
}

/** How soon the screen goes back to the start; not a live region, so it is not read out each second. */
export function Countdown({ secondsLeft, total }: CountdownProps) {
  const t = useDeviceText('kiosk');
  const share = total > 0 ? Math.max(0, Math.min(1, secondsLeft / total)) : 0;
  return (
    <div className="kiosk-countdown kiosk-no-print">
      <p>{t('countdown', { count: secondsLeft })}</p>
      <div className="kiosk-countdown-bar" aria-hidden="true">
        <span style={{ inlineSize: `${share * 100}%` }} />
      </div>
    </div>
  );
}
