import { describe, expect, it } from 'vitest';
import { findTranslationProblems, NAMESPACES } from '@abitura/ui';
import { staffResources } from '../testing/allTranslations.js';
import { bundledResources, createStaffI18n, loadStaffLanguage } from './i18n.js';
import { staffPages } from './pages.js';

describe('staff translations', () => {
  it('have every key in ru, en, fr and ar, with no empty strings', () => {
    expect(findTranslationProblems(staffResources)).toEqual([]);
  });

  it('title the page of every route the app has (the document title names it)', () => {
    const untitled = Object.keys(staffPages).filter((route) => {
      const routes = (staffResources.ru.shell as { routes?: Record<string, unknown> }).routes ?? {};
      return typeof routes[route] !== 'string';
    });
    expect(untitled).toEqual([]);
  });

  it('do not reuse a namespace name of @abitura/ui', () => {
    for (const namespace of Object.keys(staffResources.ru)) expect(NAMESPACES).not.toContain(namespace);
  });

  it('ship Russian with the app and every language of the shared namespaces', () => {
    expect(Object.keys(bundledResources.ru)).toEqual(expect.arrayContaining(['common', 'shell', 'misc', 'auth', 'access', 'users', 'home']));
    expect(Object.keys(bundledResources.ar).sort()).toEqual(NAMESPACES);
  });

  it('fetch a language with all its namespaces', async () => {
    const arabic = await loadStaffLanguage('ar');
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(staffResources.ar).sort());
    expect(arabic).toEqual(staffResources.ar);
    expect(await loadStaffLanguage('ru')).toEqual(staffResources.ru);
  });

  it('start in Russian, and switch only once the chosen language has arrived', async () => {
    const i18n = createStaffI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('actions.save')).toBe('Сохранить');
    expect(i18n.t('shell:nav.openMenu')).toBe('Открыть меню');
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('shell:nav.openMenu')).toBe('فتح القائمة');
    expect(i18n.t('users:columns.login')).not.toBe('columns.login');
  });

  it('start in another language once awaited', async () => {
    const i18n = createStaffI18n('fr');
    await i18n.changeLanguage('fr');
    expect(i18n.t('shell:nav.openMenu')).toBe('Ouvrir le menu');
  });
});
