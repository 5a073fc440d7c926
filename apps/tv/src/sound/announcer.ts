import { computed, effect, signal } from '@preact/signals-core';
import type { ReadonlySignal } from '@preact/signals-core';
import { systemClock } from '@abitura/sdk';
import type { Clock } from '@abitura/sdk';
import type { ToneContext } from '@abitura/ui/device';
import { CHIME_MS, playChime } from './chime.js';

/** The members of SpeechSynthesisVoice the announcer reads. */
export interface VoiceLike {
  readonly lang: string;
  readonly name: string;
}

/** The members of SpeechSynthesisUtterance the announcer sets. */
export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  volume: number;
  voice: VoiceLike | null;
  onend: ((event: unknown) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
}

/** The members of window.speechSynthesis the announcer calls. */
export interface SpeechLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly VoiceLike[];
}

/** The members of AudioContext the announcer uses (the chime and the autoplay state). */
export interface AudioLike extends ToneContext {
  readonly state: string;
  resume(): Promise<void>;
  onstatechange: ((event: unknown) => void) | null;
}

export interface AnnouncerOptions {
  /** The sound switch: off stops what is playing and drops what waits. */
  enabled: ReadonlySignal<boolean>;
  /** null where the browser cannot speak: the board then stays silent. */
  speech: SpeechLike | null;
  createUtterance: (text: string) => UtteranceLike;
  /** null without Web Audio: no chime, speech only. */
  createAudio: (() => AudioLike) | null;
  /**
   * Whether the page has had a user gesture (navigator.userActivation), which browsers need
   * before they play sound; read when there is no AudioContext to ask.
   * @default () => true
   */
  hasBeenActive?: () => boolean;
  /** @default the system clock */
  clock?: Clock;
  /** @default MAX_PENDING */
  maxPending?: number;
  /** @default SPEECH_LIMIT_MS */
  speechLimitMs?: number;
}

export interface Announcer {
  /** The browser can speak; without it the switch says so and the board only shows calls. */
  readonly available: boolean;
  /** Sound is on but the browser has not allowed it yet: a click or a key press will. */
  readonly blocked: ReadonlySignal<boolean>;
  /** Announcements waiting their turn, oldest first, at most maxPending. */
  readonly pending: ReadonlySignal<readonly string[]>;
  /** The announcement playing now (its chime, its speech, or the pause after it). */
  readonly current: ReadonlySignal<string | null>;
  /** Queues a Russian sentence; dropped while sound is off, blocked or unavailable. */
  announce(text: string): void;
  /** Asks the browser for sound; call it from a click or key handler (a user gesture). */
  unlock(): void;
  dispose(): void;
}

/**
 * A flood of calls (a desk calling and recalling, a reconnect after an hour offline) must not line
 * up speech for minutes: only the newest few wait, older ones are dropped unsaid.
 */
export const MAX_PENDING = 5;

/** Speech that never ends (a stuck engine, a missing `end` event) is cut after this. */
export const SPEECH_LIMIT_MS = 15_000;

/** The pause between two announcements. */
export const GAP_MS = 800;

/**
 * Plays announcements one at a time: the chime, then the sentence in Russian, then a pause.
 * Browsers play sound only after a user gesture; `blocked` tells the screen to ask for one.
 */
export function createAnnouncer(options: AnnouncerOptions): Announcer {
  const { speech, enabled } = options;
  const clock = options.clock ?? systemClock;
  const maxPending = options.maxPending ?? MAX_PENDING;
  const speechLimitMs = options.speechLimitMs ?? SPEECH_LIMIT_MS;
  const hasBeenActive = options.hasBeenActive ?? (() => true);

  const pending = signal<readonly string[]>([]);
  const current = signal<string | null>(null);
  const audioBlocked = signal(false);
  const speechBlocked = signal(false);
  const blocked = computed(() => speech !== null && enabled.value && (audioBlocked.value || speechBlocked.value));

  let createAudio = options.createAudio;
  let audio: AudioLike | null = null;
  let timer: unknown = null;
  let utterance: UtteranceLike | null = null;

  function ensureAudio(): void {
    if (audio !== null) return;
    if (createAudio === null) {
      audioBlocked.value = !hasBeenActive();
      return;
    }
    try {
      audio = createAudio();
    } catch {
      // Some browsers refuse a context (too many open, a policy); speech still works without the chime.
      createAudio = null;
      audioBlocked.value = !hasBeenActive();
      return;
    }
    const context = audio;
    const follow = () => {
      audioBlocked.value = context.state !== 'running';
    };
    context.onstatechange = follow;
    follow();
  }

  function stopPlaying(): void {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (utterance !== null) {
      utterance.onend = null;
      utterance.onerror = null;
      utterance = null;
      speech?.cancel();
    }
    current.value = null;
  }

  function next(): void {
    timer = null;
    const [text, ...rest] = pending.peek();
    if (text === undefined) {
      current.value = null;
      return;
    }
    pending.value = rest;
    current.value = text;
    if (audio !== null && audio.state === 'running') {
      playChime(audio);
      timer = clock.setTimeout(() => say(text), CHIME_MS);
    } else {
      say(text);
    }
  }

  function say(text: string): void {
    timer = null;
    if (speech === null) return;
    const spoken = options.createUtterance(text);
    spoken.lang = 'ru-RU';
    spoken.rate = 0.9;
    spoken.volume = 1;
    spoken.voice = speech.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('ru')) ?? null;
    const finish = () => {
      if (utterance !== spoken) return;
      spoken.onend = null;
      spoken.onerror = null;
      utterance = null;
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(next, GAP_MS);
    };
    spoken.onend = finish;
    spoken.onerror = (event) => {
      if (event.error === 'not-allowed') speechBlocked.value = true;
      finish();
    };
    utterance = spoken;
    timer = clock.setTimeout(() => {
      speech.cancel();
      finish();
    }, speechLimitMs);
    speech.speak(spoken);
  }

  const stopWatching = effect(() => {
    if (!enabled.value) {
      pending.value = [];
      stopPlaying();
    } else if (speech !== null) {
      ensureAudio();
    }
  });

  return {
    available: speech !== null,
    blocked,
    pending,
    current,
    announce(text) {
      if (speech === null || !enabled.peek() || blocked.peek()) return;
      pending.value = [...pending.peek(), text].slice(-maxPending);
      if (current.peek() === null) next();
    },
    unlock() {
      if (speech === null || !enabled.peek()) return;
      speechBlocked.value = false;
      if (audio === null) {
        audioBlocked.value = false;
        return;
      }
      const context = audio;
      void context.resume().then(
        () => {
          audioBlocked.value = context.state !== 'running';
        },
        () => {
          audioBlocked.value = true;
        },
      );
    },
    dispose() {
      stopWatching();
      pending.value = [];
      stopPlaying();
      if (audio !== null) audio.onstatechange = null;
    },
  };
}
