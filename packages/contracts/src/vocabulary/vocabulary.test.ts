import { describe, it, expect } from 'vitest';
import type { LabelledEntry } from './index.js';
import {
  ACHIEVEMENT_POINTS,
  APPLICANT_CATEGORIES,
  CALL_CENTER_EDUCATION_FORMS,
  CALL_RESULTS,
  CLASS_PROFILE_TYPES,
  COMPETITION_STATUSES,
  CONSENT_STATUSES,
  COUNTRIES,
  DISTRICTS,
  EDUCATION_BASES,
  EDUCATION_FORMS,
  EDUCATION_LEVELS,
  EMAIL_TEMPLATE_CALL_CENTER_DEFAULT,
  ENTRANCE_TEST_TYPE_IDS,
  ENTRANCE_TEST_TYPES,
  EVENT_FORMATS,
  EVENT_STATUSES,
  GENDERS,
  GRADE_OPTIONS,
  INDIVIDUAL_ACHIEVEMENTS,
  INDUSTRIES,
  INFORMATION_SOURCE_OPTIONS,
  INFORMATION_SOURCES,
  INTENTS,
  INTERACTION_TYPES,
  LETTER_STATUSES,
  MOSCOW_OBLAST_REGION_CODE,
  MOSCOW_RAYONS,
  MOSCOW_REGION_CODE,
  MRSDS,
  OKRUGS,
  ORGANIZATION_KINDS,
  ORGANIZATION_TYPES,
  OUTSIDE_MOSCOW,
  PREFERENTIAL_FLAGS,
  PROCESSING_STATUSES,
  PROGRAMME_TYPES,
  RAYONS_BY_OKRUG,
  READINESS_CATEGORIES,
  REFUSAL_REASONS,
  REGIONS,
  STATUS_FLAGS,
  STUDY_FORMS,
  TAGS,
  TALK_THEMES,
  TRACKING_STAGES,
  UNKNOWN_ORGANIZATION,
  USER_STATUSES,
  isEntranceTestTypeId,
  labelOf,
} from './index.js';

const CYRILLIC = /[А-Яа-яЁё]/;

const keyOf = (entry: LabelledEntry): unknown => ('value' in entry ? entry.value : 'code' in entry ? entry.code : entry.id);
const nameOf = (entry: LabelledEntry): string | undefined => entry.label ?? entry.name;

/** Every Russian-labelled list, by name, so one table of invariants covers them all. */
const LISTS: Record<string, readonly LabelledEntry[]> = {
  APPLICANT_CATEGORIES,
  CALL_CENTER_EDUCATION_FORMS,
  CALL_RESULTS,
  CLASS_PROFILE_TYPES,
  COMPETITION_STATUSES,
  CONSENT_STATUSES,
  COUNTRIES,
  DISTRICTS,
  EDUCATION_BASES,
  EDUCATION_FORMS,
  EDUCATION_LEVELS,
  ENTRANCE_TEST_TYPES,
  EVENT_FORMATS,
  EVENT_STATUSES,
  GENDERS,
  GRADE_OPTIONS,
  INDIVIDUAL_ACHIEVEMENTS,
  INDUSTRIES,
  INFORMATION_SOURCE_OPTIONS,
  INFORMATION_SOURCES,
  INTENTS,
  INTERACTION_TYPES,
  LETTER_STATUSES,
  MOSCOW_RAYONS,
  MRSDS,
  OKRUGS,
  ORGANIZATION_KINDS,
  ORGANIZATION_TYPES,
  PREFERENTIAL_FLAGS,
  PROCESSING_STATUSES,
  PROGRAMME_TYPES,
  READINESS_CATEGORIES,
  REFUSAL_REASONS,
  REGIONS,
  STATUS_FLAGS,
  STUDY_FORMS,
  TAGS,
  TALK_THEMES,
  TRACKING_STAGES,
  USER_STATUSES,
};

describe.each(Object.entries(LISTS))('%s', (_name, list) => {
  it('is not empty', () => {
    expect(list.length).toBeGreaterThan(0);
  });

  it('has unique keys', () => {
    const keys = list.map(keyOf);
    expect(keys.every((key) => key !== undefined)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('labels every entry in Russian, once', () => {
    const labels = list.map(nameOf);
    for (const label of labels) {
      expect(label?.trim()).toBeTruthy();
      expect(label).toMatch(CYRILLIC);
      expect(label).toBe(label?.trim());
    }
  });

  it('finds every entry by its key through labelOf', () => {
    for (const entry of list) expect(labelOf(list, keyOf(entry))).toBe(nameOf(entry));
  });
});

describe('counts fixed by the spec', () => {
  it.each([
    ['MRSDS', MRSDS, 37],
    ['OKRUGS', OKRUGS, 13],
    ['DISTRICTS', DISTRICTS, 12],
    ['REGIONS', REGIONS, 89],
    ['EDUCATION_FORMS', EDUCATION_FORMS, 9],
    ['CLASS_PROFILE_TYPES', CLASS_PROFILE_TYPES, 16],
    ['INTENTS', INTENTS, 14],
    ['INDUSTRIES', INDUSTRIES, 10],
    ['READINESS_CATEGORIES', READINESS_CATEGORIES, 5],
    ['STATUS_FLAGS', STATUS_FLAGS, 13],
    ['TAGS', TAGS, 5],
    ['PREFERENTIAL_FLAGS', PREFERENTIAL_FLAGS, 6],
    ['INFORMATION_SOURCES', INFORMATION_SOURCES, 15],
    ['INFORMATION_SOURCE_OPTIONS', INFORMATION_SOURCE_OPTIONS, 7],
    ['APPLICANT_CATEGORIES', APPLICANT_CATEGORIES, 7],
    ['LETTER_STATUSES', LETTER_STATUSES, 10],
    ['EVENT_STATUSES', EVENT_STATUSES, 6],
    ['TRACKING_STAGES', TRACKING_STAGES, 6],
    ['CALL_RESULTS', CALL_RESULTS, 7],
    ['ORGANIZATION_KINDS', ORGANIZATION_KINDS, 10],
  ] as const)('%s has %i entries', (_name, list, count) => {
    expect(list).toHaveLength(count);
  });
});

describe('geography', () => {
  it('numbers the МРСД 1..37 with matching labels', () => {
    MRSDS.forEach((entry, index) => {
      expect(entry.value).toBe(index + 1);
      expect(entry.label).toBe(`МРСД-${index + 1}`);
    });
  });

  it('lists the 12 okrugs first and the outside-Moscow entry last', () => {
    expect(OKRUGS.slice(0, 12)).toEqual(DISTRICTS);
    expect(OKRUGS[12]).toBe(OUTSIDE_MOSCOW);
    expect(DISTRICTS.map((d) => d.short)).toEqual(['ЦАО', 'САО', 'СВАО', 'ВАО', 'ЮВАО', 'ЮАО', 'ЮЗАО', 'ЗАО', 'СЗАО', 'ЗелАО', 'НАО', 'ТАО']);
    for (const district of DISTRICTS) expect(district.label).toMatch(/административный округ$/);
  });

  it('groups районы under every okrug and flattens them with their okrug', () => {
    for (const district of DISTRICTS) expect(RAYONS_BY_OKRUG[district.code].length).toBeGreaterThanOrEqual(5);
    expect(MOSCOW_RAYONS).toHaveLength(Object.values(RAYONS_BY_OKRUG).flat().length);
    expect(MOSCOW_RAYONS.find((r) => r.value === 'Арбат')?.okrug).toBe('CAO');
    expect(MOSCOW_RAYONS.find((r) => r.value === 'Троицк')?.okrug).toBe('TAO');
  });

  it('puts Russia first among ISO alpha-2 countries', () => {
    expect(COUNTRIES[0]).toEqual({ code: 'RU', label: 'Россия' });
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(60);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('uses two-digit region codes in ascending order', () => {
    const codes = REGIONS.map((r) => r.code);
    for (const code of codes) expect(code).toMatch(/^\d{2}$/);
    expect([...codes].sort()).toEqual(codes);
    expect(labelOf(REGIONS, MOSCOW_REGION_CODE)).toBe('Москва');
    expect(labelOf(REGIONS, MOSCOW_OBLAST_REGION_CODE)).toBe('Московская область');
    expect(labelOf(REGIONS, '78')).toBe('Санкт-Петербург');
  });
});

describe('education', () => {
  it('ids education forms 1..9 and crosses every study form with every basis once', () => {
    expect(EDUCATION_FORMS.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const pairs = new Set(EDUCATION_FORMS.map((f) => `${f.studyForm}|${f.base}`));
    expect(pairs.size).toBe(STUDY_FORMS.length * EDUCATION_BASES.length);
  });

  it('keys education levels 1, 2, 3 and 13', () => {
    expect(EDUCATION_LEVELS.map((l) => l.value)).toEqual([1, 2, 3, 13]);
  });

  it('names the three study forms and maps call-centre keys onto them', () => {
    expect(STUDY_FORMS.map((f) => f.value)).toEqual(['Очная', 'Очно-заочная', 'Заочная']);
    for (const form of CALL_CENTER_EDUCATION_FORMS) expect(form.label).toBe(form.studyForm);
  });

  it('gives programme types their full names', () => {
    expect(PROGRAMME_TYPES.map((p) => p.value)).toEqual(['ППКРС (2014)', 'ППССЗ (2014)', 'ПП']);
    for (const programme of PROGRAMME_TYPES) expect(programme.fullName).toMatch(/^Программа/);
  });

  it('ids class profiles 1..16', () => {
    expect(CLASS_PROFILE_TYPES.map((p) => p.value)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('offers the grades SCH9 and SCH11', () => {
    expect(GRADE_OPTIONS.map((g) => g.value)).toEqual(['SCH9', 'SCH11']);
  });
});

describe('admission scoring', () => {
  it('scores achievements as SPEC section 9 sets', () => {
    expect(ACHIEVEMENT_POINTS).toEqual({
      olympiad_winner: 2,
      abilympics: 2,
      professionals: 2,
      olympic_champion: 4,
      world_champion: 3.5,
      military_service: 5,
      volunteering: 3,
      none: 0,
    });
  });

  it('lists the entrance-test type ids in the SPEC order and describes each', () => {
    expect(ENTRANCE_TEST_TYPE_IDS).toEqual([5400000, 5399582, 5399584]);
    expect(ENTRANCE_TEST_TYPES.map((t) => t.id).sort()).toEqual([...ENTRANCE_TEST_TYPE_IDS].sort());
    expect(ENTRANCE_TEST_TYPES.map((t) => t.kind).sort()).toEqual(['creative', 'physical', 'psychological']);
  });

  it('recognises entrance-test type ids given as numbers or strings', () => {
    expect(isEntranceTestTypeId(5400000)).toBe(true);
    expect(isEntranceTestTypeId('5399582')).toBe(true);
    expect(isEntranceTestTypeId(' 5399584 ')).toBe(true);
    expect(isEntranceTestTypeId(5399583)).toBe(false);
    expect(isEntranceTestTypeId('')).toBe(false);
    expect(isEntranceTestTypeId(null)).toBe(false);
  });
});

describe('fixed entries', () => {
  it('colors readiness with alert severities', () => {
    for (const category of READINESS_CATEGORIES) expect(['success', 'warning', 'info', 'error']).toContain(category.color);
    expect(new Set(READINESS_CATEGORIES.map((c) => c.color)).size).toBe(4);
  });

  it('keeps the organization placeholder and types of SPEC section 3', () => {
    expect(UNKNOWN_ORGANIZATION).toEqual({ id: 'custom-unknown', name: 'Не указано' });
    expect(ORGANIZATION_TYPES.map((t) => t.value)).toEqual(['school', 'college', 'deputy', 'higher']);
  });

  it('names the call-centre email template', () => {
    expect(EMAIL_TEMPLATE_CALL_CENTER_DEFAULT).toEqual({ name: 'CallCenterDefault', actionType: 8 });
  });

  it('keeps the status values of SPEC section 4', () => {
    expect(PROCESSING_STATUSES.map((s) => s.value)).toEqual(['not_processed', 'in_progress', 'work_end', 'work_done', 'process_not_need']);
    expect(CALL_RESULTS.map((r) => r.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(COMPETITION_STATUSES.map((s) => s.value)).toEqual(['OK', 'RISK', 'NA', 'CONFLICT', 'NO_GIA']);
    expect(CONSENT_STATUSES.map((s) => s.value)).toEqual(['accepted', 'not_accepted']);
    expect(REFUSAL_REASONS.map((s) => s.value)).toEqual(['rejectPerson', 'rejectOrganization', 'organizationNotMoscow', 'organizationEdit']);
    expect(EVENT_STATUSES.map((s) => s.value)).toEqual(['draft', 'pending', 'onEdit', 'confirmed', 'canceled', 'deleted']);
    expect(EVENT_FORMATS.map((s) => s.value)).toEqual(['in-person', 'online', 'combined']);
    expect(TALK_THEMES.map((s) => s.value)).toEqual(['prkom24', 'proftests', 'attendance', 'meetups', 'other', 'MSH2025Survey']);
    expect(GENDERS.map((g) => g.value)).toEqual(['MALE', 'FEMALE']);
  });
});
