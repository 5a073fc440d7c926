import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUtterance, FakeAudio, FakeSpeech } from '../testing/soundStandIns.js';
import { createAnnouncer, GAP_MS, MAX_PENDING, SPEECH_LIMIT_MS } from './announcer.js';
import type { AnnouncerOptions } from './announcer.js';
import { CHIME_MS } from './chime.js';

function setup(overrides: Partial<AnnouncerOptions> = {}) {
  const speech = new FakeSpeech();
  const audio = new FakeAudio();
  const enabled = signal(true);
  const announcer = createAnnouncer({ enabled, speech, createUtterance, createAudio: () => audio, ...overrides });
  return { speech, audio, enabled, announcer };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('announcer', () => {
  it('chimes, then says the sentence in Russian with a Russian voice', () => {
    const { speech, audio, announcer } = setup();
    announcer.announce('Талон А 7, пройдите к окну 2.');
    expect(audio.oscillators).toBe(2);
    expect(speech.spoken).toEqual([]);
    vi.advanceTimersByTime(CHIME_MS);
    expect(speech.texts).toEqual(['Талон А 7, пройдите к окну 2.']);
    expect(speech.spoken[0]).toMatchObject({ lang: 'ru-RU', voice: { lang: 'ru-RU' } });
    expect(announcer.current.value).toBe('Талон А 7, пройдите к окну 2.');
  });

  it('says one announcement at a time, the next after the end of the last and a pause', () => {
    const { speech, announcer } = setup();
    announcer.announce('один');
    announcer.announce('два');
    vi.advanceTimersByTime(CHIME_MS);
    expect(speech.texts).toEqual(['один']);
    expect(announcer.pending.value).toEqual(['два']);
    vi.advanceTimersByTime(SPEECH_LIMIT_MS - 1);
    expect(speech.texts).toEqual(['один']);
    speech.end();
    vi.advanceTimersByTime(GAP_MS + CHIME_MS);
    expect(speech.texts).toEqual(['один', 'два']);
    speech.end();
    vi.advanceTimersByTime(GAP_MS);
    expect(announcer.current.value).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps only the newest few waiting, so a flood of calls is not spoken for minutes', () => {
    const { speech, announcer } = setup();
    for (let index = 1; index <= 20; index += 1) announcer.announce(`вызов ${index}`);
    expect(announcer.pending.value).toHaveLength(MAX_PENDING);
    expect(announcer.pending.value[0]).toBe('вызов 16');
    for (let turn = 0; turn < 10; turn += 1) {
      vi.advanceTimersByTime(CHIME_MS);
      speech.end();
      vi.advanceTimersByTime(GAP_MS);
    }
    expect(speech.texts).toEqual(['вызов 1', 'вызов 16', 'вызов 17', 'вызов 18', 'вызов 19', 'вызов 20']);
  });

  it('cuts speech that never ends and goes on', () => {
    const { speech, announcer } = setup();
    announcer.announce('один');
    announcer.announce('два');
    vi.advanceTimersByTime(CHIME_MS + SPEECH_LIMIT_MS);
    expect(speech.cancelled).toBe(1);
    vi.advanceTimersByTime(GAP_MS + CHIME_MS);
    expect(speech.texts).toEqual(['один', 'два']);
  });

  it('is silent while sound is off, and switching it off stops speech and drops the queue', () => {
    const { speech, audio, enabled, announcer } = setup();
    enabled.value = false;
    announcer.announce('один');
    vi.advanceTimersByTime(CHIME_MS * 5);
    expect(speech.spoken).toEqual([]);
    expect(audio.oscillators).toBe(0);

    enabled.value = true;
    announcer.announce('два');
    announcer.announce('три');
    vi.advanceTimersByTime(CHIME_MS);
    expect(speech.texts).toEqual(['два']);
    enabled.value = false;
    expect(speech.cancelled).toBe(1);
    expect(announcer.pending.value).toEqual([]);
    expect(announcer.current.value).toBeNull();
    vi.advanceTimersByTime(SPEECH_LIMIT_MS * 2);
    expect(speech.texts).toEqual(['два']);
  });

  it('stays silent and says so where the browser cannot speak', () => {
    const { audio, announcer } = setup({ speech: null });
    expect(announcer.available).toBe(false);
    announcer.announce('один');
    announcer.unlock();
    vi.advanceTimersByTime(CHIME_MS * 5);
    expect(audio.oscillators).toBe(0);
    expect(announcer.blocked.value).toBe(false);
    expect(announcer.current.value).toBeNull();
  });

  it('is blocked until a gesture while the audio context is suspended, and drops calls meanwhile', async () => {
    const audio = new FakeAudio('suspended');
    const { speech, announcer } = setup({ createAudio: () => audio });
    expect(announcer.blocked.value).toBe(true);
    announcer.announce('не сейчас');
    expect(announcer.pending.value).toEqual([]);
    announcer.unlock();
    await vi.advanceTimersByTimeAsync(0);
    expect(announcer.blocked.value).toBe(false);
    announcer.announce('теперь');
    vi.advanceTimersByTime(CHIME_MS);
    expect(speech.texts).toEqual(['теперь']);
  });

  it('takes a not-allowed speech error as blocked until the next gesture', () => {
    const { speech, announcer } = setup();
    announcer.announce('один');
    vi.advanceTimersByTime(CHIME_MS);
    speech.error('not-allowed');
    expect(announcer.blocked.value).toBe(true);
    announcer.unlock();
    expect(announcer.blocked.value).toBe(false);
  });

  it('speaks without a chime where there is no Web Audio, asking the page for its gesture', () => {
    let active = false;
    const { speech, announcer } = setup({ createAudio: null, hasBeenActive: () => active });
    expect(announcer.blocked.value).toBe(true);
    active = true;
    announcer.unlock();
    announcer.announce('один');
    expect(speech.texts).toEqual(['один']);
  });

  it('speaks without a chime when the browser refuses an audio context', () => {
    const { speech, announcer } = setup({
      createAudio: () => {
        throw new Error('NotAllowedError');
      },
    });
    expect(announcer.blocked.value).toBe(false);
    announcer.announce('один');
    expect(speech.texts).toEqual(['один']);
  });

  it('is not blocked while sound is off, and unlock does nothing then', () => {
    const audio = new FakeAudio('suspended');
    const { enabled, announcer } = setup({ createAudio: () => audio });
    enabled.value = false;
    expect(announcer.blocked.value).toBe(false);
    announcer.unlock();
    expect(audio.state).toBe('suspended');
  });

  it('stops everything when disposed', () => {
    const { speech, audio, announcer } = setup();
    announcer.announce('один');
    announcer.announce('два');
    vi.advanceTimersByTime(CHIME_MS);
    announcer.dispose();
    expect(speech.cancelled).toBe(1);
    expect(announcer.pending.value).toEqual([]);
    expect(audio.onstatechange).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
