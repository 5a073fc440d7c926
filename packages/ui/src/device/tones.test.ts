import { describe, expect, it } from 'vitest';
import { playTones, type ToneContext, type ToneParam } from './tones.js';

/** Seconds to the millisecond, so sums of fractions compare as written. */
const ms = (at: number | undefined) => Math.round((at ?? 0) * 1000) / 1000;

/** A context that writes down every scheduled change: `${node} ${method} ${value}@${time}`. */
function recordingContext(currentTime = 10) {
  const log: string[] = [];
  const ended: Array<() => void> = [];
  let connected = 0;
  const param = (node: string): ToneParam => ({
    value: 0,
    setValueAtTime: (value, at) => log.push(`${node} set ${value}@${ms(at)}`),
    linearRampToValueAtTime: (value, at) => log.push(`${node} linear ${value}@${ms(at)}`),
    exponentialRampToValueAtTime: (value, at) => log.push(`${node} exponential ${value}@${ms(at)}`),
  });
  const node = () => ({ connect: () => void (connected += 1), disconnect: () => void (connected -= 1) });
  const context: ToneContext = {
    currentTime,
    destination: {},
    createOscillator: () => {
      const oscillator = {
        ...node(),
        type: '',
        frequency: param('frequency'),
        onended: null as (() => void) | null,
        start: (at?: number) => void log.push(`${oscillator.type} ${oscillator.frequency.value} start@${ms(at)}`),
        stop: (at?: number) => {
          log.push(`stop@${ms(at)}`);
          ended.push(() => oscillator.onended?.());
        },
      };
      return oscillator;
    },
    createGain: () => ({ ...node(), gain: param('gain') }),
  };
  return { context, log, ended, connected: () => connected };
}

describe('playTones', () => {
  it('rises and falls linearly from silence, after the delay', () => {
    const { context, log } = recordingContext();
    playTones(context, [{ frequency: 660, at: 0, duration: 0.12 }], { peak: 0.25, ramp: 'linear', delay: 0.02 });
    expect(log).toEqual(['gain set 0@10.02', 'gain linear 0.25@10.04', 'gain linear 0@10.14', 'sine 660 start@10.02', 'stop@10.19']);
  });

  it('falls like a bell on an exponential ramp, which cannot reach zero', () => {
    const { context, log } = recordingContext(0);
    playTones(
      context,
      [
        { frequency: 659.25, at: 0, duration: 0.7 },
        { frequency: 523.25, at: 0.38, duration: 0.7 },
      ],
      { peak: 0.45, ramp: 'exponential' },
    );
    expect(log.slice(0, 5)).toEqual(['gain set 0.0001@0', 'gain exponential 0.45@0.02', 'gain exponential 0.0001@0.7', 'sine 659.25 start@0', 'stop@0.75']);
    expect(log[8]).toBe('sine 523.25 start@0.38');
  });

  it('disconnects each note once it has ended', () => {
    const { context, ended, connected } = recordingContext();
    playTones(context, [{ frequency: 440, at: 0, duration: 0.1 }], { peak: 0.3, ramp: 'linear' });
    expect(connected()).toBe(2);
    for (const end of ended) end();
    expect(connected()).toBe(0);
  });
});
