/**
 * The demo accounts of the server under test, from DATA_DIR/demo-credentials.json (the seed
 * generates the passwords on the first start; nothing is fixed in code).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eEnv } from './env.js';

export interface DemoAccount {
  login: string;
  fullName: string;
  status: string;
  role: string;
  password: string;
}

interface CredentialsFile {
  roles: Array<{ role: string; password: string; accounts: Array<{ login: string; fullName: string; status: string }> }>;
}

let cache: DemoAccount[] | null = null;

export function demoAccounts(): DemoAccount[] {
  if (cache) return cache;
  const file = JSON.parse(readFileSync(join(e2eEnv('dataDir'), 'demo-credentials.json'), 'utf8')) as CredentialsFile;
  cache = file.roles.flatMap((entry) => entry.accounts.map((account) => ({ ...account, role: entry.role, password: entry.password })));
  return cache;
}

/** The `index`-th demo account of a role with a status (seed order). */
export function demoAccount(role: string, status: 'active' | 'new' | 'suspended' = 'active', index = 0): DemoAccount {
  const matches = demoAccounts().filter((account) => account.role === role && account.status === status);
  const account = matches[index];
  if (!account) throw new Error(`The demo has no ${status} account #${index + 1} of role ${role} (it has ${matches.length})`);
  return account;
}

/** Roles of the default seed (apps/server/src/seed/defaultRoles.ts) the journeys rely on. */
export const ROLES = Object.freeze({
  admin: 'Администратор',
  /** viewHomepage, EditPassword and the queue's operator console (operateQueue): no access page at all. */
  queueOperator: 'Оператор очереди',
  curator: 'Куратор',
  /** Reads the access area (panel, permissions, users, user page) but manages nothing. */
  analyst: 'Аналитик',
  /** The demo's status-new account has this role. */
  companion: 'Сопровождающий',
  /** The demo's suspended account has this role. */
  callOperator: 'Оператор колл-центра',
});
