/**
 * Short tones made with Web Audio oscillators, so no app ships a sound file: the TV board's chime
 * before an announcement, the ticket page's call, the scanner's chime and warning. Only the few
 * members of an AudioContext used are typed, so tests pass a plain stand-in.
 */

export interface ToneParam {
  value: number;
  setValueAtTime(value: number, at: number): unknown;
  linearRampToValueAtTime(value: number, at: number): unknown;
  exponentialRampToValueAtTime(value: number, at: number): unknown;
}

interface ToneNode {
  connect(target: never): unknown;
  disconnect(): void;
}

export interface ToneOscillator extends ToneNode {
  type: string;
  readonly frequency: ToneParam;
  onended: (() => void) | null;
  start(when?: number): void;
  stop(when?: number): void;
}

export interface ToneGain extends ToneNode {
  readonly gain: ToneParam;
}

/** The parts of an AudioContext a tone needs. */
export interface ToneContext {
  readonly currentTime: number;
  readonly destination: unknown;
  createOscillator(): ToneOscillator;
  createGain(): ToneGain;
}

/** One note: pitch in Hz, start and length in seconds from the melody's start. */
export interface Note {
  frequency: number;
  at: number;
  duration: number;
}

/** How the notes sound. */
export interface ToneShape {
  /** The gain at a note's loudest. */
  peak: number;
  /** linear rises from and falls to silence; exponential falls like a struck bell. */
  ramp: 'linear' | 'exponential';
  /** Seconds from now to the melody's start. @default 0 */
  delay?: number;
}

/** An exponential ramp cannot reach zero. */
const SILENT_GAIN = 0.0001;
/** A short rise, so a note does not click. */
const ATTACK_SECONDS = 0.02;

/** Plays the notes through sine oscillators; each node is disconnected once its note ends. */
export function playTones(context: ToneContext, notes: readonly Note[], shape: ToneShape): void {
  const start = context.currentTime + (shape.delay ?? 0);
  for (const note of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.frequency;
    const from = start + note.at;
    const to = from + note.duration;
    if (shape.ramp === 'linear') {
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(shape.peak, from + ATTACK_SECONDS);
      gain.gain.linearRampToValueAtTime(0, to);
    } else {
      gain.gain.setValueAtTime(SILENT_GAIN, from);
      gain.gain.exponentialRampToValueAtTime(shape.peak, from + ATTACK_SECONDS);
      gain.gain.exponentialRampToValueAtTime(SILENT_GAIN, to);
    }
    oscillator.connect(gain as never);
    gain.connect(context.destination as never);
    // Disconnected nodes are collected: a board chimes thousands of times between restarts.
    oscillator.onended = () => {
      oscillator.onended = null;
      oscillator.disconnect();
      gain.disconnect();
    };
    oscillator.start(from);
    oscillator.stop(to + 0.05);
  }
}
