import { OfflineNotice, useDeviceLanguage, useDeviceText, useSignalValue } from '@abitura/ui/device';
import { clockFormat } from '../clock/clockFormat.js';
import type { TvBoard } from '../tvBoard.js';
import { BoardHeader } from './BoardHeader.js';
import { CallsPanel } from './CallsPanel.js';
import { RecentCalls } from './RecentCalls.js';
import { WaitingStrip } from './WaitingStrip.js';

/**
 * The hall screen: title, clock and sound switch on top, the calls of now in big rows, the last
 * calls beside them, the waiting counts at the bottom. The last board stays up while the server
 * cannot be reached, under a plain line saying so.
 */
export function BoardScreen({ board }: { board: TvBoard }) {
  const t = useDeviceText('tv');
  const [language] = useDeviceLanguage();
  const view = useSignalValue(board.model.view);
  const offline = useSignalValue(board.model.offline);
  const highlights = useSignalValue(board.model.highlights);
  const lastCall = useSignalValue(board.model.lastCall);
  return (
    <div className="tv">
      {offline ? <OfflineNotice /> : null}
      <BoardHeader board={board} />
      <main className="tv-main">
        <CallsPanel calls={view?.calls ?? null} highlights={highlights} />
        <RecentCalls recent={view?.recent ?? null} format={clockFormat(language)} />
      </main>
      <WaitingStrip waiting={view?.waiting ?? null} />
      <p className="visually-hidden" role="status">
        {lastCall ? t('calls.announce', { code: lastCall.code, desk: lastCall.desk }) : ''}
      </p>
    </div>
  );
}
