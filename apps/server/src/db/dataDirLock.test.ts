import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './dataDirLock.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'abitura-lock-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const SINCE = new Date('2026-11-27T10:00:00Z');
const lockOf = () => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; host: string; since: string };

describe('the data folder lock', () => {
  it('names the process that holds the folder, and leaves no draft behind', async () => {
    await lockDataDir(dir, { pid: 101, host: 'desk-pc', now: () => SINCE });
    expect(lockOf()).toEqual({ pid: 101, host: 'desk-pc', since: SINCE.toISOString() });
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('refuses a second server while the first runs, saying who holds the folder and what to do', async () => {
    await lockDataDir(dir, { pid: 101, host: 'desk-pc', now: () => SINCE });
    const second = lockDataDir(dir, { pid: 202, host: 'desk-pc', isAlive: (pid) => pid === 101 });
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(`in use by another Abitura server (process 101 on desk-pc, since ${SINCE.toISOString()}`);
    await expect(second).rejects.toThrow(`delete ${join(dir, LOCK_FILE)}`);
    expect(lockOf().pid).toBe(101);
    expect(await readdir(dir)).toEqual([LOCK_FILE]);
  });

  it('takes over a lock whose process is gone, or one it cannot read', async () => {
    await lockDataDir(dir, { pid: 101, host: 'desk-pc' });
    await lockDataDir(dir, { pid: 202, host: 'desk-pc', isAlive: () => false });
    expect(lockOf().pid).toBe(202);
    await writeFile(join(dir, LOCK_FILE), 'not json');
    await lockDataDir(dir, { pid: 303, host: 'desk-pc', isAlive: () => true });
    expect(lockOf().pid).toBe(303);
  });

  it("refuses another host's lock, whose process this host cannot check", async () => {
    await lockDataDir(dir, { pid: 101, host: 'other-pc' });
    await expect(lockDataDir(dir, { pid: 202, host: 'desk-pc', isAlive: () => false })).rejects.toThrow('process 101 on other-pc');
  });

  it('releases only its own lock', async () => {
    const first = await lockDataDir(dir, { pid: 101, host: 'desk-pc' });
    const second = await lockDataDir(dir, { pid: 202, host: 'desk-pc', isAlive: () => false });
    first.release();
    expect(lockOf().pid).toBe(202);
    second.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    second.release();
  });

  it('checks a real process: this one is alive', async () => {
    await lockDataDir(dir, { pid: process.pid, host: 'desk-pc' });
    await expect(lockDataDir(dir, { pid: process.pid + 1_000_000, host: 'desk-pc' })).rejects.toThrow(`process ${process.pid}`);
  });
});
