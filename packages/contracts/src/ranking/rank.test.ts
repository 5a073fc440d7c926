import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareApplicants, rankSnapshot, riskPlaces } from './rank.js';
import { readSnapshot, type RankingSnapshot } from './snapshot.js';

type Applicant = RankingSnapshot['applicants'][number];
const person = (id: string, score: number, choices: Array<[string, number, boolean?]>, extra: Partial<Applicant> = {}): Applicant => ({
  id,
  score,
  points: 0,
  gia: true,
  consent: null,
  choices: choices.map(([program, priority, passedTests = true]) => ({ program, priority, passedTests })),
  ...extra,
});
const statuses = (snapshot: RankingSnapshot) => Object.fromEntries(rankSnapshot(snapshot).applications.map((row) => [`${row.applicant}/${row.program}`, row.status]));

describe('the ranking', () => {
  it('places the issue\'s example and gives its group a cutoff', () => {
    const snapshot = { programs: [{ id: 'g-101', places: 25 }], applicants: [{ id: 'a-1', score: 4.35, points: 2, gia: true, consent: 'g-101', choices: [{ program: 'g-101', priority: 1, passedTests: true }] }] };
    // One applicant in 25 places is not in the last three: OK; the group is not full: no cutoff.
    expect(rankSnapshot(snapshot)).toEqual({ applications: [{ applicant: 'a-1', program: 'g-101', status: 'OK' }], cutoffs: [] });
    expect(rankSnapshot({ ...snapshot, programs: [{ id: 'g-101', places: 1 }] })).toEqual({ applications: [{ applicant: 'a-1', program: 'g-101', status: 'RISK' }], cutoffs: [{ program: 'g-101', score: 4.35, points: 2 }] });
  });

  it('orders by average, then points, then id by code unit', () => {
    const ids = [
      { id: 'a-9', score: 4.5, points: 0 },
      { id: 'a-10', score: 4.5, points: 0 },
      { id: 'a-2', score: 4.5, points: 2 },
      { id: 'b', score: 4.8, points: 0 },
    ].sort(compareApplicants);
    expect(ids.map((entry) => entry.id)).toEqual(['b', 'a-2', 'a-10', 'a-9']);
  });

  it('defers acceptance: a better applicant arriving later takes the place, and the other moves to their next choice', () => {
    const snapshot: RankingSnapshot = {
      programs: [{ id: 'g1', places: 1 }, { id: 'g2', places: 1 }],
      applicants: [person('weak', 4.0, [['g1', 1], ['g2', 2]]), person('strong', 4.9, [['g1', 1]])],
    };
    expect(statuses(snapshot)).toEqual({ 'weak/g1': 'NA', 'weak/g2': 'RISK', 'strong/g1': 'RISK' });
    expect(rankSnapshot(snapshot).cutoffs).toEqual([{ program: 'g1', score: 4.9, points: 0 }, { program: 'g2', score: 4, points: 0 }]);
  });

  it('skips choices whose tests are not passed, and keeps an applicant without GIA out of everything', () => {
    const snapshot: RankingSnapshot = {
      programs: [{ id: 'art', places: 10 }, { id: 'it', places: 10 }],
      applicants: [person('p', 4.2, [['art', 1, false], ['it', 2]]), person('q', 5, [['it', 1]], { gia: false })],
    };
    expect(statuses(snapshot)).toEqual({ 'p/art': 'NA', 'p/it': 'OK', 'q/it': 'NO_GIA' });
  });

  it('says CONFLICT where the consent names another group, and RISK in the last k places', () => {
    expect(riskPlaces(25)).toBe(3);
    expect(riskPlaces(5)).toBe(1);
    expect(riskPlaces(0)).toBe(1);
    const applicants = Array.from({ length: 25 }, (_, i) => person(`a${String(i).padStart(2, '0')}`, 5 - i * 0.01, [['g', 1]]));
    const result = statuses({ programs: [{ id: 'g', places: 25 }, { id: 'h', places: 5 }], applicants: [...applicants.slice(0, 24), { ...(applicants[24] as Applicant), consent: 'h' }] });
    expect(result['a21/g']).toBe('OK');
    expect(result['a22/g']).toBe('RISK');
    expect(result['a23/g']).toBe('RISK');
    expect(result['a24/g']).toBe('CONFLICT');
  });

  it('gives a group without places nobody and no cutoff', () => {
    expect(rankSnapshot({ programs: [{ id: 'g', places: 0 }], applicants: [person('a', 5, [['g', 1]])] })).toEqual({ applications: [{ applicant: 'a', program: 'g', status: 'NA' }], cutoffs: [] });
  });

  const snapshots = fc
    .record({ places: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }), people: fc.array(fc.record({ score: fc.integer({ min: 300, max: 500 }), points: fc.integer({ min: 0, max: 3 }), gia: fc.boolean(), picks: fc.uniqueArray(fc.nat(3), { maxLength: 4 }), passed: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }) }), { maxLength: 12 }) })
    .map(({ places, people }): RankingSnapshot => ({
      programs: places.map((count, i) => ({ id: `g${i}`, places: count })),
      applicants: people.map((entry, i) => ({
        id: `a${i}`,
        score: entry.score / 100,
        points: entry.points,
        gia: entry.gia,
        consent: null,
        choices: entry.picks.filter((pick) => pick < places.length).map((pick, priority) => ({ program: `g${pick}`, priority: priority + 1, passedTests: entry.passed[pick] as boolean })),
      })),
    }));

  it('is stable: no group is over its places, and no applicant prefers a group that would rather have them', () => {
    fc.assert(
      fc.property(snapshots, (snapshot) => {
        expect(readSnapshot(snapshot).ok).toBe(true);
        const placed = new Map(rankSnapshot(snapshot).applications.filter((row) => row.status === 'OK' || row.status === 'RISK').map((row) => [row.applicant, row.program]));
        for (const program of snapshot.programs) expect([...placed.values()].filter((id) => id === program.id).length).toBeLessThanOrEqual(program.places);
        for (const applicant of snapshot.applicants) {
          if (!applicant.gia) continue;
          const mine = placed.get(applicant.id);
          const better = applicant.choices.filter((choice) => choice.passedTests && (mine === undefined || choice.priority < (applicant.choices.find((c) => c.program === mine)?.priority ?? Infinity)));
          for (const choice of better) {
            const program = snapshot.programs.find((entry) => entry.id === choice.program) as { id: string; places: number };
            const holders = snapshot.applicants.filter((other) => placed.get(other.id) === program.id);
            // The group is full and everyone it holds ranks above this applicant.
            expect(holders.length).toBe(program.places);
            for (const holder of holders) expect(compareApplicants(holder, applicant)).toBeLessThan(0);
          }
        }
      }),
    );
  });

  it('does not depend on the order the applicants are listed in', () => {
    fc.assert(
      fc.property(snapshots, (snapshot) => {
        const key = (result: ReturnType<typeof rankSnapshot>) => JSON.stringify([[...result.applications].sort((a, b) => `${a.applicant}/${a.program}`.localeCompare(`${b.applicant}/${b.program}`)), result.cutoffs]);
        expect(key(rankSnapshot({ ...snapshot, applicants: [...snapshot.applicants].reverse() }))).toBe(key(rankSnapshot(snapshot)));
      }),
    );
  });
});

describe('reading a snapshot', () => {
  const good = { programs: [{ id: 'g', places: 2 }], applicants: [{ id: 'a', score: 4, points: 0, gia: true, consent: null, choices: [{ program: 'g', priority: 1, passedTests: true }] }] };

  it('accepts a snapshot in the format and refuses each kind of bad input, naming where and what', () => {
    expect(readSnapshot(good).ok).toBe(true);
    const problems = (input: unknown, language: 'ru' | 'en' = 'ru') => {
      const read = readSnapshot(input, language);
      return read.ok ? [] : read.problems;
    };
    const choice = good.applicants[0]?.choices[0];
    expect(problems({ ...good, applicants: [{ ...good.applicants[0], choices: [{ ...choice, program: 'x' }] }] })).toEqual(['applicants.0.choices.0.program: неизвестная группа «x»']);
    expect(problems({ ...good, applicants: [{ ...good.applicants[0], choices: [choice, choice] }] })).toEqual(['applicants.0.choices.1.program: группа «g» выбрана дважды', 'applicants.0.choices.1.priority: приоритет 1 указан дважды']);
    expect(problems({ ...good, programs: [{ id: 'g', places: -1 }] })).toEqual(['programs.0.places: число мест не может быть отрицательным']);
    expect(problems({ programs: good.programs })).toEqual(['applicants: не то значение: ожидается array']);
    expect(problems({ ...good, applicants: [{ ...good.applicants[0], score: '4.5' }] }, 'en')).toEqual(['applicants.0.score: a number is expected']);
    expect(problems({ ...good, extra: 1 }, 'en')).toEqual(['(snapshot): unknown fields: extra']);
  });
});
