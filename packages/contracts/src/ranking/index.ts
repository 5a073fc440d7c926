/**
 * `@abitura/contracts/ranking`: the season's ranking as one pure module (issue 26), the same for
 * the server's lists and the CLI's offline check: the snapshot format and its reading
 * (snapshot.ts), and the deferred-acceptance ranking (rank.ts).
 */
export { RANKING_STATUSES, rankingSnapshot, readSnapshot } from './snapshot.js';
export type { RankingResult, RankingSnapshot, RankingStatus, SnapshotLanguage } from './snapshot.js';
export { compareApplicants, rankSnapshot, riskPlaces } from './rank.js';
