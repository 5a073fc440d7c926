import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ActionFailure } from '../actions/actionFailure.js';
import { isCommonPassword } from './commonPasswords.js';

/** OWASP's scrypt parameters; they are stored with each hash so they can be raised later. */
export const SCRYPT = Object.freeze({ N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 });
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * Each hash takes 128 MiB and a core for most of a second. At most 2 run at once, and never every
 * core: the event loop keeps one, so other users' requests go on while a flood is checked (on 2
 * cores, two hashes at once slowed other users' reads about twice as much as one: bench/signin).
 * 4 more may wait for their turn; further requests are refused at once instead of queueing.
 */
export const HASHING = Object.freeze({ concurrent: Math.min(2, Math.max(1, availableParallelism() - 1)), queue: 4 });
export const HASHING_BUSY = 'Сервер сейчас проверяет слишком много паролей одновременно. Повторите попытку через несколько секунд.';

export type DeriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

const scrypt: DeriveKey = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * How a hash waits for its turn: a request takes a place in the short queue or is refused with
 * RATE_LIMITED; start-up work (the administrator from the environment, the demo seed) waits.
 */
export type Admission = 'queue' | 'wait';

/**
 * At most `concurrent` tasks at once and `queue` more holding a place (waiting, or admitted and
 * not yet started); a freed turn passes straight to the next in line.
 */
class Slots {
  /** Places held: running, waiting for a turn, or admitted for a task still to come. */
  #held = 0;
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  constructor(
    private readonly concurrent: number,
    private readonly queue: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#held - this.#running };
  }

  /** Holds a place, or refuses at once when every place is held ('wait' always gets one). */
  hold(admission: Admission): void {
    if (admission === 'queue' && this.#held >= this.concurrent + this.queue) throw new ActionFailure('RATE_LIMITED', HASHING_BUSY);
    this.#held += 1;
  }

  /** Gives back a place held for a task that will not come. */
  giveBack(): void {
    this.#held -= 1;
  }

  /** Runs a task in a place held before; the place is given back when it ends. */
  async runHeld<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrent) this.#running += 1;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      this.#held -= 1;
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }

  run<T>(task: () => Promise<T>, admission: Admission): Promise<T> {
    this.hold(admission);
    return this.runHeld(task);
  }
}

/** A place in the hasher, taken before a request's other work, for the one check it will make. */
export interface HashPlace {
  verify(password: string, stored: string): Promise<boolean>;
  /** Gives the place back unused (nothing happens once it was used or given back). */
  release(): void;
}

function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

type ScryptParams = { N: number; r: number; p: number };

/** Hashes and checks passwords (`scrypt$N$r$p$salt$hash`, base64url), a bounded number at once. */
export class PasswordHasher {
  readonly #slots: Slots;
  readonly #derive: DeriveKey;
  readonly #params: ScryptParams;
  /**
   * What an unknown login's password is checked against, so both outcomes cost the scrypt work
   * of this hasher's own hashes: random bytes in a hash's shape, which no password matches.
   */
  readonly unknownAccountHash: string;

  /** @param params what new hashes use @default SCRYPT (tests use cheaper ones, like their accounts' hashes) */
  constructor({ concurrent = HASHING.concurrent, queue = HASHING.queue, derive = scrypt, params = SCRYPT }: { concurrent?: number; queue?: number; derive?: DeriveKey; params?: ScryptParams } = {}) {
    this.#slots = new Slots(concurrent, queue);
    this.#derive = derive;
    this.#params = { N: params.N, r: params.r, p: params.p };
    this.unknownAccountHash = ['scrypt', params.N, params.r, params.p, randomBytes(SCRYPT.saltLength).toString('base64url'), randomBytes(SCRYPT.keyLength).toString('base64url')].join('$');
  }

  /** Hashes running and waiting now. */
  get load(): { running: number; waiting: number } {
    return this.#slots.load;
  }

  async hash(password: string, { params = this.#params, admission = 'queue' }: { params?: ScryptParams; admission?: Admission } = {}): Promise<string> {
    const salt = randomBytes(SCRYPT.saltLength);
    const key = await this.#slots.run(() => this.#derive(password.normalize('NFKC'), salt, SCRYPT.keyLength, options(params.N, params.r, params.p)), admission);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string, admission: Admission = 'queue'): Promise<boolean> {
    this.#slots.hold(admission);
    return this.#verifyHeld(password, stored);
  }

  /**
   * Takes a place for one check now, or refuses at once with RATE_LIMITED when the hasher is
   * full: a request takes it before its database work, so a flood is turned away before it
   * costs any.
   */
  admit(): HashPlace {
    this.#slots.hold('queue');
    let held = true;
    const take = () => {
      if (!held) throw new Error('this place in the hasher was used or given back already');
      held = false;
    };
    return {
      verify: async (password, stored) => {
        take();
        return this.#verifyHeld(password, stored);
      },
      release: () => {
        if (!held) return;
        held = false;
        this.#slots.giveBack();
      },
    };
  }

  async #verifyHeld(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) {
      this.#slots.giveBack();
      return false;
    }
    const expected = Buffer.from(hash, 'base64url');
    const key = await this.#slots.runHeld(() => this.#derive(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, options(Number(n), Number(r), Number(p))));
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
}

/** The process's one hasher: every hash, whoever asks, counts against the same bound. */
export const passwordHasher = new PasswordHasher();

/** Hashes a password for start-up work and tests, waiting for a place (requests use their hasher). */
export function hashPassword(password: string, params: ScryptParams = SCRYPT): Promise<string> {
  return passwordHasher.hash(password, { params, admission: 'wait' });
}

/** Checks a password outside a request, waiting for a place. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return passwordHasher.verify(password, stored, 'wait');
}

/** Why a new password is not acceptable, in words a person understands, or null. */
export function passwordProblem(password: string, context: { login?: string } = {}): string | null {
  if (password.length < PASSWORD_MIN) return `Пароль должен быть не короче ${PASSWORD_MIN} символов.`;
  if (password.length > PASSWORD_MAX) return `Пароль должен быть не длиннее ${PASSWORD_MAX} символов.`;
  if (isCommonPassword(password)) return 'Этот пароль слишком распространён: его легко подобрать. Придумайте другой.';
  if (context.login && password.toLowerCase().includes(context.login.toLowerCase())) return 'Пароль не должен содержать логин.';
  return null;
}

/** A readable one-time password: 4 groups of 4 from an alphabet without look-alikes. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
