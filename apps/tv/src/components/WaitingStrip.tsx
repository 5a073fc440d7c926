import { useId } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import type { BoardView } from '../board/boardCalls.js';

/** How many wait for each service: «А Консультация 5 человек». */
export function WaitingStrip({ waiting }: { waiting: BoardView['waiting'] | null }) {
  const t = useDeviceText('tv');
  const headingId = useId();
  return (
    <footer className="tv-waiting" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('waiting.title')}</h2>
      {waiting === null ? null : waiting.length === 0 ? (
        <p className="tv-empty">{t('waiting.empty')}</p>
      ) : (
        <ul className="tv-waiting-list">
          {waiting.map((service) => (
            <li key={service.prefix} className="tv-waiting-item">
              <bdi className="tv-waiting-prefix">{service.prefix}</bdi>
              <span className="tv-waiting-service">{service.service}</span>
              <span className="tv-waiting-count">{t('waiting.count', { count: service.count })}</span>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
