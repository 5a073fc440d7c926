/** A recording AudioContext stand-in: which notes were started, and whether the browser lets it run. */
import type { ToneGain, ToneOscillator, ToneParam } from '@abitura/ui/device';
import type { AudioContextLike } from '../shared/sound.js';

export interface FakeAudio {
  context: AudioContextLike;
  /** Frequencies of the oscillators started, in order. */
  played: number[];
  /** What resume() does: start audio, or stay pending as a browser that blocks it. */
  allow: boolean;
  created: number;
}

export function createFakeAudio(allow = true): FakeAudio {
  const fake: FakeAudio = { context: null as unknown as AudioContextLike, played: [], allow, created: 0 };
  let state = 'suspended';
  const param = (): ToneParam => ({ value: 0, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined });
  const gain = (): ToneGain => ({ gain: param(), connect: () => undefined, disconnect: () => undefined });
  const oscillator = (): ToneOscillator => {
    const node: ToneOscillator = {
      type: 'sine',
      frequency: param(),
      onended: null,
      connect: () => undefined,
      disconnect: () => undefined,
      start: () => void fake.played.push(node.frequency.value),
      stop: () => undefined,
    };
    return node;
  };
  fake.context = {
    get state() {
      return state;
    },
    currentTime: 0,
    destination: {},
    resume: () => {
      if (!fake.allow) return new Promise<void>(() => undefined);
      state = 'running';
      return Promise.resolve();
    },
    createOscillator: oscillator,
    createGain: gain,
  };
  return fake;
}

/** The `createContext` option of createSoundPlayer for a fake (counts contexts made). */
export function contextOf(fake: FakeAudio): () => AudioContextLike {
  return () => {
    fake.created += 1;
    return fake.context;
  };
}
