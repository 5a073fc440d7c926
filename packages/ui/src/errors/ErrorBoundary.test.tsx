import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryConfigStore } from '@abitura/sdk';
import { createI18n } from '../i18n/createI18n.js';
import { createPrefs } from '../prefs/prefs.js';
import { AbituraUiProvider } from '../providers/AbituraUiProvider.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import type { ErrorBoundaryProps } from './ErrorBoundary.js';

const state = { broken: true, thrown: new Error('Cannot read properties of undefined (reading "name")') as unknown };

function Fragile() {
  if (state.broken) throw state.thrown;
  return <p>Карточка абитуриента</p>;
}

function ui(props: Partial<ErrorBoundaryProps> = {}, language = 'ru', children: ReactNode = <Fragile />) {
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language })), logger: { error: () => {} } });
  return (
    <AbituraUiProvider i18n={createI18n({ language, syncDates: false })} prefs={prefs}>
      <ErrorBoundary {...props}>{children}</ErrorBoundary>
    </AbituraUiProvider>
  );
}

beforeEach(() => {
  state.broken = true;
  state.thrown = new Error('Cannot read properties of undefined (reading "name")');
  // React reports caught render errors on the console; the boundary's own logging is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows a translated message, focuses it and logs the error through the callback', () => {
    const onError = vi.fn();
    render(ui({ onError }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Что-то пошло не так');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Что-то пошло не так' }));
    expect(onError).toHaveBeenCalledWith(state.thrown, expect.objectContaining({ componentStack: expect.any(String) }));
    expect(screen.getByText('Технические подробности')).toBeTruthy();
  });

  it('renders the children again after "Try again" once the cause is gone', async () => {
    const onReset = vi.fn();
    const user = userEvent.setup();
    render(ui({ onReset }));
    state.broken = false;
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(screen.getByText('Карточка абитуриента')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('shows the message again when the retry fails too', async () => {
    const onError = vi.fn();
    const user = userEvent.setup();
    render(ui({ onError }));
    await user.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('links home with a full page load by default', () => {
    render(ui());
    expect(screen.getByRole('link', { name: 'На главную страницу' }).getAttribute('href')).toBe('/');
  });

  it('navigates in-app and recovers when given onGoHome', async () => {
    const user = userEvent.setup();
    const onGoHome = vi.fn(() => {
      state.broken = false;
    });
    render(ui({ onGoHome, homeHref: '/home' }));
    const link = screen.getByRole('link', { name: 'На главную страницу' });
    expect(link.getAttribute('href')).toBe('/home');
    await user.click(link);
    expect(onGoHome).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Карточка абитуриента')).toBeTruthy();
  });

  it('clears the error when a reset key changes, such as the path', () => {
    const view = render(ui({ resetKeys: ['/newcontingent/view/1'] }));
    expect(screen.getByRole('alert')).toBeTruthy();
    state.broken = false;
    view.rerender(ui({ resetKeys: ['/newcontingent/view/1'] }));
    expect(screen.getByRole('alert')).toBeTruthy();
    view.rerender(ui({ resetKeys: ['/home'] }));
    expect(screen.getByText('Карточка абитуриента')).toBeTruthy();
  });

  it('copes with things thrown that are not errors, in any language', () => {
    state.thrown = 'plain string';
    render(ui({}, 'ar'));
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeTruthy();
    expect(screen.getByText('plain string')).toBeTruthy();
  });
});
