import type { accessOverview } from '@abitura/contracts';
import { and, count, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Handler } from '../../actions/handlerTypes.js';
import { auditLog, privilegeGroups, roles, sessions, users } from '../../db/schema/index.js';
import { auditItems } from './manageAudit.js';
import { canonicalStatus } from './manageUserQueries.js';
import { DAY_MS, MOSCOW_OFFSET_MS, dayLabel, dayStart, moscowDay } from '@abitura/contracts/moscowTime';

export const SIGN_IN_DAYS = 14;
export const RECENT_AUDIT = 10;


/**
 * The access panel's and home dashboard's numbers. Sign-ins are counted from the audit log
 * (`User/AccountLogin`) per Moscow day; live sessions are those neither revoked nor expired,
 * of accounts that are not banned. Recent audit entries are shown only to holders of viewAudit,
 * the permission that guards the log itself.
 */
export const overviewHandler: Handler<typeof accessOverview> = async (_params, ctx) => {
  const { db } = ctx;
  const now = ctx.now.getTime();

  const usersByStatus = { new: 0, active: 0, banned: 0, suspended: 0 };
  const statusRows = await db.select({ status: users.status, n: count() }).from(users).groupBy(users.status);
  for (const row of statusRows) usersByStatus[canonicalStatus(row.status)] += Number(row.n);

  const [roleCount] = await db.select({ n: count() }).from(roles);
  const [groupCount] = await db.select({ n: count() }).from(privilegeGroups);
  const [sessionCount] = await db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.now),
        gt(sessions.lastSeenAt, new Date(now - ctx.services.config.tokenIdleMs)),
        ne(users.status, 'banned'),
      ),
    );

  const today = moscowDay(now);
  const first = today - (SIGN_IN_DAYS - 1);
  // Constants inline, not as parameters: GROUP BY must see the very expression the SELECT has.
  const dayOf = sql<number>`floor((extract(epoch from ${auditLog.at}) * 1000 + ${sql.raw(String(MOSCOW_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))})::int`;
  const signIns = await db
    .select({ day: dayOf, n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'User/AccountLogin'), gte(auditLog.at, dayStart(first)), lt(auditLog.at, dayStart(today + 1))))
    .groupBy(dayOf);
  const perDay = new Map(signIns.map((row) => [Number(row.day), Number(row.n)]));
  const signInsByDay = Array.from({ length: SIGN_IN_DAYS }, (_, index) => ({ day: dayLabel(first + index), count: perDay.get(first + index) ?? 0 }));

  const recentAudit = ctx.caller.user?.permissions.has('viewAudit') ? await auditItems(db, undefined, RECENT_AUDIT) : [];

  return {
    usersByStatus,
    roles: Number(roleCount?.n ?? 0),
    privilegeGroups: Number(groupCount?.n ?? 0),
    activeSessions: Number(sessionCount?.n ?? 0),
    signInsByDay,
    recentAudit,
  };
};
