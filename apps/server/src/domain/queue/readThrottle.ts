/** Ticket/Get reads allowed per address per minute: a ticket page polls far less, a scraper far more. */
export const TICKET_READS_PER_MINUTE = 60;

/**
 * A sliding one-minute window of requests per address, in memory: guessing ticket tokens is
 * hopeless anyway (UUIDs), this only keeps one address from hammering the ticket lookup.
 */
export class AddressRateLimit {
  readonly #hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly perMinute: number = TICKET_READS_PER_MINUTE,
  ) {}

  /** Counts one request; false when the address already made its allowance this minute. */
  take(address: string): boolean {
    const now = this.now();
    const recent = (this.#hits.get(address) ?? []).filter((at) => at > now - 60_000);
    if (recent.length >= this.perMinute) {
      this.#hits.set(address, recent);
      return false;
    }
    recent.push(now);
    this.#hits.set(address, recent);
    if (this.#hits.size > 10_000) this.#prune(now);
    return true;
  }

  #prune(now: number): void {
    for (const [address, hits] of this.#hits) {
      if (!hits.some((at) => at > now - 60_000)) this.#hits.delete(address);
    }
  }
}
