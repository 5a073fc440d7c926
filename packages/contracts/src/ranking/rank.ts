/**
 * The ranking of a season (issue 26): applicant-proposing deferred acceptance over each
 * applicant's choices whose tests are passed, in priority order, each group keeping its best
 * applicants up to its places. The result is the applicant-optimal stable assignment, the same
 * whatever order the proposals are made in, so the server and a committee member's offline check
 * (`abitura admission rank`) always agree.
 *
 * - Within a group: average descending, then achievement points descending, then applicant id
 *   ascending (compared by code unit, as JavaScript's `<` does).
 * - An applicant with `gia: false` takes part in nothing: every choice is NO_GIA.
 * - Statuses: NA when not assigned to the group; CONFLICT when assigned but the consent names
 *   another group; RISK in the group's last k places (k = max(1, ceil(places x 0.1))); else OK.
 * - Cutoffs: the average and points of the last assigned applicant of every full group.
 */
import type { RankingResult, RankingSnapshot, RankingStatus } from './snapshot.js';

type Applicant = RankingSnapshot['applicants'][number];

/** Negative when `a` ranks above `b` within a group. */
export function compareApplicants(a: Pick<Applicant, 'id' | 'score' | 'points'>, b: Pick<Applicant, 'id' | 'score' | 'points'>): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.points !== b.points) return b.points - a.points;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** How many of a group's last places are at risk: max(1, ceil(places x 0.1)). */
export const riskPlaces = (places: number): number => Math.max(1, Math.ceil(places * 0.1));

/** Ranks a snapshot that readSnapshot accepted. */
export function rankSnapshot(snapshot: RankingSnapshot): RankingResult {
  const places = new Map(snapshot.programs.map((program) => [program.id, program.places]));
  // Each applicant's choices they may be placed on, best priority first.
  const preferences = new Map(
    snapshot.applicants.map((applicant) => [
      applicant.id,
      applicant.gia ? applicant.choices.filter((choice) => choice.passedTests).sort((a, b) => a.priority - b.priority).map((choice) => choice.program) : [],
    ]),
  );
  const byId = new Map(snapshot.applicants.map((applicant) => [applicant.id, applicant]));
  const held = new Map<string, Applicant[]>(snapshot.programs.map((program) => [program.id, []]));
  const next = new Map<string, number>();
  const free = snapshot.applicants.filter((applicant) => (preferences.get(applicant.id) ?? []).length > 0).map((applicant) => applicant.id);

  while (free.length > 0) {
    const id = free.pop() as string;
    const list = preferences.get(id) as string[];
    const at = next.get(id) ?? 0;
    if (at >= list.length) continue;
    next.set(id, at + 1);
    const program = list[at] as string;
    const keeping = held.get(program) as Applicant[];
    keeping.push(byId.get(id) as Applicant);
    keeping.sort(compareApplicants);
    const capacity = places.get(program) ?? 0;
    // The group keeps its best up to its places; whoever falls out proposes to their next choice.
    while (keeping.length > capacity) free.push((keeping.pop() as Applicant).id);
  }

  const assigned = new Map<string, { program: string; rank: number }>();
  for (const [program, keeping] of held) keeping.forEach((applicant, rank) => assigned.set(applicant.id, { program, rank }));

  const applications = snapshot.applicants.flatMap((applicant) =>
    applicant.choices.map((choice) => ({ applicant: applicant.id, program: choice.program, status: statusOf(applicant, choice.program, assigned.get(applicant.id), places.get(choice.program) ?? 0) })),
  );
  const cutoffs = snapshot.programs.flatMap((program) => {
    const keeping = held.get(program.id) as Applicant[];
    const last = keeping[keeping.length - 1];
    return program.places > 0 && keeping.length === program.places && last ? [{ program: program.id, score: last.score, points: last.points }] : [];
  });
  return { applications, cutoffs };
}

function statusOf(applicant: Applicant, program: string, placed: { program: string; rank: number } | undefined, places: number): RankingStatus {
  if (!applicant.gia) return 'NO_GIA';
  if (placed === undefined || placed.program !== program) return 'NA';
  if (applicant.consent !== null && applicant.consent !== program) return 'CONFLICT';
  return placed.rank >= places - riskPlaces(places) ? 'RISK' : 'OK';
}
