/**
 * Sign-in throttling. Per account: after 5 failures each further attempt waits progressively
 * longer (1 min doubling, capped at 15 min), stored on the user row so it survives restarts and is
 * shared by instances. Per address: at most 20 failures a minute, in memory.
 */
export const THROTTLE = Object.freeze({ freeFailures: 5, baseLockMs: 60_000, maxLockMs: 15 * 60_000, addressFailuresPerMinute: 20 });

/** How long an account is locked after its n-th consecutive failure. */
export function lockDuration(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  return Math.min(THROTTLE.baseLockMs * 2 ** (failures - THROTTLE.freeFailures), THROTTLE.maxLockMs);
}

export class AddressThrottle {
  readonly #failures = new Map<string, number[]>();
  /** Attempts still being checked, per address: counted against the limit until they end. */
  readonly #inFlight = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  blocked(address: string): boolean {
    return this.#recent(address).length >= THROTTLE.addressFailuresPerMinute;
  }

  /**
   * Reserves one sign-in attempt for an address, or returns false when its failures of the last
   * minute plus its attempts still in flight reach the limit: a burst of concurrent attempts
   * cannot all pass the check before the first failure is recorded. Every reservation is ended
   * with `release` (after `recordFailure` when the attempt failed).
   */
  tryBegin(address: string): boolean {
    const inFlight = this.#inFlight.get(address) ?? 0;
    if (this.#recent(address).length + inFlight >= THROTTLE.addressFailuresPerMinute) return false;
    this.#inFlight.set(address, inFlight + 1);
    return true;
  }

  release(address: string): void {
    const left = (this.#inFlight.get(address) ?? 0) - 1;
    if (left > 0) this.#inFlight.set(address, left);
    else this.#inFlight.delete(address);
  }

  recordFailure(address: string): void {
    const recent = this.#recent(address);
    recent.push(this.now());
    this.#failures.set(address, recent);
    if (this.#failures.size > 10_000) this.#prune();
  }

  #recent(address: string): number[] {
    const cutoff = this.now() - 60_000;
    return (this.#failures.get(address) ?? []).filter((at) => at > cutoff);
  }

  #prune(): void {
    for (const address of [...this.#failures.keys()]) {
      if (this.#recent(address).length === 0) this.#failures.delete(address);
    }
  }
}
