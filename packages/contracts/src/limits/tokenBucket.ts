/**
 * The per-socket frame budget the server enforces (20 frames a second with bursts of 50). The
 * client paces itself by the same rule, with a margin for its own control frames, so a burst of
 * re-sends after a reconnect waits in the queue instead of coming back RATE_LIMITED.
 */
export const WS_FRAME_LIMITS = Object.freeze({ framesPerSecond: 20, burst: 50, clientReserve: 5 });

/** A token bucket: `rate` tokens a second, holding at most `burst`. */
export class TokenBucket {
  #tokens: number;
  #at: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  take(): boolean {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.rate);
    this.#at = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
