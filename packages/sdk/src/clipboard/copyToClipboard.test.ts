import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../types.js';
import { copyToClipboard } from './copyToClipboard.js';

function sink() {
  const notices: Notice[] = [];
  return { notices, notify: (notice: Notice) => void notices.push(notice) };
}

describe('copyToClipboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("writes the text, shows 'Успешно скопировано' and resolves true", async () => {
    const { notices, notify } = sink();
    const writeText = vi.fn(() => Promise.resolve());
    await expect(copyToClipboard('AB-123', { notify, clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('AB-123');
    expect(notices).toEqual([{ level: 'success', message: 'Успешно скопировано' }]);
  });

  it("shows 'Ошибка копирования' and resolves false when the write is refused", async () => {
    const { notices, notify } = sink();
    const writeText = () => Promise.reject(new DOMException('Document is not focused', 'NotAllowedError'));
    await expect(copyToClipboard('x', { notify, clipboard: { writeText } })).resolves.toBe(false);
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка копирования' }]);
  });

  it('treats a writeText that throws synchronously as a failure', async () => {
    const { notices, notify } = sink();
    const writeText = (): Promise<void> => {
      throw new Error('boom');
    };
    await expect(copyToClipboard('x', { notify, clipboard: { writeText } })).resolves.toBe(false);
    expect(notices).toEqual([{ level: 'error', message: 'Ошибка копирования' }]);
  });

  it('uses navigator.clipboard by default', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { notices, notify } = sink();
    await expect(copyToClipboard('from navigator', { notify })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('from navigator');
    expect(notices).toEqual([{ level: 'success', message: 'Успешно скопировано' }]);
  });

  it('fails with a notice when there is no navigator or no clipboard', async () => {
    for (const navigator of [undefined, {}]) {
      vi.stubGlobal('navigator', navigator);
      const { notices, notify } = sink();
      await expect(copyToClipboard('x', { notify })).resolves.toBe(false);
      expect(notices).toEqual([{ level: 'error', message: 'Ошибка копирования' }]);
    }
  });

  it('never rejects when the notice sink throws', async () => {
    const notify = () => {
      throw new Error('snackbar gone');
    };
    await expect(copyToClipboard('x', { notify, clipboard: { writeText: () => Promise.resolve() } })).resolves.toBe(true);
  });
});
