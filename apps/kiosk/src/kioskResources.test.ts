import { findTranslationProblems } from '@abitura/ui/device';
import { describe, expect, it } from 'vitest';
import { kioskResources } from './kioskResources.js';

describe('kiosk translations', () => {
  it('has every key in Russian, English, French and Arabic, with each language\'s plural forms', () => {
    expect(findTranslationProblems(kioskResources)).toEqual([]);
  });

  it('holds both the shared device texts and the kiosk texts', () => {
    for (const language of ['ru', 'en', 'fr', 'ar'] as const) {
      expect(Object.keys(kioskResources[language]).sort()).toEqual(['device', 'kiosk']);
    }
  });
});
