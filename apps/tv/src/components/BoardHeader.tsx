import { useDeviceText } from '@abitura/ui/device';
import type { TvBoard } from '../tvBoard.js';
import { BoardClockView } from './BoardClockView.js';
import { SoundControl } from './SoundControl.js';

export function BoardHeader({ board }: { board: TvBoard }) {
  const t = useDeviceText('tv');
  return (
    <header className="tv-header">
      <div className="tv-brand">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </div>
      <SoundControl sound={board.sound} announcer={board.announcer} />
      <BoardClockView clock={board.clock} />
    </header>
  );
}
