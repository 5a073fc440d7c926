import { signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';

export const SOUND_STORAGE_KEY = 'abitura.tv.sound';

export interface SoundSetting {
  /** Whether the board chimes and speaks; on unless someone switched it off on this screen. */
  readonly on: ReadonlySignal<boolean>;
  set(on: boolean): void;
}

function read(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(SOUND_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The sound switch of one screen, kept in localStorage (the board has no session to clear it).
 * A storage that throws (a locked-down browser) costs only the memory of the choice.
 */
export function createSoundSetting(storage: Pick<Storage, 'getItem' | 'setItem'> | null = globalThis.localStorage ?? null): SoundSetting {
  const on = signal(read(storage) !== 'off');
  return {
    on,
    set(value) {
      on.value = value;
      try {
        storage?.setItem(SOUND_STORAGE_KEY, value ? 'on' : 'off');
      } catch {
        // Remembered for this page only.
      }
    },
  };
}
