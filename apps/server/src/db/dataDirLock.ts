import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite takes no lock on its files, and two servers writing one DATA_DIR corrupt the database.
 * So the server holds `DATA_DIR/abitura.lock` while it runs: created exclusively at start, naming
 * the process, removed at exit. A lock whose process is gone (a crash, a power cut) is stale and
 * taken over; one whose process lives refuses the start, saying who holds the folder.
 */
export const LOCK_FILE = 'abitura.lock';

interface LockContent {
  pid: number;
  host: string;
  since: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockContent,
  ) {
    super(
      `the data folder is in use by another Abitura server (process ${holder.pid} on ${holder.host}, since ${holder.since}, per ${lockFile}); ` +
        'two servers on one folder would corrupt its database. Stop that server or set DATA_DIR to another folder; ' +
        `if no server uses the folder (it was copied from a running one), delete ${lockFile} and start again.`,
    );
    this.name = 'DataDirInUse';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's; synchronous, so an 'exit' handler can call it. */
  release(): void;
}

/** Whether a process with this id runs here (signal 0 tests without sending anything). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseLock(text: string): LockContent | null {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    return Number.isInteger(value.pid) && typeof value.host === 'string' && typeof value.since === 'string' ? (value as LockContent) : null;
  } catch {
    return null;
  }
}

export interface LockOptions {
  pid?: number;
  host?: string;
  now?: () => Date;
  isAlive?: (pid: number) => boolean;
}

/**
 * Takes the data folder for this process, or throws DataDirInUse. An existing lock refuses when
 * its process runs, or when another host wrote it (the folder may be shared, and this host cannot
 * tell whether that process runs); a lock of a process gone, or an unreadable one, is taken over.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const own: LockContent = { pid: options.pid ?? process.pid, host: options.host ?? hostname(), since: (options.now?.() ?? new Date()).toISOString() };
  const isAlive = options.isAlive ?? processAlive;
  // Written whole under a name of its own, then linked into place: the link is the atomic step
  // (it fails when the lock exists), so no other server ever reads a lock half written.
  const draft = `${path}.${own.pid}.tmp`;
  await writeFile(draft, `${JSON.stringify(own)}\n`);
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await placeLock(draft, path, own);
        return { release: () => releaseIfOwn(path, own) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = parseLock(await readFile(path, 'utf8').catch(() => ''));
      if (holder && holder.host !== own.host) throw new DataDirInUse(path, holder);
      if (holder && holder.pid !== own.pid && isAlive(holder.pid)) throw new DataDirInUse(path, holder);
      await unlink(path).catch(() => {});
    }
    throw new Error(`could not create ${path}: another process keeps creating it`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}

/** Links the draft into place; where the file system has no hard links, creates the lock exclusively instead. */
async function placeLock(draft: string, path: string, own: LockContent): Promise<void> {
  try {
    await link(draft, path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS' && code !== 'EOPNOTSUPP') throw error;
    await writeFile(path, `${JSON.stringify(own)}\n`, { flag: 'wx' });
  }
}

function releaseIfOwn(path: string, own: LockContent): void {
  try {
    const holder = parseLock(readFileSync(path, 'utf8'));
    if (holder?.pid === own.pid && holder.since === own.since) unlinkSync(path);
  } catch {
    // Already gone.
  }
}
