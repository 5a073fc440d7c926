import type { Client, Clock } from '@abitura/sdk';
import { createBoardModel } from './board/boardModel.js';
import type { BoardModel, BoardModelOptions } from './board/boardModel.js';
import { createBoardClock } from './clock/boardClock.js';
import type { BoardClock } from './clock/boardClock.js';
import { createAnnouncer } from './sound/announcer.js';
import type { Announcer, AnnouncerOptions } from './sound/announcer.js';
import { createSoundSetting } from './sound/soundSetting.js';
import type { SoundSetting } from './sound/soundSetting.js';
import { announcementText } from './sound/speechText.js';

export interface TvBoard {
  readonly model: BoardModel;
  readonly clock: BoardClock;
  readonly sound: SoundSetting;
  readonly announcer: Announcer;
  /** Follows the board and runs the clock; returns the stop. */
  start(): () => void;
}

export interface TvBoardOptions {
  client: Pick<Client, 'follow' | 'call' | 'settings'>;
  /** The browser's speech and audio (browserSound()), or stand-ins. */
  sound: Pick<AnnouncerOptions, 'speech' | 'createUtterance' | 'createAudio' | 'hasBeenActive'>;
  /** Where the sound switch is kept. @default localStorage */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** @default the system clock */
  clock?: Clock;
  model?: Pick<BoardModelOptions, 'highlightMs' | 'refreshMs'>;
}

/** The board's parts wired together: every new call is announced, every view sets the clock. */
export function createTvBoard(options: TvBoardOptions): TvBoard {
  const sound = createSoundSetting(options.storage === undefined ? globalThis.localStorage ?? null : options.storage);
  const clockSource = options.clock;
  const announcer = createAnnouncer({ ...options.sound, enabled: sound.on, ...(clockSource ? { clock: clockSource } : {}) });
  const clock = createBoardClock(clockSource);
  const model = createBoardModel({
    ...options.model,
    client: options.client,
    ...(clockSource ? { clock: clockSource } : {}),
    onCall: (call) => announcer.announce(announcementText(call)),
    onServerTime: (serverTime) => clock.sync(serverTime),
  });

  // Only the sound buttons allow sound (SoundControl). A key pressed anywhere once did too, which
  // removed the "allow" button under a keyboard user's Tab, so the Enter after it muted the board.
  return {
    model,
    clock,
    sound,
    announcer,
    start() {
      const stopModel = model.start();
      const stopClock = clock.start();
      return () => {
        stopModel();
        stopClock();
      };
    },
  };
}
