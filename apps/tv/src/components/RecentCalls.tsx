import { useId } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import { callKey } from '../board/boardCalls.js';
import type { BoardCall } from '../board/boardCalls.js';
import type { ClockFormat } from '../clock/clockFormat.js';

/** The day's last calls (recalls included), newest first, with their Moscow time. */
export function RecentCalls({ recent, format }: { recent: readonly BoardCall[] | null; format: ClockFormat }) {
  const t = useDeviceText('tv');
  const headingId = useId();
  return (
    <section className="tv-recent" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('recent.title')}</h2>
      {recent === null ? null : recent.length === 0 ? (
        <p className="tv-empty">{t('recent.empty')}</p>
      ) : (
        <ol className="tv-recent-list">
          {recent.map((call) => (
            <li key={callKey(call)} className="tv-recent-item">
              <bdi className="tv-recent-code">{call.code}</bdi>
              <bdi className="tv-recent-desk">{call.desk}</bdi>
              <time className="tv-recent-time" dateTime={call.at}>
                {format.shortTime(Date.parse(call.at))}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
