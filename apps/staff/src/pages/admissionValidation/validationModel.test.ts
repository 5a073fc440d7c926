import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@abitura/ui/testing';
import { createFindingFixes, moved } from './findingFixes.js';
import { findingSentence, sentenceKey } from './findingText.js';
import ruValidation from '../../locales/ru/admissionValidation.json';
import { ADMISSION_CHECK_CODES } from '@abitura/contracts/vocabulary';
import type { Finding } from '@abitura/contracts';
import { createFindingsExport, readFindingsChunk } from './validationExport.js';
import { createValidationModel, LIVE_RELOAD_MS } from './validationModel.js';
import { DEFAULT_VALIDATION_FILTER, filterFromQueryFor, toggledChecks, validateParams } from './testing/queryHelpers.js';
import { admissionStandIn, refusal } from '../../testing/admissionStandIn.js';
import { application, finding, SEASON_2025, SEASON_2026, validatePage } from './testing/fixtures.js';

const NOW = () => Date.parse('2026-07-01T10:00:00Z');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the worklist in the address', () => {
  it('reads the season, checks, severity, college, sort and page, and sends them as Validate params', () => {
    const filter = filterFromQueryFor('season=3&check=PRIORITY_GAPS&check=NO_GIA&check=BOGUS&severity=error&college=12&sort=college&dir=desc&page=2');
    expect(filter).toMatchObject({ season: 3, checks: ['NO_GIA', 'PRIORITY_GAPS'], severity: 'error', college: 12, sort: 'college', dir: 'desc', page: 2 });
    expect(validateParams(filter, 3)).toEqual({ season_id: 3, checks: ['NO_GIA', 'PRIORITY_GAPS'], severity: 'error', college_id: 12, sort: 'college', direction: 'desc', page: 2, page_size: 25 });
    expect(validateParams(DEFAULT_VALIDATION_FILTER, 9)).toEqual({ season_id: 9, sort: 'severity', direction: 'asc', page: 1, page_size: 25 });
    expect(filterFromQueryFor('severity=fatal&college=abc')).toMatchObject({ severity: null, college: null });
  });

  it('a count chip shows its check alone, and a second click shows every check again', () => {
    expect(toggledChecks([], 'NO_GIA')).toEqual(['NO_GIA']);
    expect(toggledChecks(['NO_GIA'], 'NO_GIA')).toEqual([]);
    expect(toggledChecks(['NO_GIA'], 'TEST_MISSING')).toEqual(['TEST_MISSING']);
  });
});

describe('the validation model', () => {
  const seasons = () => ({ data: [SEASON_2026, SEASON_2025] });

  it('opens on the default season, keeps the counts and follows the season live, reading again once after a burst', async () => {
    const stand = admissionStandIn({
      'Admission/ListSeasons': seasons,
      'Admission/Validate': () => ({ data: validatePage([finding({ key: 'a' })], { counts: [{ check: 'NO_GIA', count: 1 }], colleges: [{ college: { id: 12, name: 'Колледж связи № 54' }, errors: 1, warnings: 0 }] }) }),
    });
    const addresses: string[] = [];
    const model = createValidationModel({ client: stand.client, now: NOW, onQuery: (query) => addresses.push(query) });
    model.applyQuery('');
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    expect(stand.paramsOf('Admission/Validate')[0]).toMatchObject({ season_id: 3, page: 1 });
    expect(model.counts.value).toEqual([{ check: 'NO_GIA', count: 1 }]);
    expect(model.colleges.value[0]?.errors).toBe(1);
    expect(model.checkedAt.value).toBe('2026-07-01T07:30:00.000Z');
    expect(stand.client.subscribe).toHaveBeenCalledWith('admission.season.3', expect.any(Function));

    stand.push('admission.season.3');
    stand.push('admission.season.3');
    vi.advanceTimersByTime(LIVE_RELOAD_MS - 1);
    expect(stand.paramsOf('Admission/Validate')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await flushPromises();
    expect(stand.paramsOf('Admission/Validate')).toHaveLength(2);

    model.chooseSeason(2);
    await flushPromises();
    expect(addresses.at(-1)).toBe('season=2');
    expect(stand.paramsOf('Admission/Validate').at(-1)).toMatchObject({ season_id: 2 });
    expect(stand.topics.has('admission.season.3')).toBe(false);
    expect(stand.topics.has('admission.season.2')).toBe(true);
    model.dispose();
    expect(stand.topics.size).toBe(0);
  });

  it('narrows by check, severity and college, and clearing keeps the season', async () => {
    const stand = admissionStandIn({ 'Admission/ListSeasons': seasons, 'Admission/Validate': () => ({ data: validatePage([]) }) });
    const addresses: string[] = [];
    const model = createValidationModel({ client: stand.client, now: NOW, onQuery: (query) => addresses.push(query) });
    model.applyQuery('season=2');
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    model.setFilters({ checks: ['TEST_MISSING'], severity: 'warning', college: 12 });
    await flushPromises();
    expect(model.filtered.value).toBe(true);
    expect(addresses.at(-1)).toBe('season=2&check=TEST_MISSING&severity=warning&college=12');
    expect(stand.paramsOf('Admission/Validate').at(-1)).toMatchObject({ season_id: 2, checks: ['TEST_MISSING'], severity: 'warning', college_id: 12 });
    model.clearFilters();
    expect(addresses.at(-1)).toBe('season=2');
    expect(model.filtered.value).toBe(false);
  });

  it('says nothing is to check when there is no season', async () => {
    const stand = admissionStandIn({ 'Admission/ListSeasons': () => ({ data: [] }) });
    const model = createValidationModel({ client: stand.client, now: NOW });
    model.applyQuery('');
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    expect(model.rows.value).toEqual([]);
    expect(stand.paramsOf('Admission/Validate')).toHaveLength(0);
  });
});

describe('the fixes', () => {
  it('save the average with the intention\'s requestId and read the worklist again; a refusal reads nothing', async () => {
    let tries = 0;
    const stand = admissionStandIn({
      'Admission/UpdateApplication': () => (++tries === 1 ? refusal('INVALID_PARAMS', 'Неверные параметры', [{ path: 'data.average_mark', message: 'Средний балл аттестата не выше 5,00' }]) : { data: application({ id: 501, average_mark: 4.25 }) }),
    });
    const refresh = vi.fn(async () => {});
    const fixes = createFindingFixes({ client: stand.client, refresh });
    const refused = await fixes.saveAverage(501, 4.25, 'intent-1');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.failure.issues[0]?.path).toBe('data.average_mark');
    expect(refresh).not.toHaveBeenCalled();
    expect((await fixes.saveAverage(501, 4.25, 'intent-1')).ok).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stand.calls.map((call) => [call.params, call.requestId])).toEqual([
      [{ id: 501, data: { average_mark: 4.25 } }, 'intent-1'],
      [{ id: 501, data: { average_mark: 4.25 } }, 'intent-1'],
    ]);
  });

  it('keep the original with one application, taking it from the others, each write once', async () => {
    const stand = admissionStandIn({ 'Admission/UpdateApplication': (params: { id: number }) => ({ data: application({ id: params.id }) }) });
    const refresh = vi.fn(async () => {});
    const fixes = createFindingFixes({ client: stand.client, refresh });
    const outcome = await fixes.keepOnly('original', 502, [501, 502, 503], 'intent-2');
    expect(outcome).toEqual({ ok: true, value: 2 });
    expect(stand.calls.map((call) => [call.params, call.requestId])).toEqual([
      [{ id: 501, data: { original_documents: false } }, 'intent-2:501'],
      [{ id: 503, data: { original_documents: false } }, 'intent-2:503'],
    ]);
    await fixes.keepOnly('consent', 501, [501, 502], 'intent-3');
    expect(stand.calls.at(-1)?.params).toEqual({ id: 502, data: { consent: 'not_accepted' } });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('renumber priorities, set a group\'s places, guardian and auto-assign tests through their actions', async () => {
    const stand = admissionStandIn({
      'Admission/ReorderPriorities': () => ({ data: [] }),
      'Admission/SetGroupPlaces': () => ({ data: { updated: 1 } }),
      'Admission/AutoAssignTests': () => ({ data: { assigned: 4, unplaced: 1 } }),
      'Admission/UpdateApplication': () => ({ data: application({ id: 501 }) }),
      'Admission/ApplicantApplications': () => ({ data: { season_id: 3, items: [application({ id: 501 }), application({ id: 502, priority: 3 })] } }),
      'Admission/GetApplication': (params: { id: number }) => ({ data: application({ id: params.id }) }),
    });
    const refresh = vi.fn(async () => {});
    const fixes = createFindingFixes({ client: stand.client, refresh });
    const read = await fixes.readPriorities(41, 3);
    expect(read.ok && read.value.map((item) => item.priority)).toEqual([1, 3]);
    await fixes.reorder(41, 3, [502, 501], 'r1');
    await fixes.setPlaces(7, 25, 'r2');
    await fixes.autoAssign(3, 'r3');
    await fixes.saveGuardian(501, { name: ' Иванов Сергей ', phone: '+79991234567' }, 'r4');
    expect(stand.paramsOf('Admission/ReorderPriorities')).toEqual([{ applicant_id: 41, season_id: 3, order: [502, 501] }]);
    expect(stand.paramsOf('Admission/SetGroupPlaces')).toEqual([{ items: [{ group_id: 7, places: 25 }] }]);
    expect(stand.paramsOf('Admission/AutoAssignTests')).toEqual([{ season_id: 3 }]);
    expect(stand.paramsOf('Admission/UpdateApplication')).toEqual([{ id: 501, data: { guardian_name: 'Иванов Сергей', guardian_phone: '+79991234567' } }]);
    expect(refresh).toHaveBeenCalledTimes(4);
    const both = await fixes.readApplications([501, 502]);
    expect(both.ok && both.value.map((item) => item.id)).toEqual([501, 502]);
  });

  it('move an application up or down, the ends staying put', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('the export', () => {
  it('reads a thousand findings at a time until all are read', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => finding({ key: `k${index}` }));
    const stand = admissionStandIn({
      'Admission/Validate': (params: { page: number }) => ({ data: validatePage(params.page === 1 ? many : [finding({ key: 'last' })], { total: 1001 }) }),
    });
    const first = await readFindingsChunk(stand.client, { ...DEFAULT_VALIDATION_FILTER, severity: 'error', page: 4 }, 3, 0);
    expect(first.success && first.data.next).toBe(1000);
    const second = await readFindingsChunk(stand.client, DEFAULT_VALIDATION_FILTER, 3, 1000);
    expect(second.success && second.data.next).toBeNull();
    expect(stand.paramsOf('Admission/Validate')).toEqual([
      { season_id: 3, severity: 'error', sort: 'severity', direction: 'asc', page: 1, page_size: 1000 },
      { season_id: 3, sort: 'severity', direction: 'asc', page: 2, page_size: 1000 },
    ]);

    const save = vi.fn(async () => {});
    const exporter = createFindingsExport({
      client: stand.client,
      current: () => ({ filter: DEFAULT_VALIDATION_FILTER, seasonId: 3 }),
      sheet: () => ({ title: 'Проверка', columns: [{ header: 'Проверка' }, { header: 'Абитуриент' }] }),
      cells: (row) => [row.check, row.applicant?.fullname ?? ''],
      baseName: () => 'check',
      save,
    });
    await exporter.run('csv');
    expect(exporter.saved.value).toBe(1001);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ title: 'Проверка', rows: expect.arrayContaining([['NO_GIA', 'Иванова Анна Сергеевна']]) }), 'check', 'csv');
  });
});

describe('a finding\'s sentence', () => {
  const words: Record<string, string> = {
    'admissionValidation:sentence.AVERAGE_OUT_OF_RANGE': 'The average {{average}} of {{applicant}} is outside 3.00–5.00.',
    'admissionValidation:sentence.TEST_MISSING_no_result': '{{applicant}}: no result for «{{test}}» held {{starts_at}}.',
    'admissionValidation:sentence.TEST_MISSING_unassigned': '{{applicant}}: no session for «{{test}}».',
    'admissionTerms:testType.5399582': 'Creative test',
  };
  const t = (key: string, options: Record<string, unknown> = {}) => (words[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
  const average = finding({ key: 'x', check: 'AVERAGE_OUT_OF_RANGE', message: 'Средний балл 5,3 вне 3,00–5,00', values: { applicant: 'Иванова Анна', average: 5.3 } });
  const missed = finding({ key: 'y', check: 'TEST_MISSING', message: 'Нет результата', values: { applicant: 'Иванова Анна', test_type: 5399582, state: 'no_result', starts_at: '10.07.2026 10:00' } });

  it('is the server\'s sentence in Russian and the check\'s own sentence with its values otherwise', () => {
    expect(findingSentence(average, 'ru', t)).toBe('Средний балл 5,3 вне 3,00–5,00');
    expect(findingSentence(average, 'en', t)).toBe('The average 5.3 of Иванова Анна is outside 3.00–5.00.');
  });

  it('picks the variant the values name and says the test type in words', () => {
    expect(sentenceKey(missed)).toBe('TEST_MISSING_no_result');
    expect(findingSentence(missed, 'fr', t)).toBe('Иванова Анна: no result for «Creative test» held 10.07.2026 10:00.');
    expect(sentenceKey({ check: 'TEST_MISSING', values: { state: 'unassigned' } })).toBe('TEST_MISSING_unassigned');
    expect(sentenceKey({ check: 'NO_GIA', values: { missing: 'both' } })).toBe('NO_GIA_both');
    expect(sentenceKey({ check: 'DUPLICATE_PERSON', values: { snils: '123' } })).toBe('DUPLICATE_PERSON_snils');
  });

  it('has a sentence for every check and variant', () => {
    const variants: Array<Finding['values']> = [{}, { missing: 'average' }, { missing: 'both' }, { snils: '1' }, { state: 'no_result' }];
    const keys = new Set(ADMISSION_CHECK_CODES.flatMap((check) => variants.map((values) => sentenceKey({ check, values }))));
    expect([...keys].filter((key) => !(key in ruValidation.sentence))).toEqual([]);
  });
});
