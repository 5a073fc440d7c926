import { afterEach, describe, expect, it, vi } from 'vitest';
import { contextOf, createFakeAudio } from '../testing/fakeAudio.js';
import { createSoundPlayer, MELODIES } from './sound.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('createSoundPlayer', () => {
  it('stays silent until switched on, then plays a test note and the melodies', async () => {
    const audio = createFakeAudio();
    const sound = createSoundPlayer({ createContext: contextOf(audio) });
    expect(await sound.play('chime')).toBe(false);
    expect(audio.created).toBe(0);
    expect(await sound.enable()).toBe('on');
    expect(audio.played).toEqual([660]);
    expect(await sound.play('chime')).toBe(true);
    expect(audio.played.slice(1)).toEqual(MELODIES.chime.map((note) => note.frequency));
    sound.disable();
    expect(sound.state.value).toBe('off');
    expect(await sound.play('call')).toBe(false);
    expect(await sound.enable()).toBe('on');
    expect(audio.created).toBe(1);
  });

  it('says when the browser keeps audio blocked, and tries again on the next melody', async () => {
    vi.useFakeTimers();
    const audio = createFakeAudio(false);
    const sound = createSoundPlayer({ createContext: contextOf(audio), resumeWaitMs: 500 });
    const enabling = sound.enable();
    await vi.advanceTimersByTimeAsync(500);
    expect(await enabling).toBe('blocked');
    expect(audio.played).toEqual([]);
    audio.allow = true;
    expect(await sound.play('call')).toBe(true);
    expect(sound.state.value).toBe('on');
    expect(audio.played).toHaveLength(MELODIES.call.length);
  });

  it('reports a browser without Web Audio', async () => {
    const sound = createSoundPlayer({ createContext: () => null });
    expect(await sound.enable()).toBe('unsupported');
    sound.disable();
    expect(sound.state.value).toBe('unsupported');
    const throwing = createSoundPlayer({
      createContext: () => {
        throw new Error('not allowed');
      },
    });
    expect(await throwing.enable()).toBe('unsupported');
  });
});
