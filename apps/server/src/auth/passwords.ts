import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isCommonPassword } from './commonPasswords.js';

/** OWASP's scrypt parameters; they are stored with each hash so they can be raised later. */
export const SCRYPT = Object.freeze({ N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 });
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const MAX_CONCURRENT_HASHES = 4;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** At most 4 hashes at once: each takes 128 MiB and a core for a while. */
class Semaphore {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#active += 1;
    try {
      return await task();
    } finally {
      this.#active -= 1;
      this.#waiting.shift()?.();
    }
  }
}

const hashing = new Semaphore(MAX_CONCURRENT_HASHES);

function options(N: number, r: number, p: number): ScryptOptions {
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await hashing.run(() => scrypt(password, salt, SCRYPT.keyLength, options(params.N, params.r, params.p)));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await hashing.run(() => scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options(Number(n), Number(r), Number(p))));
  return key.length === expected.length && timingSafeEqual(key, expected);
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
