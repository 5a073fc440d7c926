import type { AudioLike, SpeechLike, UtteranceLike, VoiceLike } from '../sound/announcer.js';

/**
 * A speech engine that records what it is asked to say; the test ends each utterance, or it ends
 * by itself after `autoEndMs` (read by the test's fake timers).
 */
export class FakeSpeech implements SpeechLike {
  readonly spoken: UtteranceLike[] = [];
  /** How many utterances were said; `spoken` is not kept when `keep` is false. */
  count = 0;
  cancelled = 0;
  voices: VoiceLike[] = [
    { lang: 'en-US', name: 'English' },
    { lang: 'ru-RU', name: 'Русский' },
  ];
  current: UtteranceLike | null = null;

  constructor(private readonly options: { autoEndMs?: number; keep?: boolean } = {}) {}

  speak(utterance: UtteranceLike): void {
    this.count += 1;
    if (this.options.keep !== false) this.spoken.push(utterance);
    this.current = utterance;
    const { autoEndMs } = this.options;
    if (autoEndMs !== undefined) {
      setTimeout(() => {
        if (this.current === utterance) this.end();
      }, autoEndMs);
    }
  }

  cancel(): void {
    this.cancelled += 1;
    this.current = null;
  }

  getVoices(): readonly VoiceLike[] {
    return this.voices;
  }

  /** The utterance being said ends. */
  end(): void {
    const utterance = this.current;
    this.current = null;
    utterance?.onend?.({});
  }

  /** The utterance being said fails (`not-allowed` before a user gesture). */
  error(error: string): void {
    const utterance = this.current;
    this.current = null;
    utterance?.onerror?.({ error });
  }

  get texts(): string[] {
    return this.spoken.map((utterance) => utterance.text);
  }
}

export const createUtterance = (text: string): UtteranceLike => ({ text, lang: '', rate: 1, volume: 1, voice: null, onend: null, onerror: null });

/** An AudioContext that counts the oscillators started and plays their end at once. */
export class FakeAudio implements AudioLike {
  state: string;
  currentTime = 0;
  readonly destination = {};
  onstatechange: ((event: unknown) => void) | null = null;
  oscillators = 0;
  connected = 0;

  constructor(state = 'running') {
    this.state = state;
  }

  resume(): Promise<void> {
    this.state = 'running';
    this.onstatechange?.({});
    return Promise.resolve();
  }

  private node() {
    return {
      connect: () => {
        this.connected += 1;
        return undefined;
      },
      disconnect: () => {
        this.connected -= 1;
      },
    };
  }

  private param() {
    return { value: 0, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
  }

  createOscillator() {
    this.oscillators += 1;
    const oscillator = {
      ...this.node(),
      type: '',
      frequency: this.param(),
      onended: null as (() => void) | null,
      start: () => undefined,
      stop: () => queueMicrotask(() => oscillator.onended?.()),
    };
    return oscillator;
  }

  createGain() {
    return { ...this.node(), gain: this.param() };
  }
}
