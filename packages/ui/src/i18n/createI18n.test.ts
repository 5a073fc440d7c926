import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { createI18n } from './createI18n.js';
import { directionOf, toLocale } from './locale.js';

afterEach(() => void dayjs.locale('ru'));

describe('createI18n', () => {
  it('starts in Russian with the common namespace by default', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('app.name')).toBe('Информационная система колледжа');
    expect(i18n.t('actions.save')).toBe('Сохранить');
  });

  it('starts in the language asked for, reduced to a supported one', () => {
    expect(createI18n({ language: 'ar-EG' }).t('actions.cancel')).toBe('إلغاء');
    expect(createI18n({ language: 'de' }).language).toBe('ru');
  });

  it('falls back to Russian for a key another language lacks', () => {
    const i18n = createI18n({
      language: 'en',
      resources: { ru: { common: { only: 'Только по-русски' } }, en: { common: {} }, fr: { common: {} }, ar: { common: {} } },
    });
    expect(i18n.t('only')).toBe('Только по-русски');
  });

  it('reads other namespaces by prefix and menu keys as the SDK writes them', () => {
    const i18n = createI18n({ language: 'fr' });
    expect(i18n.t('common:theme.modes.dark')).toBe('Sombre');
    expect(i18n.t('menu.home')).toBe('Accueil');
  });

  it('moves dayjs to the new language', async () => {
    const i18n = createI18n({ language: 'en' });
    expect(dayjs.locale()).toBe('en');
    await i18n.changeLanguage('fr');
    expect(dayjs.locale()).toBe('fr');
  });

  it('leaves dayjs alone when asked to', () => {
    dayjs.locale('ru');
    createI18n({ language: 'fr', syncDates: false });
    expect(dayjs.locale()).toBe('ru');
  });
});

describe('locale helpers', () => {
  it('maps tags to the four languages', () => {
    expect(toLocale('AR-eg')).toBe('ar');
    expect(toLocale('fr_FR')).toBe('fr');
    expect(toLocale(undefined)).toBe('ru');
    expect(toLocale('zz')).toBe('ru');
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('ru')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('createI18n with languages on demand', () => {
  const bundled = { ru: { area: { hello: 'Привет' } }, en: {}, fr: {}, ar: {} };

  it('fetches a language once, for all its namespaces, before switching to it', async () => {
    const asked: string[] = [];
    const i18n = createI18n({
      resources: bundled,
      syncDates: false,
      loadLanguage: async (language) => {
        asked.push(language);
        return { area: { hello: language === 'en' ? 'Hello' : 'Bonjour' } };
      },
    });
    expect(i18n.t('area:hello')).toBe('Привет');
    await i18n.changeLanguage('en');
    expect(i18n.t('area:hello')).toBe('Hello');
    await i18n.changeLanguage('ru');
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('fr');
    expect(i18n.t('area:hello')).toBe('Bonjour');
    expect(asked).toEqual(['en', 'fr']);
  });

  it('falls back to Russian when a language cannot be fetched, and asks again next time', async () => {
    let fail = true;
    const asked: string[] = [];
    const i18n = createI18n({
      resources: bundled,
      syncDates: false,
      loadLanguage: async (language) => {
        asked.push(language);
        if (fail) throw new Error('offline');
        return { area: { hello: 'مرحبا' } };
      },
    });
    await i18n.changeLanguage('ar');
    expect(i18n.t('area:hello')).toBe('Привет');
    fail = false;
    await i18n.reloadResources(['ar'], ['area']);
    expect(i18n.t('area:hello')).toBe('مرحبا');
    expect(asked).toEqual(['ar', 'ar']);
  });
});
