import { moscowDateTime, useDeviceLanguage, useDeviceText } from '@abitura/ui/device';
import { CheckIcon, CrossIcon, WarningIcon } from '../shared/icons.js';
import type { HistoryEntry } from './checkInModel.js';
import { outcomeHeading, outcomeSubject } from './outcomeText.js';

const ICONS = { green: CheckIcon, red: CrossIcon, yellow: WarningIcon };

/** This session's last scans below the camera, newest first. */
export function ScanHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useDeviceText('scanner');
  const [language] = useDeviceLanguage();
  return (
    <section className="qr-card scan-history" aria-labelledby="scan-history-title">
      <h2 id="scan-history-title">{t('history.title')}</h2>
      {entries.length === 0 ? (
        <p className="qr-note">{t('history.empty')}</p>
      ) : (
        <ol className="scan-history-list">
          {entries.map((entry) => {
            const Icon = ICONS[entry.outcome.tone];
            return (
              <li key={entry.id} className={`scan-history-item scan-history-${entry.outcome.tone}`}>
                <span className="scan-history-icon">
                  <Icon />
                </span>
                <span className="scan-history-time">{moscowDateTime(entry.at, language)?.time}</span>
                <span className="scan-history-text">
                  <strong>{outcomeHeading(entry.outcome, t)}</strong> <bdi>{outcomeSubject(entry.outcome, t)}</bdi>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
