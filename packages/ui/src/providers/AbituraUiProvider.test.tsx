import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createCache from '@emotion/cache';
import { CacheProvider, __unsafe_useEmotionCache } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { createMemoryConfigStore } from '@abitura/sdk';
import { createI18n } from '../i18n/createI18n.js';
import { PREFS_COOKIE, createPrefs } from '../prefs/prefs.js';
import type { PrefsModel } from '../prefs/prefs.js';
import { usePrefs } from '../prefs/prefsContext.js';
import { AbituraUiProvider } from './AbituraUiProvider.js';
import { ThemeModeSwitch } from './ThemeModeSwitch.js';
import { useDirection } from './useDirection.js';

const quiet = { error: () => {} };
const memoryPrefs = (json?: object) => createPrefs({ store: createMemoryConfigStore(json ? JSON.stringify(json) : null), logger: quiet });

function renderUi(ui: React.ReactNode, prefs: PrefsModel = memoryPrefs()) {
  const i18n = createI18n({ language: prefs.prefs.value.language, syncDates: false });
  return { i18n, prefs, ...render(<AbituraUiProvider i18n={i18n} prefs={prefs}>{ui}</AbituraUiProvider>) };
}

/** Styled through this package's own @emotion/styled, so it always meets the provider's cache. */
const Indented = styled.div({ marginLeft: '13px', paddingRight: '7px' });

function CacheKey() {
  return <output data-testid="cache">{__unsafe_useEmotionCache()?.key}</output>;
}

/** Whether Joy's styles go through this package's copy of @emotion/react (see the test using it). */
function joySharesEmotion(): boolean {
  const { container, unmount } = render(
    <CacheProvider value={createCache({ key: 'probe' })}>
      <Box />
    </CacheProvider>,
  );
  const shared = /\bprobe-/.test((container.firstElementChild as HTMLElement).className);
  unmount();
  return shared;
}

function AppName() {
  const { t } = useTranslation();
  return <p>{t('app.name')}</p>;
}

function Probe() {
  const prefs = usePrefs();
  return <output data-testid="probe">{`${prefs.language} ${prefs.themeMode} ${useDirection()}`}</output>;
}

const html = () => document.documentElement;
const emotionCss = (key: string) =>
  [...document.head.querySelectorAll(`style[data-emotion="${key}"], style[data-emotion^="${key} "]`)].map((style) => style.textContent).join('\n');

afterEach(() => {
  cleanup();
  document.cookie = `${PREFS_COOKIE}=; path=/; max-age=0`;
  localStorage.clear();
});

describe('AbituraUiProvider', () => {
  it('sets <html lang dir> and translations from the preference', () => {
    renderUi(<AppName />);
    expect(html().lang).toBe('ru');
    expect(html().dir).toBe('ltr');
    expect(screen.getByText('Информационная система колледжа')).toBeTruthy();
  });

  it('switches to right-to-left for Arabic and hands the rtl emotion cache down', () => {
    const prefs = memoryPrefs();
    renderUi(
      <>
        <AppName />
        <Probe />
        <CacheKey />
        <Indented data-testid="indented" />
      </>,
      prefs,
    );
    expect(screen.getByTestId('cache').textContent).toBe('joy-ltr');
    expect(emotionCss('joy-ltr')).toMatch(/margin-left:13px/);

    act(() => prefs.setLanguage('ar'));
    expect(html().dir).toBe('rtl');
    expect(html().lang).toBe('ar');
    expect(screen.getByText('نظام معلومات الكلية')).toBeTruthy();
    expect(screen.getByTestId('probe').textContent).toBe('ar system rtl');
    expect(screen.getByTestId('cache').textContent).toBe('joy-rtl');
    expect(screen.getByTestId('indented').className).toMatch(/\bjoy-rtl-/);
    const rtlCss = emotionCss('joy-rtl');
    expect(rtlCss).toMatch(/margin-right:13px/);
    expect(rtlCss).toMatch(/padding-left:7px/);
    expect(rtlCss).not.toMatch(/margin-left:13px/);
  });

  // Joy must load the same @emotion/react as this package to see the provider's cache. Vite apps
  // always do; under Vitest that needs resolve.mainFields with 'module' in vitest.config.ts, or
  // Joy's CommonJS build brings its own copy and this check cannot run.
  it('flips Joy component styles for Arabic too', (context) => {
    if (!joySharesEmotion()) context.skip('Joy loads another @emotion/react under this Vitest config');
    renderUi(<Box data-testid="box" sx={{ marginLeft: '11px' }} />, memoryPrefs({ language: 'ar' }));
    expect(screen.getByTestId('box').className).toMatch(/\bjoy-rtl-/);
    expect(emotionCss('joy-rtl')).toMatch(/margin-right:11px/);
  });

  it('adopts a language changed on i18next directly', async () => {
    const { i18n, prefs } = renderUi(<AppName />);
    await act(() => i18n.changeLanguage('fr'));
    expect(prefs.prefs.value.language).toBe('fr');
    expect(html().lang).toBe('fr');
    expect(screen.getByText("Système d'information du collège")).toBeTruthy();
  });

  it('applies the theme mode from the preference to Joy', () => {
    const prefs = memoryPrefs({ themeMode: 'dark' });
    renderUi(<Probe />, prefs);
    expect(html().getAttribute('data-joy-color-scheme')).toBe('dark');
    act(() => prefs.setThemeMode('light'));
    expect(html().getAttribute('data-joy-color-scheme')).toBe('light');
  });

  it('persists the theme mode in the cookie and starts from it next time, even after logout clears local storage', async () => {
    const user = userEvent.setup();
    const first = renderUi(<ThemeModeSwitch />, createPrefs({ logger: quiet }));
    await user.click(screen.getByRole('button', { name: 'Тёмная' }));
    expect(decodeURIComponent(document.cookie)).toContain('"themeMode":"dark"');
    first.unmount();
    localStorage.clear();

    renderUi(<ThemeModeSwitch />, createPrefs({ logger: quiet }));
    expect(screen.getByRole('button', { name: 'Тёмная' }).getAttribute('aria-pressed')).toBe('true');
    expect(html().getAttribute('data-joy-color-scheme')).toBe('dark');
  });

  it('reads the abituraPrefs cookie when no model is given', () => {
    document.cookie = `${PREFS_COOKIE}=${encodeURIComponent('{"language":"en"}')}; path=/`;
    render(
      <AbituraUiProvider i18n={createI18n({ syncDates: false })}>
        <AppName />
      </AbituraUiProvider>,
    );
    expect(screen.getByText('College information system')).toBeTruthy();
    expect(html().lang).toBe('en');
  });
});
