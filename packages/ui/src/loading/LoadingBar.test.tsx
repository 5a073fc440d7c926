import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithProviders } from '../sdk/testing/testI18n.js';
import { createLoadingBar, type LoadingBarModel } from './loadingBar.js';
import { LoadingBar } from './LoadingBar.js';

let bar: LoadingBarModel;

beforeEach(() => {
  vi.useFakeTimers();
  bar = createLoadingBar();
});
afterEach(() => {
  cleanup();
  bar.dispose();
  vi.useRealTimers();
});

describe('LoadingBar', () => {
  it('renders a busy progressbar with its value while work runs, then goes away', async () => {
    renderWithProviders(<LoadingBar model={bar} />, { i18n: await createTestI18n('ru') });
    expect(screen.queryByRole('progressbar')).toBeNull();

    let end: () => void = () => {};
    act(() => {
      end = bar.start();
    });
    const progressbar = screen.getByRole('progressbar', { name: 'Загрузка' });
    expect(progressbar.getAttribute('aria-valuenow')).toBe('10');
    expect(progressbar.getAttribute('aria-busy')).toBe('true');

    act(() => vi.advanceTimersByTime(800 * 20));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('82');

    act(() => end());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar').getAttribute('aria-busy')).toBe('false');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
