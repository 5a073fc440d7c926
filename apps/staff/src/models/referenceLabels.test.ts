import { describe, expect, it } from 'vitest';
import { loadReferenceLabels, referenceLabel, type ReferenceLabels } from './referenceLabels.js';

// Which lists and codes the files must cover, against the server's reference data, is checked by
// apps/server/src/domain/reference/referenceLabels.test.ts; here, that the languages agree.
const byFile = import.meta.glob<ReferenceLabels>('../referenceLabels/*.json', { eager: true, import: 'default' });
const files = Object.keys(byFile).map((path) => path.slice(path.lastIndexOf('/') + 1));
const labelsOf = (name: string): ReferenceLabels => byFile[`../referenceLabels/${name}`] as ReferenceLabels;

describe('reference labels', () => {
  it('exist for English, French and Arabic only (the server speaks Russian)', () => {
    expect(files.sort()).toEqual(['ar.json', 'en.json', 'fr.json']);
  });

  it('hold the same lists and codes in every language, each label written out in that language', () => {
    const shape = (labels: ReferenceLabels) => Object.entries(labels).map(([list, entries]) => [list, Object.keys(entries).sort()]);
    const english = labelsOf('en.json');
    for (const name of files) {
      const labels = labelsOf(name);
      expect(shape(labels), name).toEqual(shape(english));
      for (const [list, entries] of Object.entries(labels)) {
        for (const [code, label] of Object.entries(entries)) {
          expect(label.trim(), `${name} ${list}.${code}`).not.toBe('');
          expect(label, `${name} ${list}.${code} is still Russian`).not.toMatch(/[а-яё]{3}/i);
        }
      }
    }
  });

  // The worker may already hold a language another test file fetched: only what loading guarantees is checked.
  it('are fetched with the language; Russian has none and an unknown code has none', async () => {
    await loadReferenceLabels('fr');
    expect(referenceLabel('fr', 'industries', 'it')).toBe(labelsOf('fr.json').industries?.it);
    await loadReferenceLabels('ru');
    expect(referenceLabel('ru', 'industries', 'it')).toBeUndefined();
    expect(referenceLabel('fr', 'industries', 'nothing')).toBeUndefined();
  });
});
