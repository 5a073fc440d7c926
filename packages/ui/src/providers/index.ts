export { AbituraUiProvider } from './AbituraUiProvider.js';
export type { AbituraUiProviderProps } from './AbituraUiProvider.js';
export { LanguageSwitch } from './LanguageSwitch.js';
export type { LanguageSwitchProps } from './LanguageSwitch.js';
export { NavLayoutSwitch } from './NavLayoutSwitch.js';
export type { NavLayoutSwitchProps } from './NavLayoutSwitch.js';
export { ThemeModeSwitch } from './ThemeModeSwitch.js';
export type { ThemeModeSwitchProps } from './ThemeModeSwitch.js';
export { useDirection } from './useDirection.js';
