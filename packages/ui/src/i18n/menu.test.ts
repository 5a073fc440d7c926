import { describe, expect, it } from 'vitest';
import { MENU } from '@abitura/sdk';
import type { MenuItem } from '@abitura/sdk';
import { LOCALES } from '@abitura/contracts/vocabulary';
import { createI18n } from './createI18n.js';

function titles(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.title, ...titles(item.children ?? [])]);
}

describe('menu labels', () => {
  const i18n = createI18n({ syncDates: false });

  it.each(LOCALES)('every MENU title has its own %s label', (lng) => {
    for (const key of titles(MENU)) {
      // Read the store directly: t() would quietly fall back to Russian.
      const label: unknown = i18n.getResource(lng, 'menu', key);
      expect(typeof label === 'string' && label.trim() !== '', `${lng}: ${key}`).toBe(true);
      // And t(item.title) as a menu component calls it, without naming the namespace.
      expect(i18n.t(key, { lng })).toBe(label);
    }
  });

});
