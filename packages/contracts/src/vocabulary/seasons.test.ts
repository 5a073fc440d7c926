import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_FLAGS } from './abiturientFlags.js';
import { isAdmissionRunning, schoolYearEnd, seasonAt, seasonBindingOf, seasonNameRu, seasonOf, seasonRelation, seasonYears, seasonalLabelRu } from './seasons.js';
import { TAGS } from './tags.js';
import { TALK_THEMES } from './talkThemes.js';

/** Moscow wall-clock time as an instant (UTC+3 all year). */
const moscow = (iso: string) => new Date(`${iso}+03:00`);

describe('which season it is', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a school year on 1 September, Moscow time', () => {
    expect(schoolYearEnd(moscow('2026-08-31T23:59:59'))).toBe(2026);
    expect(schoolYearEnd(moscow('2026-09-01T00:00:00'))).toBe(2027);
    // 21:30 UTC on 31 August is already September in Moscow.
    expect(schoolYearEnd(new Date('2026-08-31T21:30:00Z'))).toBe(2027);
    expect(schoolYearEnd(moscow('2027-01-15T12:00:00'))).toBe(2027);
  });

  it('holds the admission campaign from June to August, and works towards the next one from September', () => {
    expect(isAdmissionRunning(moscow('2026-05-31T23:59:00'))).toBe(false);
    expect(isAdmissionRunning(moscow('2026-06-01T00:00:00'))).toBe(true);
    expect(isAdmissionRunning(moscow('2026-08-31T23:59:00'))).toBe(true);
    expect(isAdmissionRunning(moscow('2026-09-01T00:00:00'))).toBe(false);
    expect(seasonAt('admission', moscow('2026-07-10T10:00:00'))).toEqual({ kind: 'admission', year: 2026 });
    expect(seasonAt('admission', moscow('2026-11-20T10:00:00'))).toEqual({ kind: 'admission', year: 2027 });
  });

  it('follows the clock: the same entry names another season a year later', () => {
    const theme = TALK_THEMES.find((entry) => entry.value === 'prkom24')!;
    vi.setSystemTime(moscow('2026-11-20T10:00:00'));
    expect(seasonalLabelRu(theme, Date.now())).toBe('Приёмная кампания 2027');
    vi.setSystemTime(moscow('2027-11-20T10:00:00'));
    expect(seasonalLabelRu(theme, Date.now())).toBe('Приёмная кампания 2028');
    const survey = TALK_THEMES.find((entry) => entry.value === 'MSH2025Survey')!;
    expect(seasonalLabelRu(survey, moscow('2025-10-01T10:00:00'))).toBe('Анкетирование МЭШ 2025/2026');
  });

  it('keeps a season fixed by its code whatever the date, and says where it stands', () => {
    const active24 = STATUS_FLAGS.find((entry) => entry.value === 'active_24')!;
    const season = seasonOf(active24.season, moscow('2026-11-20T10:00:00'));
    expect(season).toEqual({ kind: 'admission', year: 2024 });
    expect(seasonalLabelRu(active24, moscow('2026-11-20T10:00:00'))).toBe('Активен в приёмной кампании 2024');
    expect(seasonRelation(season, moscow('2026-11-20T10:00:00'))).toBe('past');
    expect(seasonRelation(season, moscow('2024-07-01T10:00:00'))).toBe('current');
    expect(seasonRelation(season, moscow('2023-02-01T10:00:00'))).toBe('next');
    expect(seasonRelation(season, moscow('2022-02-01T10:00:00'))).toBe('future');
    expect(seasonOf(TAGS.find((entry) => entry.value === 'prkom2024')!.season, Date.UTC(2030, 0, 1))).toEqual({ kind: 'admission', year: 2024 });
  });

  it('names seasons as staff write them', () => {
    expect(seasonYears({ kind: 'schoolYear', year: 2027 })).toBe('2026/2027');
    expect(seasonYears({ kind: 'admission', year: 2027 })).toBe('2027');
    expect(seasonNameRu({ kind: 'admission', year: 2027 })).toBe('приёмная кампания 2027');
    expect(seasonNameRu({ kind: 'schoolYear', year: 2027 })).toBe('2026/2027 учебный год');
  });

  it('reads a binding from loose data and refuses anything else', () => {
    expect(seasonBindingOf({ kind: 'admission', follows: 'date' })).toEqual({ kind: 'admission', follows: 'date' });
    expect(seasonBindingOf({ kind: 'schoolYear', year: 2025 })).toEqual({ kind: 'schoolYear', year: 2025 });
    expect(seasonBindingOf({ kind: 'winter', year: 2025 })).toBeNull();
    expect(seasonBindingOf({ kind: 'admission', year: '2025' })).toBeNull();
    expect(seasonBindingOf(null)).toBeNull();
    expect(seasonBindingOf('admission')).toBeNull();
  });

  it('leaves no label of the vocabulary with a year that is not bound to its season', () => {
    const labelled = [...TALK_THEMES, ...STATUS_FLAGS, ...TAGS] as readonly { label: string; season?: unknown }[];
    for (const entry of labelled) if (/\b20\d\d\b/.test(entry.label)) expect(seasonBindingOf(entry.season), entry.label).not.toBeNull();
  });
});
