import { z } from 'zod';
import { defineAction } from './defineAction.js';
import { entityId } from './fields.js';
import { rankingSnapshot } from './ranking/snapshot.js';

/**
 * The season's ranking input (issue 26): the snapshot the ranking module reads, built from the
 * season's groups and filed applications, for the server's lists and for a committee member's
 * offline check (`abitura admission rank`).
 */
export const admissionSnapshot = defineAction({
  name: 'AutoRating/Snapshot',
  permission: 'admin',
  kind: 'read',
  params: z.object({ season_id: entityId }).strict(),
  result: rankingSnapshot,
  summary:
    "The season's ranking snapshot: its groups (`g-<id>`) with their places (0 when not set) and every applicant with a filed application (`a-<id>`: average, achievement points, whether they have GIA results and an average, the group their consent names, their choices by priority renumbered 1..n with whether the group's entrance test is passed).",
});

export const admissionRankingContracts = [admissionSnapshot] as const;
