import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CallerDevice } from '../../actions/caller.js';
import type { Db } from '../../db/open.js';
import { queueDevices } from '../../db/schema/index.js';

/** How long a resolved key is trusted without asking the database (revocation clears it at once). */
const CACHE_MS = 5_000;
/** last_seen_at is written at most this often per device, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export const hashDeviceKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** A new device key: 32 random bytes, base64url; its first 8 characters are shown in lists. */
export function newDeviceKey(): { key: string; hash: string; prefix: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, 8) };
}

interface Cached {
  device: CallerDevice | null;
  cachedAt: number;
}

/**
 * Kiosk and TV keys (sent as the Bearer apiKey): resolved on each device request, briefly cached
 * by key hash so a board polling every second costs no query, forgotten at once when revoked.
 */
export class DeviceKeys {
  readonly #cache = new Map<string, Cached>();
  readonly #touched = new Map<number, number>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async resolve(key: string): Promise<CallerDevice | null> {
    const hash = hashDeviceKey(key);
    const now = this.now();
    const cached = this.#cache.get(hash);
    if (cached && now - cached.cachedAt <= CACHE_MS) return cached.device;
    const [row] = await this.db
      .select({ id: queueDevices.id, kind: queueDevices.kind, revokedAt: queueDevices.revokedAt })
      .from(queueDevices)
      .where(eq(queueDevices.keyHash, hash))
      .limit(1);
    const device = row && row.revokedAt === null ? { id: row.id, kind: row.kind as CallerDevice['kind'] } : null;
    if (this.#cache.size > 1_000) this.#cache.clear();
    this.#cache.set(hash, { device, cachedAt: now });
    if (device && now - (this.#touched.get(device.id) ?? 0) > TOUCH_EVERY_MS) {
      this.#touched.set(device.id, now);
      await this.db.update(queueDevices).set({ lastSeenAt: new Date(now) }).where(eq(queueDevices.id, device.id));
    }
    return device;
  }

  /** Drops every cached key, so a revocation takes effect on the next request. */
  forget(): void {
    this.#cache.clear();
  }
}
