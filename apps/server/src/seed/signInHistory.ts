/**
 * Demo step: two weeks of sign-ins before the seed day, so the dashboards' "sign-ins over time"
 * and the users' "last sign-in" show a working office rather than an empty one. Working days
 * see most active colleagues sign in during office hours (Moscow time), weekends a few; the
 * entries are the audit records a real sign-in writes, and each user's last one becomes their
 * last sign-in time.
 */
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema/index.js';
import { dayStart, isWeekend, moscowDay } from '@abitura/contracts/moscowTime';
import type { DemoStep } from './demoStep.js';

export const HISTORY_DAYS = 13;
const OFFICE_FROM_MIN = 8 * 60 + 30;
const OFFICE_TO_MIN = 18 * 60;

export const signInHistoryStep: DemoStep = {
  name: 'sign-in history',
  async run({ db, random, state, log }) {
    const today = moscowDay(Date.now());
    const active = state.users.filter((user) => user.status === 'active');
    const rows: (typeof auditLog.$inferInsert)[] = [];
    const last = new Map<number, Date>();
    for (let day = today - HISTORY_DAYS; day < today; day += 1) {
      const share = isWeekend(day) ? 0.1 : 0.8;
      for (const user of active) {
        if (!random.chance(share)) continue;
        const times = random.chance(0.25) ? 2 : 1;
        for (let i = 0; i < times; i += 1) {
          const minute = random.int(OFFICE_FROM_MIN, OFFICE_TO_MIN);
          const at = new Date(dayStart(day).getTime() + minute * 60_000);
          rows.push({ at, actorId: user.id, action: 'User/AccountLogin', entity: 'user', entityId: String(user.id) });
          if ((last.get(user.id)?.getTime() ?? 0) < at.getTime()) last.set(user.id, at);
        }
      }
    }
    rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
    if (rows.length > 0) await db.insert(auditLog).values(rows);
    for (const [id, at] of last) await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    log.debug({ signIns: rows.length }, 'demo seed: sign-in history');
  },
};
