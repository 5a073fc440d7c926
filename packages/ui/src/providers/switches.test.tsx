import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryConfigStore } from '@abitura/sdk';
import { createI18n } from '../i18n/createI18n.js';
import { createPrefs } from '../prefs/prefs.js';
import { AbituraUiProvider } from './AbituraUiProvider.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { NavLayoutSwitch } from './NavLayoutSwitch.js';
import { ThemeModeSwitch } from './ThemeModeSwitch.js';

function setup(json: object = {}) {
  const store = createMemoryConfigStore(JSON.stringify(json));
  const prefs = createPrefs({ store, logger: { error: () => {} } });
  const i18n = createI18n({ language: prefs.prefs.value.language, syncDates: false });
  render(
    <AbituraUiProvider i18n={i18n} prefs={prefs}>
      <LanguageSwitch />
      <ThemeModeSwitch />
      <NavLayoutSwitch />
    </AbituraUiProvider>,
  );
  return { prefs, store, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
});

describe('ThemeModeSwitch', () => {
  it('is a labelled group with one pressed button per mode', () => {
    setup({ themeMode: 'light' });
    const group = screen.getByRole('group', { name: 'Тема оформления' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Светлая', 'Тёмная', 'Как в системе']);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
  });

  it('changes the preference from the keyboard', async () => {
    const { prefs, store, user } = setup({ themeMode: 'light' });
    screen.getByRole('button', { name: 'Светлая' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Тёмная' }));
    await user.keyboard('{Enter}');
    expect(prefs.prefs.value.themeMode).toBe('dark');
    await user.tab();
    await user.keyboard(' ');
    expect(prefs.prefs.value.themeMode).toBe('system');
    expect(JSON.parse(store.read() ?? '{}')).toMatchObject({ themeMode: 'system' });
    expect(screen.getByRole('button', { name: 'Как в системе' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the mode when the pressed button is pressed again', async () => {
    const { prefs, user } = setup({ themeMode: 'dark' });
    await user.click(screen.getByRole('button', { name: 'Тёмная' }));
    expect(prefs.prefs.value.themeMode).toBe('dark');
  });
});

describe('NavLayoutSwitch', () => {
  it('shows the stored layout pressed and persists a change', async () => {
    const { prefs, store, user } = setup({ navLayout: 'horizontal' });
    const group = screen.getByRole('group', { name: 'Расположение меню' });
    expect(within(group).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Вертикальное', 'false'],
      ['Горизонтальное', 'true'],
    ]);
    await user.click(within(group).getByRole('button', { name: 'Вертикальное' }));
    expect(prefs.prefs.value.navLayout).toBe('vertical');
    expect(JSON.parse(store.read() ?? '{}')).toMatchObject({ navLayout: 'vertical' });
    await user.click(within(group).getByRole('button', { name: 'Вертикальное' }));
    expect(prefs.prefs.value.navLayout).toBe('vertical');
  });
});

describe('LanguageSwitch', () => {
  it('is labelled and shows the current language in its own name', () => {
    setup({ language: 'fr' });
    const select = screen.getByRole('combobox', { name: 'Langue' });
    expect(select.textContent).toBe('Français');
  });

  it('switches to Arabic from the keyboard, turning the page right to left', async () => {
    const { prefs, user } = setup();
    const select = screen.getByRole('combobox', { name: 'Язык' });
    select.focus();
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Русский', 'English', 'Français', 'العربية']);
    expect(options[3]?.getAttribute('lang')).toBe('ar');
    await user.keyboard('{End}{Enter}');
    expect(prefs.prefs.value.language).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('combobox', { name: 'اللغة' }).textContent).toBe('العربية');
    expect(screen.getByRole('group', { name: 'المظهر' })).toBeTruthy();
  });

  it('switches with the mouse too', async () => {
    const { prefs, user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Язык' }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(prefs.prefs.value.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
