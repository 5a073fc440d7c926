import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ActionFailure } from '../actions/actionFailure.js';
import { isCommonPassword } from './commonPasswords.js';

/** OWASP's scrypt parameters; they are stored with each hash so they can be raised later. */
export const SCRYPT = Object.freeze({ N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 });
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * Each hash takes 128 MiB and a core for most of a second: 2 at once leave the event loop a core
 * on a small machine, and 4 more may wait (at most about two hashes' time each) before further
 * requests are refused at once instead of queueing behind a flood.
 */
export const HASHING = Object.freeze({ concurrent: 2, queue: 4 });
export const HASHING_BUSY = 'Сервер сейчас проверяет слишком много паролей одновременно. Повторите попытку через несколько секунд.';

export type DeriveKey = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) => Promise<Buffer>;

const scrypt: DeriveKey = (password, salt, keyLength, options) =>
  new Promise((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * How a hash waits for its turn: a request takes a place in the short queue or is refused with
 * RATE_LIMITED; start-up work (the administrator from the environment, the demo seed) waits.
 */
export type Admission = 'queue' | 'wait';

/** At most `concurrent` tasks at once; a freed place passes straight to the next in line. */
class Slots {
  #running = 0;
  readonly #waiting: Array<() => void> = [];
  constructor(
    private readonly concurrent: number,
    private readonly queue: number,
  ) {}

  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  async run<T>(task: () => Promise<T>, admission: Admission): Promise<T> {
    if (this.#running < this.concurrent) this.#running += 1;
    else if (admission === 'queue' && this.#waiting.length >= this.queue) throw new ActionFailure('RATE_LIMITED', HASHING_BUSY);
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
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
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const key = await this.#slots.run(() => this.#derive(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, options(Number(n), Number(r), Number(p))), admission);
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
