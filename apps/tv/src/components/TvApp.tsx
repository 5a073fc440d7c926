import { useEffect } from 'react';
import { DeviceKeyForm, useDeviceText, useSignalValue } from '@abitura/ui/device';
import type { TvBoard } from '../tvBoard.js';
import { BoardScreen } from './BoardScreen.js';

/** The board, or the key form while the TV has no key the server accepts. */
export function TvApp({ board }: { board: TvBoard }) {
  const t = useDeviceText('tv');
  const status = useSignalValue(board.model.status);
  useEffect(() => board.start(), [board]);
  const title = t('documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (status === 'noKey' || status === 'refused') return <DeviceKeyForm kind="tv" refused={status === 'refused'} />;
  return <BoardScreen board={board} />;
}
