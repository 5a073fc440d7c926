import { listApplicants } from '@abitura/contracts';
import {
  APPLICANT_CATEGORIES,
  INTENTS,
  PREFERENTIAL_FLAGS,
  PROCESSING_STATUSES,
  READINESS_CATEGORIES,
  STATUS_FLAGS,
  TAGS,
  TRACKING_STAGES,
} from '@abitura/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SIZE, parseSearchArgs, searchSettings } from '../search.mjs';
import { CATEGORY_WEIGHTS, FLAG_CHANCES, INTENT_WEIGHTS, PREFERENTIAL_CHANCES, PROCESSING_WEIGHTS, READINESS_WEIGHTS, TAG_CHANCES, TRACKING_WEIGHTS, weightsFor } from './applicantDistributions.mjs';
import { SEARCH_QUERIES, describeParams } from './queries.mjs';
import { evaluateTargets, findProblems, formatSearch } from './searchReport.mjs';
import { digitString, draw, literal, textArray, weighted } from './sqlDraws.mjs';

describe('the SQL draws', () => {
  it('quotes literals and arrays', () => {
    expect(literal("д'Артаньян")).toBe("'д''Артаньян'");
    expect(textArray(['а', 'б'])).toBe("ARRAY['а','б']::text[]");
    expect(() => textArray([])).toThrow(RangeError);
  });

  it('numbers draws and refuses anything but a whole number', () => {
    expect(draw(3)).toContain('g)::bigint * 1009 + 3');
    expect(draw(0, 'n')).toContain('(n)::bigint');
    expect(() => draw(-1)).toThrow(RangeError);
    expect(() => draw(1.5)).toThrow(RangeError);
  });

  it('chooses by cumulative weight, the last value for the rest, NULL for null', () => {
    expect(weighted('r', [['a', 1], [null, 1], ['c', 2]])).toBe("(CASE WHEN r < 0.250000 THEN 'a' WHEN r < 0.500000 THEN NULL ELSE 'c' END)");
    expect(() => weighted('r', [['a', 0]])).toThrow(RangeError);
    expect(() => weighted('r', [['a', 2], ['b', -1]])).toThrow(RangeError);
  });

  it('pads digit strings and keeps them within what a draw can give', () => {
    expect(digitString('r', 9)).toBe("lpad(floor(r * 1000000000)::bigint::text, 9, '0')");
    expect(() => digitString('r', 10)).toThrow(RangeError);
  });
});

describe('the applicant distributions', () => {
  it('weigh every value of the vocabulary the list filters on, and nothing else', () => {
    const tables = [
      [CATEGORY_WEIGHTS, APPLICANT_CATEGORIES],
      [PROCESSING_WEIGHTS, PROCESSING_STATUSES],
      [READINESS_WEIGHTS, READINESS_CATEGORIES],
      [TRACKING_WEIGHTS, TRACKING_STAGES],
      [INTENT_WEIGHTS, INTENTS],
      [FLAG_CHANCES, STATUS_FLAGS],
      [TAG_CHANCES, TAGS],
      [PREFERENTIAL_CHANCES, PREFERENTIAL_FLAGS],
    ] as const;
    for (const [table, vocabulary] of tables) expect(weightsFor(table, vocabulary).length).toBe(vocabulary.length + ('null' in table ? 1 : 0));
  });

  it('name what is missing or unknown', () => {
    expect(() => weightsFor({ a: 1, z: 1 }, [{ value: 'a' }, { value: 'b' }], 'letters')).toThrow('letters: the vocabulary has b without a weight, the table z the vocabulary lacks');
    expect(weightsFor({ null: 2, a: 1 }, [{ value: 'a' }])).toEqual([
      [null, 2],
      ['a', 1],
    ]);
  });
});

describe('the queries', () => {
  it('are eleven valid Abiturient/List params, each with a name fragment, first page of 25', () => {
    expect(SEARCH_QUERIES).toHaveLength(11);
    for (const query of SEARCH_QUERIES) {
      const params = listApplicants.params.parse(query.params);
      expect(params.search).toMatch(/\p{L}{4,}/u);
      expect(Object.keys(query.params).length).toBeGreaterThan(3);
      expect([params.page, params.pageSize]).toEqual([1, 25]);
    }
    expect(new Set(SEARCH_QUERIES.map((query) => query.label)).size).toBe(11);
  });

  it('show their params without the first page', () => {
    expect(describeParams({ search: 'иван', grade: 'SCH9', page: 1, pageSize: 25 })).toBe("{'search': 'иван', 'grade': 'SCH9'}");
    expect(describeParams({ search: 'иван', page: 2, pageSize: 25 })).toContain("'page': 2");
  });
});

describe('the command line', () => {
  it('runs 200,000 applicants by default, fewer with --size, more samples with --full', () => {
    expect(parseSearchArgs([])).toEqual({ full: false, size: DEFAULT_SEARCH_SIZE, explain: false });
    expect(parseSearchArgs(['--size', '20000', '--full', '--explain'])).toEqual({ full: true, size: 20_000, explain: true });
    expect(searchSettings({ size: 1000 })).toEqual({ size: 1000, warmup: 10, indexed: 200, noIndex: 5 });
    expect(searchSettings({ full: true }).indexed).toBeGreaterThan(searchSettings().indexed);
    expect(() => searchSettings({ size: Number('x') })).toThrow('--size');
  });
});

const query = (label: string, total: number, indexed: [number, number], noIndex: [number, number], extra: Record<string, unknown> = {}) => ({
  label,
  params: { search: label, page: 1, pageSize: 25 },
  total,
  rows: Math.min(total, 25),
  indexed: { p50: indexed[0], p95: indexed[1], count: 50 },
  noIndex: { p50: noIndex[0], p95: noIndex[1], count: 5 },
  mismatches: 0,
  otherCores: 0,
  ...extra,
});
const engine = (name: 'postgres' | 'pglite', queries: ReturnType<typeof query>[]) => ({
  engine: name,
  version: 'PostgreSQL 15.18 (Debian), compiled by gcc',
  seed: { applicants: 200_000, schools: 600, curators: 30, ms: { seed: 40_000, vacuum: 1_500 } },
  queries,
});

describe('the targets', () => {
  it('are met when PostgreSQL is under 200 ms and PGlite within 3x of it, however close the calls without indexes', () => {
    const postgres = engine('postgres', [query('a', 10, [2, 5], [100, 120]), query('b', 10, [4, 150], [180, 240])]);
    const pglite = engine('pglite', [query('a', 10, [5, 15], [6, 20]), query('b', 10, [9, 300], [500, 600])]);
    const targets = evaluateTargets({ postgres, pglite });
    expect(targets.map((target) => target.met)).toEqual([true, true]);
    expect(targets[0]?.detail).toBe('slowest p95 150.0 ms (b)');
    expect(targets[1]?.detail).toBe('highest 3.00x (a)');
  });

  it('fail on the worst query of each', () => {
    const postgres = engine('postgres', [query('a', 10, [2, 201], [30, 40])]);
    const pglite = engine('pglite', [query('a', 10, [5, 700], [300, 400])]);
    expect(evaluateTargets({ postgres, pglite }).map((target) => target.met)).toEqual([false, false]);
  });

  it('are not measured without PostgreSQL', () => {
    const pglite = engine('pglite', [query('a', 10, [5, 15], [300, 400])]);
    const targets = evaluateTargets({ postgres: { engine: 'postgres', skipped: 'no server' }, pglite });
    expect(targets.map((target) => target.met)).toEqual([null, null]);
    const lines = formatSearch({ settings: searchSettings(), engines: [{ engine: 'postgres', skipped: 'no server' }, pglite] });
    expect(lines).toContain('PostgreSQL: not measured: no server.');
    expect(lines.at(-2)).toBe('- p95 at most 200 ms on PostgreSQL: not measured: PostgreSQL not measured');
  });
});

describe('the problems', () => {
  it('fail a run on an empty answer at the default size, only note it at a smaller one', () => {
    const engines = { postgres: engine('postgres', [query('a', 0, [1, 1], [2, 2])]) };
    expect(findProblems(engines, { emptyIsError: true }).errors).toEqual(['PostgreSQL: "a" matched nothing on the seeded data']);
    expect(findProblems(engines, { emptyIsError: false })).toEqual({ errors: [], notes: ['PostgreSQL: "a" matched nothing on the seeded data'] });
  });

  it('fail a run when the answers differ with and without indexes or between the engines, and note other load', () => {
    const postgres = engine('postgres', [query('a', 10, [1, 1], [2, 2], { mismatches: 2, otherCores: 0.5 })]);
    const pglite = engine('pglite', [query('a', 11, [1, 1], [2, 2])]);
    const { errors, notes } = findProblems({ postgres, pglite }, { emptyIsError: true });
    expect(errors).toEqual(['PostgreSQL: "a" answered differently 2 times with and without indexes', '"a" matched 10 on PostgreSQL and 11 on PGlite']);
    expect(notes).toEqual(['PostgreSQL: other processes used 0.50 cores during the indexed calls of "a"']);
  });
});
