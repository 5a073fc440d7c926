/** Data for the home page's tests. */
import type { AccessOverview } from '../sources.js';

/** Fourteen days from Tuesday 01.09.2026 to Monday 14.09.2026: counts 0, 1, 2, 0, 1, 2, … (13 in all). */
export const OVERVIEW: AccessOverview = {
  usersByStatus: { new: 2, active: 9, banned: 1, suspended: 0 },
  roles: 4,
  privilegeGroups: 1,
  activeSessions: 3,
  signInsByDay: Array.from({ length: 14 }, (_, index) => ({ day: `2026-09-${String(index + 1).padStart(2, '0')}`, count: index % 3 })),
  recentAudit: [],
};
