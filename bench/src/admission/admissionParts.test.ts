import { listApplications, validateSeason } from '@abitura/contracts';
import { describe, expect, it } from 'vitest';
import { admissionSettings, DEMO_APPLICANTS, FULL_APPLICANTS, parseAdmissionArgs } from '../admission.mjs';
import { ADMISSION_QUERIES, describeAdmissionParams, PLACEHOLDERS, resolveParams, VALIDATION_PARAMS } from './admissionQueries.mjs';
import { evaluateAdmissionTargets, findAdmissionProblems, formatAdmission } from './admissionReport.mjs';

const VALUES = { season: 3, college: 17, group: 42, phone: '425-75-81' };

describe('the register pages', () => {
  it('are ten distinct valid Admission/ListApplications params once their placeholders are filled', () => {
    expect(ADMISSION_QUERIES).toHaveLength(10);
    expect(new Set(ADMISSION_QUERIES.map((query) => query.label)).size).toBe(10);
    for (const query of ADMISSION_QUERIES) {
      const params = listApplications.params.parse(resolveParams(query.params, VALUES));
      expect(params.season_id).toBe(3);
      expect(params.pageSize).toBe(25);
    }
    expect(validateSeason.params.parse(resolveParams(VALIDATION_PARAMS, VALUES))).toMatchObject({ season_id: 3, page: 1, page_size: 25 });
  });

  it('fill every placeholder and leave other values alone, refusing a placeholder without a value', () => {
    expect(resolveParams({ season_id: PLACEHOLDERS.season, group_id: PLACEHOLDERS.group, search: PLACEHOLDERS.phone, states: ['draft'] }, VALUES)).toEqual({
      season_id: 3,
      group_id: 42,
      search: '425-75-81',
      states: ['draft'],
    });
    expect(() => resolveParams({ college_id: PLACEHOLDERS.college }, { season: 3 } as never)).toThrow('no value for $college');
  });

  it('show their params without the season, placeholders as names', () => {
    expect(describeAdmissionParams({ season_id: '$season' })).toBe('{}');
    expect(describeAdmissionParams({ season_id: 3, college_id: '$college', states: ['submitted', 'accepted'] })).toBe("{'college_id': <college>, 'states': ['submitted', 'accepted']}");
  });
});

describe('the command line', () => {
  it('runs the demo size on both engines by default, 10x with --full, any size and one engine on request', () => {
    expect(parseAdmissionArgs([])).toEqual({ full: false, size: DEMO_APPLICANTS, engines: ['postgres', 'pglite'], explain: false });
    expect(parseAdmissionArgs(['--full'])).toMatchObject({ full: true, size: FULL_APPLICANTS });
    expect(parseAdmissionArgs(['--size', '20000', '--engine', 'pglite', '--explain'])).toEqual({ full: false, size: 20_000, engines: ['pglite'], explain: true });
    expect(() => parseAdmissionArgs(['--engine', 'mysql'])).toThrow('--engine must be postgres or pglite');
  });

  it('takes more samples with --full and refuses a size that is not a whole number', () => {
    expect(admissionSettings()).toEqual({ size: DEMO_APPLICANTS, warmup: 10, indexed: 100, noIndex: 5, validationWarmup: 2, validation: 10 });
    expect(admissionSettings({ full: true }).size).toBe(FULL_APPLICANTS);
    expect(admissionSettings({ full: true }).indexed).toBeGreaterThan(admissionSettings().indexed);
    expect(() => admissionSettings({ size: Number('x') })).toThrow('--size');
  });
});

const page = (label: string, total: number, indexed: [number, number], noIndex: [number, number], extra: Record<string, unknown> = {}) => ({
  label,
  params: { season_id: 3, search: label },
  total,
  rows: Math.min(total, 25),
  indexed: { p50: indexed[0], p95: indexed[1], count: 100 },
  noIndex: { p50: noIndex[0], p95: noIndex[1], count: 5 },
  mismatches: 0,
  otherCores: 0,
  ...extra,
});
const validation = (pass: [number, number], extra: Record<string, unknown> = {}) => ({
  applications: 110_000,
  findings: 5_000,
  counts: [
    { check: 'NO_GIA', count: 4_000 },
    { check: 'CONSENT_TWICE', count: 1_000 },
    { check: 'ORIGINAL_TWICE', count: 0 },
  ],
  pass: { p50: pass[0], p95: pass[1], count: 10 },
  baseline: { p50: 40, p95: 50, count: 10 },
  mismatches: 0,
  otherCores: 0,
  ...extra,
});
const engine = (name: 'postgres' | 'pglite', queries: ReturnType<typeof page>[], checked = validation([800, 900])) => ({
  engine: name,
  version: 'PostgreSQL 15.18 (Debian), compiled by gcc',
  seed: { applicants: 50_000, applications: 123_000, groups: 900, sessions: 300, assignments: 20_000, ms: { applicants: 10_000, admission: 5_000 } },
  values: VALUES,
  queries,
  validation: checked,
});

describe('the targets', () => {
  it('are met at a page p95 of 200 ms and a pass p95 of 2 s on PostgreSQL, whatever PGlite and the baselines do', () => {
    const postgres = engine('postgres', [page('a', 10, [20, 50], [300, 400]), page('b', 10, [40, 200], [50, 60])], validation([1500, 2000]));
    const targets = evaluateAdmissionTargets({ postgres });
    expect(targets.map((target) => target.met)).toEqual([true, true]);
    expect(targets[0]?.detail).toBe('slowest p95 200.0 ms (b)');
    expect(targets[1]?.detail).toBe('p95 2000.0 ms over 110,000 live applications');
  });

  it('are missed just above either line', () => {
    const postgres = engine('postgres', [page('a', 10, [20, 200.5], [300, 400])], validation([1500, 2001]));
    expect(evaluateAdmissionTargets({ postgres }).map((target) => target.met)).toEqual([false, false]);
  });

  it('are not measured without PostgreSQL, and say so in the report', () => {
    const pglite = engine('pglite', [page('a', 10, [5, 15], [300, 400])]);
    expect(evaluateAdmissionTargets({ postgres: { engine: 'postgres', skipped: 'no server' } }).map((target) => target.met)).toEqual([null, null]);
    const lines = formatAdmission({ settings: admissionSettings(), engines: [{ engine: 'postgres', skipped: 'no server' }, pglite] });
    expect(lines[0]).toMatch(/^bench\/admission: 5,000 applicants; per register page 10 warm-up calls, 100 timed with indexes, then 5 without/);
    expect(lines).toContain('PostgreSQL: not measured: no server.');
    expect(lines.at(-2)).toBe('- register page p95 at most 200 ms on PostgreSQL: not measured: PostgreSQL not measured');
  });
});

describe('the report', () => {
  it('has a page table and a validation table beside their baselines, and the findings by check', () => {
    const lines = formatAdmission({ settings: admissionSettings({ full: true }), engines: [engine('postgres', [page('смирн', 1234, [12.345, 45.6], [300, 410])])] });
    expect(lines).toContain("| смирн: `{'search': 'смирн'}` | 1,234 | 12.3 ms | 45.6 ms | 300.0 ms | 410.0 ms |");
    expect(lines).toContain('| whole pass (counts, colleges, first page of 25) | 110,000 | 5,000 | 800.0 ms | 900.0 ms | 40.0 ms | 50.0 ms | 20.0x |');
    expect(lines).toContain('Findings by check: NO_GIA 4,000, CONSENT_TWICE 1,000.');
    expect(lines.at(-1)).toBe('- whole validation pass at most 2 s on PostgreSQL (p95): met: p95 900.0 ms over 110,000 live applications');
  });
});

describe('the problems', () => {
  it('fail a run on an empty page or an empty worklist at the default size, only note them at a smaller one', () => {
    const engines = { postgres: engine('postgres', [page('a', 0, [1, 1], [2, 2])], validation([1, 1], { findings: 0 })) };
    const expected = ['PostgreSQL: "a" matched nothing on the seeded data', 'PostgreSQL: the validation pass found nothing on the seeded data'];
    expect(findAdmissionProblems(engines, { emptyIsError: true }).errors).toEqual(expected);
    expect(findAdmissionProblems(engines, { emptyIsError: false })).toEqual({ errors: [], notes: expected });
  });

  it('fail a run on answers that change without indexes or between passes, and on a failed engine', () => {
    const postgres = engine('postgres', [page('a', 10, [1, 1], [2, 2], { mismatches: 2 })], validation([1, 1], { mismatches: 1 }));
    const { errors } = findAdmissionProblems({ postgres, pglite: { engine: 'pglite', failed: 'Error: out of memory\n    at x' } }, { emptyIsError: true });
    expect(errors).toEqual([
      'PGlite: the run failed: Error: out of memory',
      'PostgreSQL: "a" answered differently 2 times with and without indexes',
      'PostgreSQL: the validation pass answered differently 1 times',
    ]);
  });

  it('note other load and totals that differ between the engines', () => {
    const postgres = engine('postgres', [page('a', 10, [1, 1], [2, 2], { otherCores: 0.5 })], validation([1, 1], { otherCores: 0.3 }));
    const pglite = engine('pglite', [page('a', 11, [1, 1], [2, 2])], validation([1, 1], { findings: 5_001 }));
    const { errors, notes } = findAdmissionProblems({ postgres, pglite }, { emptyIsError: true });
    expect(errors).toEqual([]);
    expect(notes).toEqual([
      'PostgreSQL: other processes used 0.50 cores during the indexed calls of "a"',
      'PostgreSQL: other processes used 0.30 cores during the validation passes',
      '"a" matched: 10 on PostgreSQL, 11 on PGlite',
      'the validation found: 5,000 on PostgreSQL, 5,001 on PGlite',
    ]);
  });
});
