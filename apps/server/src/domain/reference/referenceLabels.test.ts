import { readFileSync } from 'node:fs';
import { REFERENCE_LISTS, type ReferenceListName } from '@abitura/contracts';
import { describe, expect, it } from 'vitest';
import { REFERENCE_SOURCES } from './referenceSources.js';

/**
 * The staff app shows the reference lists in English, French and Arabic from its own files
 * (apps/staff/src/models/referenceLabels.ts); this checks them against what the server writes:
 * every entry of every list but the proper names has a label, and nothing else does. The turbo
 * task's inputs include those files, so a change to them runs this again.
 */
const PROPER_NAMES: readonly ReferenceListName[] = ['okrugs', 'districts', 'rayons', 'mrsd', 'countries', 'regions', 'metroStations'];
const LANGUAGES = ['en', 'fr', 'ar'] as const;

const labelsOf = (language: string): Record<string, Record<string, string>> =>
  JSON.parse(readFileSync(new URL(`../../../../staff/src/referenceLabels/${language}.json`, import.meta.url), 'utf8')) as Record<string, Record<string, string>>;

describe("the staff app's reference labels", () => {
  const translated = REFERENCE_LISTS.map((entry) => entry.list).filter((list) => !PROPER_NAMES.includes(list));

  it.each(LANGUAGES)('in %s cover every entry the server writes of every list but the proper names, and nothing else', (language) => {
    const labels = labelsOf(language);
    expect(Object.keys(labels).sort()).toEqual([...translated].sort());
    for (const list of translated) expect(Object.keys(labels[list] ?? {}).sort(), list).toEqual(REFERENCE_SOURCES[list].map((entry) => entry.code).sort());
  });
});
