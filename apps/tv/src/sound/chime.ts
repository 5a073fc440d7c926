/** The two-note chime before an announcement. */
import { playTones, type Note, type ToneContext } from '@abitura/ui/device';

/** A falling major third (E5, C5), the usual "ding-dong" of a hall. */
const NOTES: readonly Note[] = [
  { frequency: 659.25, at: 0, duration: 0.7 },
  { frequency: 523.25, at: 0.38, duration: 0.7 },
];

/** Plays the chime now; it lasts about CHIME_MS. */
export function playChime(context: ToneContext): void {
  playTones(context, NOTES, { peak: 0.45, ramp: 'exponential' });
}

/** How long the chime sounds, so speech starts after it. */
export const CHIME_MS = 1_200;
