import { describe, expect, it } from 'vitest';
import { LOCALES } from '@abitura/contracts/vocabulary';
import { findTranslationProblems } from './completeness.js';
import { resourcesFromModules, resources } from './resources.js';

function leaves(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  return typeof tree === 'object' && tree !== null ? Object.values(tree).flatMap(leaves) : [];
}

// The same glob the app uses, so a namespace file added by any folder is checked here unchanged.
const files = import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' });

describe('translations', () => {
  it('has a folder for every language and no folder for any other', () => {
    // Any file at all under locales/, not only JSON, so a stray folder is noticed too.
    const anyFile = Object.keys(import.meta.glob('./locales/**/*'));
    const folders = new Set(anyFile.map((path) => path.split('/')[2]));
    expect([...folders].sort()).toEqual([...LOCALES].sort());
  });

  it('loads every file the glob finds', () => {
    for (const path of Object.keys(files)) {
      const [, lng = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      expect(resources[lng as keyof typeof resources]?.[ns], path).toBeDefined();
    }
  });

  it('has every key of every namespace in every language, none empty', () => {
    expect(findTranslationProblems(resourcesFromModules(files))).toEqual([]);
  });

  it('includes the namespaces this folder owns', () => {
    for (const lng of LOCALES) expect(Object.keys(resources[lng])).toEqual(expect.arrayContaining(['common', 'menu']));
  });

  // A cheap guard against a Russian string pasted as a placeholder into another language.
  it.each(['common', 'menu'])('writes %s in the script of each language', (ns) => {
    const script = { ru: /\p{Script=Cyrillic}/u, ar: /\p{Script=Arabic}/u, en: /^[^\p{Script=Cyrillic}\p{Script=Arabic}]+$/u, fr: /^[^\p{Script=Cyrillic}\p{Script=Arabic}]+$/u };
    for (const lng of LOCALES) {
      for (const value of leaves(resources[lng][ns])) expect(value, `${lng}/${ns}: ${value}`).toMatch(script[lng]);
    }
  });
});

describe('findTranslationProblems', () => {
  const complete = { ru: {}, en: {}, fr: {}, ar: {} };

  it('reports a key one language lacks, an empty value and a missing file', () => {
    const problems = findTranslationProblems({
      ...complete,
      ru: { demo: { a: 'А', b: { c: 'В' } } },
      en: { demo: { a: 'A', b: {} } },
      fr: { demo: { a: ' ', b: { c: 'C' } } },
    });
    expect(problems).toEqual([
      'ar/demo.json is missing',
      'fr/demo.json "a" is empty',
      'en/demo.json lacks "b.c"',
    ]);
  });

  it('holds each language to its own plural forms', () => {
    const problems = findTranslationProblems(
      {
        ...complete,
        ru: { demo: { n_one: '{{count}} файл', n_few: '{{count}} файла', n_many: '{{count}} файлов', n_other: '{{count}} файла' } },
        en: { demo: { n_one: '{{count}} file', n_other: '{{count}} files' } },
        fr: { demo: { n: '{{count}} fichiers' } },
      },
      ['ru', 'en', 'fr'],
    );
    expect(problems).toEqual(['fr/demo.json "n" lacks plural forms many, one, other']);
  });

  it('reports placeholders that differ between languages', () => {
    const problems = findTranslationProblems(
      { ...complete, ru: { demo: { hi: 'Привет, {{name}}' } }, en: { demo: { hi: 'Hello, {{user}}' } } },
      ['ru', 'en'],
    );
    expect(problems).toEqual(['demo.json "hi" uses different {{placeholders}} across languages']);
  });
});
