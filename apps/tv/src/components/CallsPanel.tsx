import { useId } from 'react';
import { useDeviceText } from '@abitura/ui/device';
import { callKey } from '../board/boardCalls.js';
import type { BoardCall } from '../board/boardCalls.js';
import type { Highlight } from '../board/boardModel.js';

/** Fewer rows get bigger type: four desks fill the screen, ten still fit. */
function sizeFor(count: number): 'large' | 'medium' | 'small' {
  if (count <= 3) return 'large';
  return count <= 5 ? 'medium' : 'small';
}

/** «А-007 → Окно 2» rows, newest first; the newest is marked, new calls pulse a while. */
export function CallsPanel({ calls, highlights }: { calls: readonly BoardCall[] | null; highlights: ReadonlyMap<string, Highlight> }) {
  const t = useDeviceText('tv');
  const headingId = useId();
  return (
    <section className="tv-calls" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('calls.title')}</h2>
      {calls === null || calls.length === 0 ? (
        <p className="tv-empty">{t(calls === null ? 'calls.loading' : 'calls.empty')}</p>
      ) : (
        <ol className="tv-call-list" data-size={sizeFor(calls.length)}>
          {calls.map((call, index) => {
            const key = callKey(call);
            const highlight = highlights.get(key);
            const classes = ['tv-call', index === 0 ? 'is-newest' : '', highlight ? 'is-fresh' : ''].filter(Boolean).join(' ');
            return (
              <li key={key} className={classes}>
                <bdi className="tv-call-code">{call.code}</bdi>
                <span className="tv-call-arrow" aria-hidden="true">
                  →
                </span>
                <span className="visually-hidden"> {t('calls.goTo')} </span>
                <bdi className="tv-call-desk">{call.desk}</bdi>
                {highlight?.recall ? <span className="tv-call-badge">{t('calls.recall')}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
