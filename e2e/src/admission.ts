/**
 * What the admission journeys read from the demo's 2026 season through the API to pick their own
 * records: the season the pages open on, competitive groups, applicants without applications,
 * findings of the worklist. Each journey picks records no other journey touches (different
 * positions in the same lists), so they run side by side on one server.
 */
import { expect, type Page } from '@playwright/test';
import type { ApiSession } from './api.js';
import { expectAccessible } from './axe.js';

export interface GroupRow {
  id: number;
  college: { id: number; name: string };
  program: { id: number; code: string; name: string };
  funding: 'budget' | 'paid';
  base: 'SCH9' | 'SCH11';
  places: number | null;
  test_type: number | null;
  applications: number;
}

export interface ApplicationRow {
  id: number;
  applicant: { id: number; fullname: string; birth_date: string | null };
  group: { id: number; college: { id: number; name: string }; program: { code: string; name: string }; funding: 'budget' | 'paid'; base: 'SCH9' | 'SCH11'; test_type?: number | null };
  state: string;
}

export interface FindingRow {
  key: string;
  check: string;
  application_id: number | null;
  applicant: { id: number; fullname: string } | null;
  group: { id: number; name: string } | null;
  college: { id: number; name: string } | null;
  values: Record<string, string | number>;
}

/** The season the admission pages open on: the newest whose filing has begun (the demo's 2026). */
export async function currentSeasonId(api: ApiSession): Promise<number> {
  const seasons = await api.call<Array<{ id: number; year: number }>>('Admission/ListSeasons');
  const season = seasons.find((item) => item.year === 2026);
  if (!season) throw new Error(`the demo has no 2026 season (it has ${seasons.map((item) => item.year).join(', ')})`);
  return season.id;
}

/**
 * The `index`-th group (in the server's order: college, programme) with places and without an
 * entrance test, budget-funded, whose college has a short name to search by. Journeys take
 * different indexes, so none edits another's group.
 */
export async function plainGroup(api: ApiSession, seasonId: number, index: number): Promise<GroupRow> {
  const page = await api.call<{ items: GroupRow[] }>('Admission/ListGroups', { season_id: seasonId, funding: 'budget', page_size: 500 });
  const fitting = page.items.filter((group) => group.test_type === null && group.places !== null && group.places > 0);
  const group = fitting[index];
  if (!group) throw new Error(`the demo season has fewer than ${index + 1} budget groups with places and no test`);
  return group;
}

/** A demo applicant with no application this season yet, found by a search the dialog also runs. */
export async function applicantWithoutApplications(api: ApiSession, seasonId: number, searches: readonly string[]): Promise<{ id: number; fullname: string }> {
  for (const search of searches) {
    const hits = await api.call<Array<{ id: number; fullname: string; applications: number }>>('Admission/FindApplicants', { season_id: seasonId, search });
    const free = hits.find((hit) => hit.applications === 0);
    if (free) return free;
  }
  throw new Error(`no applicant without applications among the hits of ${searches.join(', ')}`);
}

export async function findings(api: ApiSession, seasonId: number, check: string, pageSize = 50): Promise<{ items: FindingRow[]; counts: Array<{ check: string; count: number }> }> {
  return api.call('Admission/Validate', { season_id: seasonId, checks: [check], page_size: pageSize });
}

export async function application(api: ApiSession, id: number): Promise<ApplicationRow & { average_mark: number | null }> {
  return api.call('Admission/GetApplication', { id });
}

/** A page of the season's register (submitted first), for lines that match an existing application. */
export async function applications(api: ApiSession, seasonId: number, params: Record<string, unknown> = {}): Promise<ApplicationRow[]> {
  const page = await api.call<{ items: ApplicationRow[] }>('Admission/ListApplications', { season_id: seasonId, pageSize: 100, ...params });
  return page.items;
}

/** Cyrillic letters only (names take letters): a tag that makes a generated person unique. */
export function cyrillicTag(length = 6): string {
  const letters = 'абвгдежзиклмнопрстуфхцчшэюя';
  let tag = '';
  for (let index = 0; index < length; index += 1) tag += letters[Math.floor(Math.random() * letters.length)];
  return tag;
}

/**
 * axe on a page that follows the season live: while other journeys write to the season, its
 * list re-reads (dimmed, aria-busy) at any moment, possibly during axe's run, and dimmed text
 * reads as too pale. A violation that stays fails; one seen only mid-reload is looked at again.
 */
export async function expectAccessibleLive(page: Page, label: string): Promise<void> {
  await expect(async () => expectAccessible(page, label)).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
}
