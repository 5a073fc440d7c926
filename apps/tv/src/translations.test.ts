import { describe, expect, it } from 'vitest';
import { findTranslationProblems } from '@abitura/ui/device';
import { tvResources } from './resources.js';

describe('TV board translations', () => {
  it('has every key of the tv and device namespaces in ru, en, fr and ar, with each language’s plural forms', () => {
    expect(Object.keys(tvResources.ru).sort()).toEqual(['device', 'tv']);
    expect(findTranslationProblems(tvResources)).toEqual([]);
  });
});
