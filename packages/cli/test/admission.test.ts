import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/program.js';
import { fakeTerminal } from './support/fakeTerminal.js';

/** abitura admission rank FILE: the ranking module on a snapshot file, offline. */
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'abitura-rank-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function rank(file: string, content: string, extra: string[] = [], lang = 'ru_RU.UTF-8') {
  await writeFile(join(folder, file), content);
  const terminal = fakeTerminal();
  const code = await runCli(['admission', 'rank', file, ...extra], { terminal, env: { LANG: lang, ABITURA_CONFIG_DIR: folder }, cwd: folder });
  return { code, stdout: terminal.out.text, stderr: terminal.err.text };
}

const SNAPSHOT = {
  programs: [
    { id: 'g-101', places: 1 },
    { id: 'g-102', places: 5 },
  ],
  applicants: [
    { id: 'a-1', score: 4.35, points: 2, gia: true, consent: 'g-101', choices: [{ program: 'g-101', priority: 1, passedTests: true }] },
    { id: 'a-2', score: 4.1, points: 0, gia: true, consent: null, choices: [{ program: 'g-101', priority: 1, passedTests: true }, { program: 'g-102', priority: 2, passedTests: true }] },
    { id: 'a-3', score: 4.9, points: 0, gia: false, consent: null, choices: [{ program: 'g-102', priority: 1, passedTests: true }] },
  ],
};

describe('abitura admission rank', () => {
  it('prints the result in the snapshot format with --json, exit 0', async () => {
    const result = await rank('season.json', JSON.stringify(SNAPSHOT), ['--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      applications: [
        { applicant: 'a-1', program: 'g-101', status: 'RISK' },
        { applicant: 'a-2', program: 'g-101', status: 'NA' },
        { applicant: 'a-2', program: 'g-102', status: 'OK' },
        { applicant: 'a-3', program: 'g-102', status: 'NO_GIA' },
      ],
      cutoffs: [{ program: 'g-101', score: 4.35, points: 2 }],
    });
  });

  it('shows a table in words without --json', async () => {
    const result = await rank('season.json', JSON.stringify(SNAPSHOT), [], 'en_US.UTF-8');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('at risk (RISK)');
    expect(result.stdout).toContain('Cutoff average');
    expect(result.stderr).toContain('Applications: 4, placed: 2; full groups: 1.');
  });

  it('refuses a file that is not a snapshot with exit 2, every problem on standard error and nothing on standard output', async () => {
    const bad = { ...SNAPSHOT, programs: [{ id: 'g-101', places: -1 }] };
    const result = await rank('bad.json', JSON.stringify(bad), ['--json']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('programs.0.places: число мест не может быть отрицательным');
    expect(result.stderr).toContain('applicants.1.choices.1.program: неизвестная группа «g-102»');
  });

  it('refuses text that is not JSON and a missing file, in English with LANG=en', async () => {
    const notJson = await rank('broken.json', '{ programs: ', ['--json'], 'en_US.UTF-8');
    expect(notJson.code).toBe(2);
    expect(notJson.stdout).toBe('');
    expect(notJson.stderr).toContain('The file broken.json does not read as JSON');
    const terminal = fakeTerminal();
    const missing = await runCli(['admission', 'rank', 'nowhere.json'], { terminal, env: { LANG: 'en_US.UTF-8', ABITURA_CONFIG_DIR: folder }, cwd: folder });
    expect(missing).toBe(2);
    expect(terminal.err.text).toContain('Cannot read nowhere.json (ENOENT)');
  });
});
