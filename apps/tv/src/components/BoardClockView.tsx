import { useDeviceLanguage, useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { BoardClock } from '../clock/boardClock.js';
import { clockFormat } from '../clock/clockFormat.js';

/** Moscow time, corrected by the server's; only this part re-renders every second. */
export function BoardClockView({ clock }: { clock: BoardClock }) {
  const t = useDeviceText('tv');
  const [language] = useDeviceLanguage();
  const now = useSignalValue(clock.now);
  const format = clockFormat(language);
  return (
    <div className="tv-clock">
      <time className="tv-clock-time" dateTime={new Date(now).toISOString()}>
        {format.time(now)}
      </time>
      <span className="tv-clock-date">{format.date(now)}</span>
      <span className="tv-clock-zone">{t('clock.label')}</span>
    </div>
  );
}
