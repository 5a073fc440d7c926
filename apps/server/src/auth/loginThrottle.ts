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

  constructor(private readonly now: () => number) {}

  blocked(address: string): boolean {
    return this.#recent(address).length >= THROTTLE.addressFailuresPerMinute;
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
