import { count, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword, SCRYPT } from '../auth/passwords.js';
import type { Db } from '../db/open.js';
import { users } from '../db/schema/index.js';
import { loadOrCreateDemoPasswords, withAccounts, writeDemoCredentials, type DemoCredentials } from './demoCredentials.js';
import type { DemoState, DemoStep } from './demoStep.js';
import { DEMO_ROLE_NAMES, privilegeGroupsStep, staffStep } from './demoUsers.js';
import { createRandom } from './prng.js';
import { admissionStep } from './admission/admissionStep.js';
import { callsStep } from './calls/callsStep.js';
import { contingentStep } from './contingent/contingentStep.js';
import { queueStep } from './queue/queueStep.js';
import { registryStep } from './registry/registryStep.js';
import { signInHistoryStep } from './signInHistory.js';

/** The demo's fixed seed: every installation gets the same people, groups and (later) applicants. */
export const DEMO_SEED = 20_260_901;

export const DEMO_STEPS: readonly DemoStep[] = [privilegeGroupsStep, staffStep, signInHistoryStep, registryStep, contingentStep, admissionStep, callsStep, queueStep];

export interface DemoSeedOptions {
  size: number;
  dataDir: string;
  log: Logger;
  /** The ABITURA_ADMIN_LOGIN account, which may exist already: it does not count as data. */
  adminLogin?: string | null;
  seed?: number;
  steps?: readonly DemoStep[];
  /** Tests pass cheap parameters; the real seed uses the production ones. */
  scrypt?: { N: number; r: number; p: number };
}

export interface DemoSeedResult {
  /** False when the database already had users, so nothing was added. */
  readonly seeded: boolean;
  readonly users: number;
  readonly credentials: DemoCredentials | null;
}

/** True on a database with no users, or none but the bootstrap administrator. */
export async function demoSeedNeeded(db: Db, adminLogin: string | null = null): Promise<boolean> {
  const others = adminLogin ? ne(sql`lower(${users.login})`, adminLogin.toLowerCase()) : undefined;
  const [row] = await db.select({ n: count() }).from(users).where(others);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with demo data, deterministically from the seed, in one transaction.
 * The passwords come from DATA_DIR/demo-credentials.json, which is written first (generated
 * passwords) and again after the commit (with the accounts).
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const { size, dataDir, log } = options;
  if (!(await demoSeedNeeded(db, options.adminLogin ?? null))) {
    log.debug('demo seed skipped: the database already has users');
    return { seeded: false, users: 0, credentials: null };
  }
  const { credentials, generated } = await loadOrCreateDemoPasswords(dataDir, DEMO_ROLE_NAMES);
  if (generated.length > 0) log.info({ roles: generated.length }, 'demo seed: generated demo passwords into demo-credentials.json');
  const passwords = new Map(credentials.roles.map((entry) => [entry.role, entry.password]));
  const params = options.scrypt ?? SCRYPT;
  const root = createRandom(options.seed ?? DEMO_SEED);
  const state: DemoState = { users: [], groups: new Map(), devices: [] };

  await db.transaction(async (tx) => {
    for (const step of options.steps ?? DEMO_STEPS) {
      await step.run({
        db: tx,
        random: root.fork(step.name),
        size,
        state,
        log,
        passwordHash: (role) => {
          const password = passwords.get(role);
          if (password === undefined) throw new Error(`demo seed: no demo password for the role ${role}`);
          return hashPassword(password, params);
        },
      });
    }
  });

  // PGlite has no autovacuum, and PostgreSQL's runs at some later moment: until a vacuum, the
  // planner prices the freshly filled tables (GIN indexes with pending lists, no statistics) so
  // badly that a fresh demo's first working list read the whole applicant table (4.7 s on PGlite).
  // Outside the transaction, as VACUUM must be; on a fresh database it costs about a second.
  await db.execute(sql`vacuum (analyze)`);
  const accounts = withAccounts(credentials, state.users);
  const seeded = state.devices.length > 0 ? { ...accounts, devices: state.devices } : accounts;
  await writeDemoCredentials(dataDir, seeded);
  log.info({ users: state.users.length, size }, 'demo data seeded');
  return { seeded: true, users: state.users.length, credentials: seeded };
}
