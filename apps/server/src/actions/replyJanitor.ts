import { lt } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { idempotentReplies } from '../db/schema/index.js';

/**
 * Stored write replies exist so a client that lost a reply can re-send within minutes; a day is
 * ample. Pruning them also bounds how long a one-time password in a User/Create reply is kept.
 */
export const REPLY_RETENTION_MS = 24 * 3_600_000;
export const PRUNE_EVERY_MS = 3_600_000;

export async function pruneStoredReplies(db: Db, now: number, retentionMs = REPLY_RETENTION_MS): Promise<number> {
  const removed = await db.delete(idempotentReplies).where(lt(idempotentReplies.createdAt, new Date(now - retentionMs))).returning({ id: idempotentReplies.requestId });
  return removed.length;
}
