/**
 * The two-note chime before an announcement, made by Web Audio oscillators so the app ships no
 * sound file. Only the few members used are typed, so tests pass a plain stand-in.
 */

interface AudioParamLike {
  value: number;
  setValueAtTime(value: number, time: number): unknown;
  exponentialRampToValueAtTime(value: number, time: number): unknown;
}

interface AudioNodeLike {
  connect(destination: never): unknown;
  disconnect(): void;
}

export interface ChimeContext {
  readonly currentTime: number;
  readonly destination: unknown;
  createOscillator(): AudioNodeLike & {
    type: string;
    frequency: AudioParamLike;
    start(when?: number): void;
    stop(when?: number): void;
    onended: (() => void) | null;
  };
  createGain(): AudioNodeLike & { gain: AudioParamLike };
}

/** A falling major third (E5, C5), the usual "ding-dong" of a hall. */
const NOTES: ReadonlyArray<readonly [frequency: number, offsetSeconds: number]> = [
  [659.25, 0],
  [523.25, 0.38],
];
const NOTE_SECONDS = 0.7;
const PEAK_GAIN = 0.45;
/** exponentialRamp cannot reach zero. */
const SILENT_GAIN = 0.0001;

/** Plays the chime now; it lasts about CHIME_MS. */
export function playChime(context: ChimeContext): void {
  const start = context.currentTime;
  for (const [frequency, offset] of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const at = start + offset;
    gain.gain.setValueAtTime(SILENT_GAIN, at);
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, at + NOTE_SECONDS);
    oscillator.connect(gain as never);
    gain.connect(context.destination as never);
    // Disconnected nodes are collected: a board chimes thousands of times between restarts.
    oscillator.onended = () => {
      oscillator.onended = null;
      oscillator.disconnect();
      gain.disconnect();
    };
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS + 0.05);
  }
}

/** How long the chime sounds, so speech starts after it. */
export const CHIME_MS = 1_200;
