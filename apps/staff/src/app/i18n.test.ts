import { describe, expect, it } from 'vitest';
import { findTranslationProblems, NAMESPACES } from '@abitura/ui';
import { allResources, createStaffI18n, staffResources } from './i18n.js';

describe('staff translations', () => {
  it('have every key in ru, en, fr and ar, with no empty strings', () => {
    expect(findTranslationProblems(staffResources)).toEqual([]);
  });

  it('do not reuse a namespace name of @abitura/ui', () => {
    for (const namespace of Object.keys(staffResources.ru)) expect(NAMESPACES).not.toContain(namespace);
  });

  it('load together with the shared namespaces, Russian by default', () => {
    const i18n = createStaffI18n();
    expect(i18n.language).toBe('ru');
    expect(i18n.t('shell:nav.openMenu')).not.toBe('nav.openMenu');
    expect(i18n.t('actions.save')).toBe('Сохранить');
    expect(Object.keys(allResources.ar)).toEqual(expect.arrayContaining(['common', 'shell', 'misc']));
  });
});
