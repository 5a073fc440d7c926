import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMITED, HASHING_BUSY, signInLocked, WRONG_CREDENTIALS } from '@abitura/server/testing';
import { formatSignIn, outcomeOf, signInSettings } from '../signin.mjs';

describe('a burst’s answers', () => {
  it('are told apart by the server’s own codes and sentences', () => {
    expect(outcomeOf({ success: false, data: 'ACCESS_DENIED', message: WRONG_CREDENTIALS })).toBe('checked');
    expect(outcomeOf({ success: false, data: 'RATE_LIMITED', message: HASHING_BUSY })).toBe('busy');
    expect(outcomeOf({ success: false, data: 'RATE_LIMITED', message: ADDRESS_LIMITED })).toBe('address');
    expect(outcomeOf({ success: false, data: 'RATE_LIMITED', message: signInLocked(60_000) })).toBe('locked');
    expect(outcomeOf({ success: true, data: {}, message: '' })).toBe('other');
  });
});

describe('the report', () => {
  const summary = (p50: number) => ({ reads: 100, p50, p99: p50 * 3, max: p50 * 5 });
  const result = {
    settings: signInSettings(),
    hashing: { concurrent: 1, queue: 4 },
    quiet: summary(10),
    during: summary(12),
    bursts: [{ ms: 2_000, outcomes: { checked: 5, busy: 35, address: 0, locked: 0, other: 0 } }],
    guessing: {
      waves: [
        { checked: 5, busy: 35, address: 0, locked: 0, other: 0 },
        { checked: 0, busy: 0, address: 0, locked: 40, other: 0 },
      ],
      ownerSignedIn: true,
    },
    failed: 0,
    cpu: { otherCores: 0.05, benchCores: 1 },
  };

  it('puts the reads with and without a burst side by side, with their ratio and how the attempts were answered', () => {
    const lines = formatSignIn(result);
    expect(lines).toContain('| without a sign-in burst | 100 | 10.00 ms | 30.00 ms | 50.00 ms |');
    expect(lines).toContain('| during the bursts | 100 | 12.00 ms | 36.00 ms | 60.00 ms |');
    expect(lines).toContain('| ratio | | 1.20x | 1.20x | |');
    expect(lines.join('\n')).toContain('5 checked (ACCESS_DENIED), 35 refused by the hashing bound');
    expect(lines).toContain('Guessing the reader\'s own password, wave 2: 40 concurrent wrong passwords from one new address: 0 checked, 40 refused by the address\'s lock, 0 by the hashing bound, 0 by the per-address limit.');
    expect(lines).toContain('Then the reader signs in from its usual address: signed in.');
    expect(lines.filter((line) => line.startsWith('NOTE'))).toEqual([]);
  });

  it('notes failed reads, unexpected answers and a busy machine', () => {
    const notes = formatSignIn({
      ...result,
      failed: 2,
      bursts: [{ ms: 1, outcomes: { checked: 0, busy: 0, address: 0, locked: 0, other: 1 } }],
      guessing: { ...result.guessing, ownerSignedIn: false },
      cpu: { otherCores: 0.5, benchCores: 1 },
    }).filter((line) => line.startsWith('NOTE'));
    expect(notes).toEqual(['NOTE 2 reads failed', 'NOTE 1 sign-in attempts answered unexpectedly', 'NOTE the guessed account’s owner could not sign in', 'NOTE other processes used 0.50 cores meanwhile']);
  });
});
