import { describe, expect, it } from 'vitest';
import { checkCalendar, createCalendarForm, nextSeasonDraft, shiftYear } from './seasonCalendar.js';
import { admissionSeason } from '../../../testing/admissionRecords.js';
import { admissionStandIn, answer, refusal } from '../../../testing/admissionStandIn.js';

describe('a new season\'s draft', () => {
  it('is the latest season\'s calendar a year on', () => {
    expect(nextSeasonDraft([admissionSeason(1, 2025), admissionSeason(2, 2026, { filing_starts: '2026-06-19' })], '2026-12-07')).toEqual({
      year: 2027,
      filing_starts: '2027-06-19',
      filing_ends: '2027-08-15',
      tests_start: '2027-07-01',
      tests_end: '2027-08-10',
      lists_date: '2027-08-16',
      enrolment_date: '2027-08-25',
    });
  });

  it('is a usual calendar of the current year when there is no season yet', () => {
    const draft = nextSeasonDraft([], '2026-03-01');
    expect(draft.year).toBe(2026);
    expect(draft.filing_starts).toBe('2026-06-20');
    expect(checkCalendar(draft)).toEqual({});
  });

  it('moves 29 February to the 28th in a common year', () => {
    expect(shiftYear('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftYear('2027-03-01', 1)).toBe('2028-03-01');
  });
});

describe('the calendar checks', () => {
  it('want every date within the year and none before the date it follows', () => {
    const values = { ...nextSeasonDraft([], '2026-03-01'), filing_ends: '2026-06-01', lists_date: '2025-08-16', enrolment_date: '' };
    expect(checkCalendar(values)).toEqual({
      filing_ends: { key: 'order', values: { previous: 'filing_starts' } },
      lists_date: { key: 'inYear', values: { year: 2026 } },
      enrolment_date: { key: 'required' },
    });
    expect(checkCalendar({ ...values, year: null }).year).toEqual({ key: 'required' });
  });

  it('let the tests run while documents are still taken, but keep the lists after both', () => {
    const usual = nextSeasonDraft([], '2026-03-01');
    expect(usual.tests_start < usual.filing_ends).toBe(true);
    expect(checkCalendar(usual)).toEqual({});
    expect(checkCalendar({ ...usual, tests_start: '2026-06-01' })).toEqual({ tests_start: { key: 'order', values: { previous: 'filing_starts' } } });
    expect(checkCalendar({ ...usual, lists_date: '2026-08-12' })).toEqual({ lists_date: { key: 'order', values: { previous: 'filing_ends' } } });
    expect(checkCalendar({ ...usual, tests_end: '2026-08-20' })).toEqual({ lists_date: { key: 'order', values: { previous: 'tests_end' } } });
  });
});

describe('the calendar form', () => {
  it('changes a season\'s calendar, sends nothing when unchanged, and maps a refusal onto its fields', async () => {
    let refuse = true;
    const { client, callsOf } = admissionStandIn({
      'Admission/SaveSeason': (params: object) => (refuse ? refusal('INVALID_PARAMS', 'Проверьте даты', [{ path: 'tests_end', message: 'Дата «окончание испытаний» не может быть раньше' }]) : answer({ ...admissionSeason(2, 2026), ...params })),
    });
    const form = createCalendarForm(client, { season: admissionSeason(2, 2026) }, () => 'req-1');
    expect(await form.submit()).toEqual({ kind: 'unchanged' });
    form.set('enrolment_date', '2026-08-28');
    expect((await form.submit()).kind).toBe('invalid');
    expect(form.errors.value.tests_end).toEqual({ text: 'Дата «окончание испытаний» не может быть раньше' });
    expect(form.values.value.enrolment_date).toBe('2026-08-28');
    refuse = false;
    expect((await form.submit()).kind).toBe('saved');
    expect(callsOf('Admission/SaveSeason')[1]).toEqual({ todo: 'Admission/SaveSeason', params: { id: 2, year: 2026, filing_starts: '2026-06-20', filing_ends: '2026-08-15', tests_start: '2026-07-01', tests_end: '2026-08-10', lists_date: '2026-08-16', enrolment_date: '2026-08-28' }, requestId: 'req-1' });
  });

  it('says the year is taken when the season exists', async () => {
    const { client } = admissionStandIn({ 'Admission/SaveSeason': () => refusal('CONFLICT', 'Сезон 2027 уже есть') });
    const form = createCalendarForm(client, { draft: nextSeasonDraft([admissionSeason(2, 2026)], '2026-12-07') });
    await form.submit();
    expect(form.errors.value.year).toEqual({ key: 'yearTaken' });
  });
});
