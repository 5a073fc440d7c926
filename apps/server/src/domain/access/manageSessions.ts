import type { listUserSessions, revokeUserSessions } from '@abitura/contracts';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { sessions } from '../../db/schema/index.js';
import { findUser } from './manageUserQueries.js';

/** The sessions tab shows this many, newest first; older ones are long over. */
export const SESSIONS_SHOWN = 200;

/**
 * A user's sessions, newest first. Live means not revoked and past neither the absolute nor the
 * idle expiry; `includeRevoked` adds the ended ones. `current` marks the caller's own session.
 */
export const listSessionsHandler: Handler<typeof listUserSessions> = async ({ userId, includeRevoked }, ctx) => {
  await findUser(ctx.db, userId);
  const idleCutoff = new Date(ctx.now.getTime() - ctx.services.config.tokenIdleMs);
  const live = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now), gt(sessions.lastSeenAt, idleCutoff));
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), includeRevoked ? undefined : live))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(SESSIONS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    subsystem: row.subsystem,
    address: row.address,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    current: row.id === ctx.caller.sessionId,
  }));
};

/**
 * Ends the listed sessions of a user (ids of other users' sessions are ignored), or all of them.
 * "All" of one's own account spares the session the request came with (sign out everywhere
 * else); naming it explicitly ends it too. Sockets close after commit.
 */
export const revokeSessionsHandler: Handler<typeof revokeUserSessions> = async ({ userId, sessionIds }, ctx) => {
  await findUser(ctx.db, userId);
  const { sessions: service } = ctx.services;
  const liveBefore = await service.activeSessionIds(ctx.db, [userId]);
  let revoked: number[] = [];
  if (sessionIds === undefined) {
    const own = userId === ctx.caller.user?.id && ctx.caller.sessionId !== null;
    revoked = await service.revoke(ctx.db, own ? { userId, except: ctx.caller.sessionId as number } : { userId }, 'revoked by administrator');
  } else {
    const owned = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), inArray(sessions.id, [...new Set(sessionIds)]), isNull(sessions.revokedAt)));
    for (const { id } of owned) revoked.push(...(await service.revoke(ctx.db, { sessionId: id }, 'revoked by administrator')));
  }
  ctx.setMessage(revoked.length === 0 ? 'Нет активных сеансов для завершения.' : `Завершено сеансов: ${revoked.length}.`);
  if (revoked.length > 0) {
    const ended = new Set(revoked);
    await ctx.audit({
      action: 'User/RevokeSessions',
      entity: 'user',
      entityId: userId,
      before: { liveSessionIds: liveBefore },
      after: { liveSessionIds: liveBefore.filter((id) => !ended.has(id)), revokedSessionIds: revoked },
    });
    ctx.afterCommit(() => service.closeSockets(revoked, ctx.connection?.id));
  }
  return { revoked: revoked.length };
};
