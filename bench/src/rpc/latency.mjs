// Latency samples in milliseconds and their percentiles (nearest rank on the sorted samples):
// exact, simple, and small enough for a few million samples.

export class LatencyRecorder {
  #samples = new Float64Array(1 << 16);
  #count = 0;

  /** @param {number} ms */
  record(ms) {
    if (this.#count === this.#samples.length) {
      const grown = new Float64Array(this.#samples.length * 2);
      grown.set(this.#samples);
      this.#samples = grown;
    }
    this.#samples[this.#count++] = ms;
  }

  get count() {
    return this.#count;
  }

  /** @param {number[]} quantiles e.g. [0.5, 0.99] @returns {number[]} ms, NaN without samples */
  percentiles(quantiles) {
    const sorted = this.#samples.slice(0, this.#count).sort();
    return quantiles.map((q) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]));
  }
}
