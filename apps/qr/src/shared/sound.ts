/**
 * The ticket page's call and the scanner's chime and warning, as Web Audio tones (playTones of the
 * device layer). Browsers start an AudioContext only after a user gesture, so the player is
 * switched on by a tap (`enable`), and says when the browser still blocks it.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import { playTones, type Note, type ToneContext } from '@abitura/ui/device';

/** The parts of an AudioContext the player uses, so tests pass a recording stand-in. */
export interface AudioContextLike extends ToneContext {
  readonly state: string;
  resume(): Promise<void>;
}

export const MELODIES = {
  /** The ticket page when the ticket is called: three rising notes, twice. */
  call: [523, 659, 784, 523, 659, 784].map((frequency, index) => ({ frequency, at: index * 0.22 + (index >= 3 ? 0.3 : 0), duration: 0.2 })),
  /** The scanner's green result: two bright notes. */
  chime: [
    { frequency: 880, at: 0, duration: 0.12 },
    { frequency: 1318, at: 0.12, duration: 0.25 },
  ],
  /** The scanner's red or yellow result: two low notes. */
  warning: [
    { frequency: 220, at: 0, duration: 0.25 },
    { frequency: 196, at: 0.3, duration: 0.35 },
  ],
  /** Played when sound is switched on, so the person hears that it works. */
  test: [{ frequency: 660, at: 0, duration: 0.12 }],
} satisfies Record<string, readonly Note[]>;

export type Melody = keyof typeof MELODIES;

/** off: not switched on; on: plays; blocked: the browser keeps audio suspended; unsupported: no Web Audio. */
export type SoundState = 'off' | 'on' | 'blocked' | 'unsupported';

export interface SoundPlayer {
  readonly state: ReadonlySignal<SoundState>;
  /** Switches sound on; call it from a tap or a key press. Resolves with the new state. */
  enable(): Promise<SoundState>;
  disable(): void;
  /** Plays a melody if sound is on; false when nothing was played. */
  play(melody: Melody): Promise<boolean>;
}

export interface SoundOptions {
  /** @default a new AudioContext (or webkitAudioContext), null where there is neither */
  createContext?: () => AudioContextLike | null;
  /**
   * How long `enable` waits for the browser to start audio: resume() stays pending, not
   * rejected, while a browser blocks it.
   * @default 1000
   */
  resumeWaitMs?: number;
}

const VOLUME = 0.25;

function defaultContext(): AudioContextLike | null {
  const scope = globalThis as unknown as { AudioContext?: new () => AudioContextLike; webkitAudioContext?: new () => AudioContextLike };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  return Context ? new Context() : null;
}

export function createSoundPlayer(options: SoundOptions = {}): SoundPlayer {
  const createContext = options.createContext ?? defaultContext;
  const resumeWaitMs = options.resumeWaitMs ?? 1000;
  const state = signal<SoundState>('off');
  let context: AudioContextLike | null = null;

  async function running(ctx: AudioContextLike): Promise<boolean> {
    if (ctx.state === 'running') return true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, resumeWaitMs);
    });
    await Promise.race([ctx.resume().catch(() => undefined), waited]);
    clearTimeout(timer);
    return ctx.state === 'running';
  }

  function schedule(ctx: AudioContextLike, notes: readonly Note[]): void {
    playTones(ctx, notes, { peak: VOLUME, ramp: 'linear', delay: 0.02 });
  }

  return {
    state,
    async enable() {
      if (context === null) {
        try {
          context = createContext();
        } catch {
          context = null;
        }
      }
      if (context === null) {
        state.value = 'unsupported';
        return state.value;
      }
      state.value = (await running(context)) ? 'on' : 'blocked';
      if (state.value === 'on') schedule(context, MELODIES.test);
      return state.value;
    },
    disable() {
      if (state.peek() !== 'unsupported') state.value = 'off';
    },
    async play(melody) {
      if (context === null || (state.peek() !== 'on' && state.peek() !== 'blocked')) return false;
      // A phone may suspend audio while the page is in the background; try once more.
      if (!(await running(context))) {
        state.value = 'blocked';
        return false;
      }
      state.value = 'on';
      schedule(context, MELODIES[melody]);
      return true;
    },
  };
}
