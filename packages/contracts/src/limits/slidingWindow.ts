/** Keys remembered before the ones without a recent event are dropped. */
const MAX_KEYS = 10_000;

/**
 * Events per key (an address) in a sliding window, in memory: how many the key had within the
 * last `windowMs`, so a limit of N a minute refuses the N+1st whenever it comes, not only within
 * a calendar minute. Keys gone quiet are dropped once more than MAX_KEYS are remembered.
 */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    /** @default one minute */
    private readonly windowMs: number = 60_000,
  ) {}

  /** The key's events within the window. */
  count(key: string): number {
    return this.#recent(key, this.now()).length;
  }

  /** Counts one event of the key. */
  record(key: string): void {
    const now = this.now();
    const recent = this.#recent(key, now);
    recent.push(now);
    this.#hits.set(key, recent);
    if (this.#hits.size > MAX_KEYS) this.#prune(now);
  }

  /** Counts one event of the key unless it had `limit` within the window already; false when refused. */
  take(key: string, limit: number): boolean {
    if (this.count(key) >= limit) return false;
    this.record(key);
    return true;
  }

  #recent(key: string, now: number): number[] {
    const hits = this.#hits.get(key);
    if (hits === undefined) return [];
    const recent = hits.filter((at) => at > now - this.windowMs);
    if (recent.length === 0) this.#hits.delete(key);
    else if (recent.length < hits.length) this.#hits.set(key, recent);
    return recent;
  }

  #prune(now: number): void {
    for (const key of [...this.#hits.keys()]) this.#recent(key, now);
  }
}
