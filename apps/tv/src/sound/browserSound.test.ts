import { describe, expect, it } from 'vitest';
import { browserSound } from './browserSound.js';

describe('browserSound', () => {
  it("takes the browser's speech, utterances, audio and activation", () => {
    class Utterance {
      constructor(readonly text: string) {}
    }
    class Audio {
      state = 'suspended';
    }
    const speechSynthesis = { speak: () => undefined };
    const sound = browserSound({ speechSynthesis, SpeechSynthesisUtterance: Utterance, AudioContext: Audio, navigator: { userActivation: { hasBeenActive: false } } });
    expect(sound.speech).toBe(speechSynthesis);
    expect(sound.createUtterance('Талон')).toBeInstanceOf(Utterance);
    expect(sound.createAudio?.()).toBeInstanceOf(Audio);
    expect(sound.hasBeenActive?.()).toBe(false);
  });

  it('gives nulls where the browser has no speech or Web Audio', () => {
    const sound = browserSound({});
    expect(sound.speech).toBeNull();
    expect(sound.createAudio).toBeNull();
    expect(sound.createUtterance('Талон').text).toBe('Талон');
    expect(sound.hasBeenActive?.()).toBe(true);
  });
});
