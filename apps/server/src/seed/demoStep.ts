/**
 * What a demo step is: the context the seed hands each step and the state the steps pass on to
 * the ones after them. A module of its own so the steps and the seed that lists them import it
 * rather than each other.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/open.js';
import type { DemoDevice } from './demoCredentials.js';
import type { Random } from './prng.js';
import type { Gender } from './russianNames.js';

/** A demo staff account as planned, before it is inserted. */
export interface DemoUserPlan {
  readonly login: string;
  readonly fullName: string;
  readonly email: string;
  readonly gender: Gender;
  readonly role: string;
  readonly status: 'active' | 'new' | 'suspended';
  readonly groups: readonly string[];
}

/** What the steps leave for the steps after them (applicants need curators, and so on). */
export interface DemoState {
  readonly users: Array<DemoUserPlan & { readonly id: number }>;
  /** Privilege group ids by name. */
  readonly groups: Map<string, number>;
  /** Queue devices with their plain keys, for demo-credentials.json (only hashes are stored). */
  readonly devices: DemoDevice[];
}

export interface DemoStepContext {
  /** The seed's transaction: a step that fails leaves nothing behind. */
  readonly db: Db;
  /** This step's own generator (forked by its name): a new step never changes an earlier one's data. */
  readonly random: Random;
  readonly size: number;
  readonly state: DemoState;
  readonly log: Logger;
  /** A fresh scrypt hash of the role's demo password. */
  passwordHash(role: string): Promise<string>;
}

/**
 * One part of the demo data. Later features add theirs (organizations, applicants, calls, queue
 * tickets...) by appending a step to DEMO_STEPS.
 */
export interface DemoStep {
  readonly name: string;
  run(context: DemoStepContext): Promise<void>;
}
