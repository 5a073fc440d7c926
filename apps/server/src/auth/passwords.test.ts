import { describe, expect, it } from 'vitest';
import { ActionFailure } from '../actions/actionFailure.js';
import { HASHING, HASHING_BUSY, PasswordHasher, type DeriveKey } from './passwords.js';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

/** A key derivation the test releases by hand, one call at a time, in the order they started. */
function heldDerivation() {
  const held: Array<() => void> = [];
  const derive: DeriveKey = (_password, salt, keyLength) =>
    new Promise((resolve) => held.push(() => resolve(Buffer.alloc(keyLength, salt[0] ?? 0))));
  return { derive, held, releaseOne: () => held.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordHasher', () => {
  it(`runs at most ${HASHING.concurrent} at once, lets ${HASHING.queue} wait and refuses the rest at once with RATE_LIMITED`, async () => {
    const { derive, held, releaseOne } = heldDerivation();
    const hasher = new PasswordHasher({ derive });
    const admitted = Array.from({ length: HASHING.concurrent + HASHING.queue }, () => hasher.hash('Correct-Horse-7', { params: CHEAP }));
    await settle();
    expect(held).toHaveLength(HASHING.concurrent);
    expect(hasher.load).toEqual({ running: HASHING.concurrent, waiting: HASHING.queue });

    const refused = await hasher.verify('Correct-Horse-7', hasher.unknownAccountHash).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ActionFailure);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: HASHING_BUSY });

    // A freed place goes to the next in line, never above the bound.
    releaseOne();
    await settle();
    expect(held).toHaveLength(HASHING.concurrent);
    expect(hasher.load).toEqual({ running: HASHING.concurrent, waiting: HASHING.queue - 1 });
    while (held.length > 0) {
      releaseOne();
      await settle();
    }
    expect(await Promise.all(admitted)).toHaveLength(HASHING.concurrent + HASHING.queue);
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('lets start-up work wait beyond the queue', async () => {
    const { derive, held, releaseOne } = heldDerivation();
    const hasher = new PasswordHasher({ concurrent: 1, queue: 0, derive });
    const first = hasher.hash('Correct-Horse-7', { params: CHEAP });
    await expect(hasher.hash('Correct-Horse-7', { params: CHEAP })).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const waiting = hasher.hash('Correct-Horse-7', { params: CHEAP, admission: 'wait' });
    await settle();
    expect(hasher.load).toEqual({ running: 1, waiting: 1 });
    releaseOne();
    await settle();
    releaseOne();
    await expect(Promise.all([first, waiting])).resolves.toHaveLength(2);
    expect(held).toHaveLength(0);
  });

  it('admits a request’s one check before its other work: a place taken at once, or a refusal at once', async () => {
    const stored = await new PasswordHasher({ params: CHEAP }).hash('Correct-Horse-7');
    const { derive, releaseOne } = heldDerivation();
    const hasher = new PasswordHasher({ concurrent: 1, queue: 1, derive });
    const first = hasher.admit();
    const second = hasher.admit();
    expect(() => hasher.admit()).toThrow(HASHING_BUSY);
    expect(hasher.load).toEqual({ running: 0, waiting: 2 });
    // A place given back (once, however often asked) is free for the next request.
    second.release();
    second.release();
    const third = hasher.admit();
    expect(hasher.load).toEqual({ running: 0, waiting: 2 });

    const checked = first.verify('Correct-Horse-7', stored);
    await expect(first.verify('Correct-Horse-7', stored)).rejects.toThrow(/used/);
    first.release();
    await settle();
    expect(hasher.load).toEqual({ running: 1, waiting: 1 });
    releaseOne();
    await checked;
    third.release();
    expect(hasher.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a hash fails', async () => {
    let calls = 0;
    const hasher = new PasswordHasher({ concurrent: 1, queue: 0, derive: async () => Promise.reject(new Error(`scrypt failed ${++calls}`)) });
    await expect(hasher.hash('Correct-Horse-7')).rejects.toThrow('scrypt failed 1');
    await expect(hasher.hash('Correct-Horse-7')).rejects.toThrow('scrypt failed 2');
  });

  it('checks a password against its hash, and nothing matches the unknown-account hash, made with the same parameters', async () => {
    const hasher = new PasswordHasher({ params: CHEAP });
    const stored = await hasher.hash('Correct-Horse-7');
    expect(await hasher.verify('Correct-Horse-7', stored)).toBe(true);
    expect(await hasher.verify('Correct-Horse-8', stored)).toBe(false);
    expect(await hasher.verify('Correct-Horse-7', hasher.unknownAccountHash)).toBe(false);
    // The same work as a real account's check: the parameters of the hasher's own hashes.
    expect(hasher.unknownAccountHash.split('$').slice(0, 4)).toEqual(stored.split('$').slice(0, 4));
    expect(new PasswordHasher().unknownAccountHash.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
  });
});
