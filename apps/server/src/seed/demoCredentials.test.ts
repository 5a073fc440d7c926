import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCredentialsPath, DemoCredentialsError, loadOrCreateDemoPasswords, readDemoCredentials, withAccounts } from './demoCredentials.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'abitura-demo-credentials-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo credentials file', () => {
  it('is generated on the first call, owner-only, and read back (not regenerated) afterwards', async () => {
    expect(await readDemoCredentials(dataDir)).toBeNull();
    const first = await loadOrCreateDemoPasswords(dataDir, ['Куратор', 'Аналитик']);
    expect(first.generated).toEqual(['Куратор', 'Аналитик']);
    const mode = (await stat(demoCredentialsPath(dataDir))).mode & 0o777;
    expect(mode).toBe(0o600);
    const [curator, analyst] = first.credentials.roles;
    expect(curator?.password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    expect(curator?.password).not.toBe(analyst?.password);

    const again = await loadOrCreateDemoPasswords(dataDir, ['Куратор', 'Аналитик'], () => {
      throw new Error('must not generate');
    });
    expect(again.generated).toEqual([]);
    expect(again.credentials.roles).toEqual(first.credentials.roles);
  });

  it('never uses a fixed password: two installations get different ones', async () => {
    const other = await mkdtemp(join(tmpdir(), 'abitura-demo-credentials-'));
    try {
      const a = await loadOrCreateDemoPasswords(dataDir, ['Куратор']);
      const b = await loadOrCreateDemoPasswords(other, ['Куратор']);
      expect(a.credentials.roles[0]?.password).not.toBe(b.credentials.roles[0]?.password);
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it('adds a password for a new role and keeps the others', async () => {
    const first = await loadOrCreateDemoPasswords(dataDir, ['Куратор']);
    const second = await loadOrCreateDemoPasswords(dataDir, ['Куратор', 'Аналитик']);
    expect(second.generated).toEqual(['Аналитик']);
    expect(second.credentials.roles[0]).toEqual(first.credentials.roles[0]);
    expect((await readDemoCredentials(dataDir))?.roles.map((entry) => entry.role)).toEqual(['Куратор', 'Аналитик']);
  });

  it('records the accounts of each role', async () => {
    const { credentials } = await loadOrCreateDemoPasswords(dataDir, ['Куратор', 'Аналитик']);
    const filled = withAccounts(credentials, [{ role: 'Куратор', login: 'a.ivanova', fullName: 'Иванова Анна Сергеевна', status: 'active' }]);
    expect(filled.roles[0]?.accounts).toEqual([{ login: 'a.ivanova', fullName: 'Иванова Анна Сергеевна', status: 'active' }]);
    expect(filled.roles[1]?.accounts).toEqual([]);
  });

  it('refuses a file it cannot understand instead of overwriting it', async () => {
    await writeFile(demoCredentialsPath(dataDir), '{ not json');
    await expect(loadOrCreateDemoPasswords(dataDir, ['Куратор'])).rejects.toBeInstanceOf(DemoCredentialsError);
    await writeFile(demoCredentialsPath(dataDir), JSON.stringify({ roles: [{ role: 'Куратор' }] }));
    await expect(readDemoCredentials(dataDir)).rejects.toThrow(/does not hold demo credentials/);
    expect(await readFile(demoCredentialsPath(dataDir), 'utf8')).toContain('Куратор');
  });
});
