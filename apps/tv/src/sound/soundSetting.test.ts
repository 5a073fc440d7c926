import { describe, expect, it } from 'vitest';
import { createSoundSetting, SOUND_STORAGE_KEY } from './soundSetting.js';

const memory = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('sound setting', () => {
  it('is on until switched off, and remembers the choice', () => {
    const storage = memory();
    const setting = createSoundSetting(storage);
    expect(setting.on.value).toBe(true);
    setting.set(false);
    expect(storage.values.get(SOUND_STORAGE_KEY)).toBe('off');
    expect(createSoundSetting(storage).on.value).toBe(false);
  });

  it('uses localStorage by default', () => {
    createSoundSetting().set(false);
    expect(localStorage.getItem(SOUND_STORAGE_KEY)).toBe('off');
    expect(createSoundSetting().on.value).toBe(false);
  });

  it('works for the page alone where storage throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const setting = createSoundSetting(broken);
    expect(setting.on.value).toBe(true);
    setting.set(false);
    expect(setting.on.value).toBe(false);
    const none = createSoundSetting(null);
    none.set(false);
    expect(none.on.value).toBe(false);
  });
});
