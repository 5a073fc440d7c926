import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS, type ReferenceListName } from '@abitura/sdk/contracts';
import {
  APPLICANT_CATEGORIES,
  CALL_CENTER_EDUCATION_FORMS,
  CALL_RESULTS,
  CLASS_PROFILE_TYPES,
  EDUCATION_FORMS,
  EDUCATION_LEVELS,
  EMAIL_TEMPLATE_CALL_CENTER_DEFAULT,
  ENTRANCE_TEST_TYPES,
  EVENT_FORMATS,
  GRADE_OPTIONS,
  INDIVIDUAL_ACHIEVEMENTS,
  INDUSTRIES,
  INFORMATION_SOURCE_OPTIONS,
  INFORMATION_SOURCES,
  INTENTS,
  INTERACTION_TYPES,
  ORGANIZATION_KINDS,
  ORGANIZATION_TYPES,
  PROGRAMME_TYPES,
  READINESS_CATEGORIES,
  STUDY_FORMS,
  TALK_THEMES,
} from '@abitura/sdk/vocabulary';
import { loadReferenceLabels, referenceLabel, type ReferenceLabels } from './referenceLabels.js';

/** The lists of proper names (places, numbered districts): their Russian names are what everyone uses. */
const PROPER_NAMES: readonly ReferenceListName[] = ['okrugs', 'districts', 'rayons', 'mrsd', 'countries', 'regions', 'metroStations'];

const values = (list: readonly { value: string | number }[]) => list.map((entry) => String(entry.value));

/** The codes of every translated list as the server writes them from the vocabulary (domain/reference/referenceSources.ts). */
const CODES: Partial<Record<ReferenceListName, readonly string[]>> = {
  educationForms: EDUCATION_FORMS.map((entry) => String(entry.id)),
  educationLevels: values(EDUCATION_LEVELS),
  studyForms: values(STUDY_FORMS),
  programmeTypes: values(PROGRAMME_TYPES),
  gradeOptions: values(GRADE_OPTIONS),
  classProfiles: values(CLASS_PROFILE_TYPES),
  organizationTypes: values(ORGANIZATION_TYPES),
  organizationKinds: values(ORGANIZATION_KINDS),
  entranceTests: ENTRANCE_TEST_TYPES.map((entry) => String(entry.id)),
  achievements: values(INDIVIDUAL_ACHIEVEMENTS),
  industries: values(INDUSTRIES),
  readiness: values(READINESS_CATEGORIES),
  applicantCategories: values(APPLICANT_CATEGORIES),
  interactionTypes: INTERACTION_TYPES.map((entry) => entry.type),
  talkStatuses: values(CALL_RESULTS),
  callCenterEducationForms: values(CALL_CENTER_EDUCATION_FORMS),
  informationSourceOptions: values(INFORMATION_SOURCE_OPTIONS),
  formTemplates: [EMAIL_TEMPLATE_CALL_CENTER_DEFAULT.name],
  intents: values(INTENTS),
  talkThemes: values(TALK_THEMES),
  informationSources: values(INFORMATION_SOURCES),
  eventFormats: values(EVENT_FORMATS),
};

const byFile = import.meta.glob<ReferenceLabels>('../referenceLabels/*.json', { eager: true, import: 'default' });
const files = Object.keys(byFile).map((path) => path.slice(path.lastIndexOf('/') + 1));
const labelsOf = (name: string): ReferenceLabels => byFile[`../referenceLabels/${name}`] as ReferenceLabels;

describe('reference labels', () => {
  it('exist for English, French and Arabic only (the server speaks Russian)', () => {
    expect(files.sort()).toEqual(['ar.json', 'en.json', 'fr.json']);
  });

  it('translate every entry of every list that is not a list of proper names, and nothing else', () => {
    expect(REFERENCE_LISTS.map((entry) => entry.list).filter((list) => !PROPER_NAMES.includes(list)).sort()).toEqual(Object.keys(CODES).sort());
    for (const name of files) {
      const labels = labelsOf(name);
      expect(Object.keys(labels).sort(), name).toEqual(Object.keys(CODES).sort());
      for (const [list, codes] of Object.entries(CODES)) {
        expect(Object.keys(labels[list] ?? {}).sort(), `${name} ${list}`).toEqual([...codes].sort());
        for (const [code, label] of Object.entries(labels[list] ?? {})) {
          expect(label.trim(), `${name} ${list}.${code}`).not.toBe('');
          expect(label, `${name} ${list}.${code} is still Russian`).not.toMatch(/[а-яё]{3}/i);
        }
      }
    }
  });

  it('are fetched with the language; Russian has none and an unknown code has none', async () => {
    expect(referenceLabel('fr', 'industries', 'it')).toBeUndefined();
    await loadReferenceLabels('fr');
    expect(referenceLabel('fr', 'industries', 'it')).toBe(labelsOf('fr.json').industries?.it);
    await loadReferenceLabels('ru');
    expect(referenceLabel('ru', 'industries', 'it')).toBeUndefined();
    expect(referenceLabel('fr', 'industries', 'nothing')).toBeUndefined();
  });
});
