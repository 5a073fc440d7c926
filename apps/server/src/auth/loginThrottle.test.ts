import { describe, expect, it } from 'vitest';
import { AddressThrottle, THROTTLE, type AddressAttempt } from './loginThrottle.js';

const MINUTE = 60_000;

function begin(throttle: AddressThrottle, count: number, address = '10.0.0.1'): AddressAttempt[] {
  const attempts: AddressAttempt[] = [];
  for (let i = 0; i < count; i += 1) {
    const attempt = throttle.tryBegin(address);
    if (attempt === null) throw new Error(`attempt ${i + 1} refused`);
    attempts.push(attempt);
  }
  return attempts;
}

describe('AddressThrottle', () => {
  it('counts attempts in flight against the limit, so a burst cannot pass the check all at once', () => {
    const throttle = new AddressThrottle(() => 0);
    begin(throttle, THROTTLE.addressFailuresPerMinute);
    expect(throttle.tryBegin('10.0.0.1')).toBeNull();
    // Another address has its own limit.
    expect(throttle.tryBegin('10.0.0.2')).not.toBeNull();
  });

  it('counts a failed attempt once: recorded as a failure, it no longer holds a place in flight, though its release comes later', () => {
    const throttle = new AddressThrottle(() => 0);
    const failed = begin(throttle, 10);
    for (const attempt of failed) throttle.recordFailure(attempt);
    // The ten failures' releases have not run yet (their transactions are still rolling back).
    begin(throttle, THROTTLE.addressFailuresPerMinute - 10);
    expect(throttle.tryBegin('10.0.0.1')).toBeNull();
    for (const attempt of failed) throttle.release(attempt);
    expect(throttle.tryBegin('10.0.0.1')).toBeNull();
  });

  it('frees the place of an attempt that ended without failing, once however often it is released', () => {
    const throttle = new AddressThrottle(() => 0);
    const attempts = begin(throttle, THROTTLE.addressFailuresPerMinute);
    const done = attempts[0] as AddressAttempt;
    throttle.release(done);
    throttle.release(done);
    throttle.recordFailure(done);
    const next = throttle.tryBegin('10.0.0.1');
    expect(next).not.toBeNull();
    expect(throttle.tryBegin('10.0.0.1')).toBeNull();
    expect(throttle.blocked('10.0.0.1')).toBe(false);
  });

  it('forgets failures after a minute', () => {
    let now = 0;
    const throttle = new AddressThrottle(() => now);
    for (const attempt of begin(throttle, THROTTLE.addressFailuresPerMinute)) throttle.recordFailure(attempt);
    expect(throttle.blocked('10.0.0.1')).toBe(true);
    now += MINUTE + 1;
    expect(throttle.blocked('10.0.0.1')).toBe(false);
    expect(throttle.tryBegin('10.0.0.1')).not.toBeNull();
  });
});
