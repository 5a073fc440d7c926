/**
 * Which season it is. The programme's work runs by school year (1 September to 31 August) and
 * aims at one admission campaign, held June to August at the end of that school year: from
 * September 2026 on, staff work towards the 2027 admission and the 2026/2027 school year. Codes
 * stored with a year in their name (prkom2024, active_24, MSH2025Survey) stay as data; what a
 * person reads names the season through these functions, so a label never goes stale.
 * Months are counted in Moscow time (UTC+3 all year), like the server's days.
 */
import { moscowWallClock } from '../moscowTime.js';

/** September, 0-based: the month a school year starts. */
const SCHOOL_YEAR_START_MONTH = 8;
/** June and August, 0-based: the admission campaign's first and last month. */
const ADMISSION_FIRST_MONTH = 5;
const ADMISSION_LAST_MONTH = 7;

/** The two kinds of season a label can name. */
export type SeasonKind = 'admission' | 'schoolYear';

/**
 * A season, named by the calendar year it ends in: the admission campaign of 2027 (June to
 * August 2027), or the school year 2026/2027.
 */
export interface Season {
  readonly kind: SeasonKind;
  readonly year: number;
}

/** Where a season stands beside the current one. */
export type SeasonRelation = 'past' | 'current' | 'next' | 'future';

function moscowMonth(at: Date | number): { year: number; month: number } {
  const shifted = moscowWallClock(at);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() };
}

/** The calendar year the school year holding `at` ends in: 2027 from 1 September 2026 on. */
export function schoolYearEnd(at: Date | number): number {
  const { year, month } = moscowMonth(at);
  return month >= SCHOOL_YEAR_START_MONTH ? year + 1 : year;
}

/**
 * The season of a kind that `at` belongs to. The admission campaign is the one of the school
 * year: running in June to August, ahead from September on, so staff in November 2026 work on
 * the 2027 campaign.
 */
export function seasonAt(kind: SeasonKind, at: Date | number): Season {
  return { kind, year: schoolYearEnd(at) };
}

/** Whether an admission campaign is being held at `at` (June to August, Moscow time). */
export function isAdmissionRunning(at: Date | number): boolean {
  const { month } = moscowMonth(at);
  return month >= ADMISSION_FIRST_MONTH && month <= ADMISSION_LAST_MONTH;
}

/** Where `season` stands beside the season of its kind at `now`. */
export function seasonRelation(season: Season, now: Date | number): SeasonRelation {
  const current = schoolYearEnd(now);
  if (season.year < current) return 'past';
  if (season.year === current) return 'current';
  return season.year === current + 1 ? 'next' : 'future';
}

/** A school year as staff write it, '2026/2027'; an admission campaign as its year, '2027'. */
export function seasonYears(season: Season): string {
  return season.kind === 'schoolYear' ? `${season.year - 1}/${season.year}` : String(season.year);
}

/** A season-bound vocabulary entry: bound to one season by its stored code, or to whichever season its record's date falls in. */
export type SeasonBinding = { readonly kind: SeasonKind; readonly year: number } | { readonly kind: SeasonKind; readonly follows: 'date' };

/**
 * The season an entry names for a record dated `at`: its own, when its code fixes one
 * (active_24 is the 2024 campaign whenever it is read), else the one `at` falls in (a call
 * about «the admission campaign» made in November 2026 is about the 2027 one).
 */
export function seasonOf(binding: SeasonBinding, at: Date | number): Season {
  return 'year' in binding ? { kind: binding.kind, year: binding.year } : seasonAt(binding.kind, at);
}

/** The Russian name of a season, for the server's own sentences: «приёмная кампания 2027», «2026/2027 учебный год». */
export function seasonNameRu(season: Season): string {
  return season.kind === 'schoolYear' ? `${seasonYears(season)} учебный год` : `приёмная кампания ${season.year}`;
}

/** A vocabulary entry that may be bound to a season. */
export interface SeasonBound {
  readonly season?: SeasonBinding;
}

/** The binding an entry's `season` field (or a reference item's `data.season`) holds, if it is one. */
export function seasonBindingOf(value: unknown): SeasonBinding | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, year, follows } = value as { kind?: unknown; year?: unknown; follows?: unknown };
  if (kind !== 'admission' && kind !== 'schoolYear') return null;
  if (typeof year === 'number' && Number.isInteger(year)) return { kind, year };
  return follows === 'date' ? { kind, follows: 'date' } : null;
}

/** An entry's Russian label with the season it names at `at`, for the server's own sentences. */
export function seasonalLabelRu(entry: { readonly label: string; readonly season?: SeasonBinding }, at: Date | number): string {
  if (!entry.season || 'year' in entry.season) return entry.label;
  return `${entry.label} ${seasonYears(seasonOf(entry.season, at))}`;
}
