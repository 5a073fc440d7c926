import { SlidingWindow } from '@abitura/contracts/limits';

/**
 * Sign-in throttling per address: at most 20 failures a minute from one address, whatever the
 * login, in memory. Guesses against one account are counted in the database (signInAttempts.ts).
 */
export const THROTTLE = Object.freeze({ addressFailuresPerMinute: 20 });

/** One sign-in attempt's reservation against its address's limit. */
export interface AddressAttempt {
  readonly address: string;
  ended: boolean;
}

export class AddressThrottle {
  readonly #failures: SlidingWindow;
  /** Attempts still being checked, per address: counted against the limit until they end. */
  readonly #inFlight = new Map<string, number>();

  constructor(now: () => number) {
    this.#failures = new SlidingWindow(now);
  }

  blocked(address: string): boolean {
    return this.#failures.count(address) >= THROTTLE.addressFailuresPerMinute;
  }

  /**
   * Reserves one sign-in attempt for an address, or returns null when its failures of the last
   * minute plus its attempts still in flight reach the limit: a burst of concurrent attempts
   * cannot all pass the check before the first failure is recorded. Every reservation ends
   * exactly once, by `recordFailure` (it becomes one of the address's failures) or by `release`
   * (it ended otherwise); ending it twice changes nothing, so no attempt is ever counted both as
   * in flight and as a failure (a failed attempt's release comes only after its transaction has
   * rolled back, which under load is long enough to refuse others wrongly).
   */
  tryBegin(address: string): AddressAttempt | null {
    const inFlight = this.#inFlight.get(address) ?? 0;
    if (this.#failures.count(address) + inFlight >= THROTTLE.addressFailuresPerMinute) return null;
    this.#inFlight.set(address, inFlight + 1);
    return { address, ended: false };
  }

  /** Ends an attempt that did not fail (or whose failure was recorded already). */
  release(attempt: AddressAttempt): void {
    if (attempt.ended) return;
    attempt.ended = true;
    const left = (this.#inFlight.get(attempt.address) ?? 0) - 1;
    if (left > 0) this.#inFlight.set(attempt.address, left);
    else this.#inFlight.delete(attempt.address);
  }

  /** Ends an attempt as a failure of its address. */
  recordFailure(attempt: AddressAttempt): void {
    if (attempt.ended) return;
    this.release(attempt);
    this.#failures.record(attempt.address);
  }
}
