import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, competitiveGroups } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { admissionWorld, dataOf, groupIdsOf, refusalOf, seasonCalendar, type AdmissionWorld } from './support/admissionFixtures.js';
import { insertApplicant, insertApplication } from './support/applicantFixtures.js';
import { signedInAs } from './support/organizationFixtures.js';

/** The admission season and its competitive groups: the calendar, groups from the registry, places. */
let server: TestServer;
let token: string;
let world: AdmissionWorld;

type Season = { id: number; year: number; filing_starts: string; groupCount: number; applicationCount: number };
type Group = { id: number; college: { id: number; name: string }; program: { code: string }; funding: string; base: string; places: number | null; test_type: number | null; applications: number };
type GroupPage = { items: Group[]; total: number; places_total: number; unset: number };

beforeAll(async () => {
  server = await startTestServer();
  token = (await signedInAs(server, 'committee', ['Приёмная комиссия'])).token;
  world = await admissionWorld(server, token, 2026);
});
afterAll(() => server.close());

describe('seasons', () => {
  it('one season per year: a second one of the year is refused with a sentence; the calendar changes in place', async () => {
    const second = await refusalOf(server, token, 'Admission/SaveSeason', seasonCalendar(2026));
    expect(second.code).toBe('CONFLICT');
    expect(second.message).toContain('Приёмная кампания 2026 года уже есть');
    const changed = await dataOf<Season>(server, token, 'Admission/SaveSeason', { ...seasonCalendar(2026), id: world.seasonId, filing_starts: '2026-06-15' });
    expect(changed).toMatchObject({ id: world.seasonId, year: 2026, filing_starts: '2026-06-15' });
    const badOrder = await refusalOf(server, token, 'Admission/SaveSeason', { ...seasonCalendar(2027), filing_ends: '2027-06-01' });
    expect(badOrder.code).toBe('INVALID_PARAMS');
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'admissionSeason'));
    expect(audits.some((entry) => entry.action === 'Admission/SaveSeason' && (entry.before as { filing_starts: string } | null)?.filing_starts === '2026-06-20')).toBe(true);
  });

  it('lists seasons newest first with their group and application counts', async () => {
    const older = await dataOf<Season>(server, token, 'Admission/SaveSeason', seasonCalendar(2024));
    const applicant = await insertApplicant(server, { last_name: 'Счётов', first_name: 'Пётр' });
    await insertApplication(server, applicant, { collegeId: world.colleges.svyaz, priority: 1, groupId: world.groups['09.02.07-100054-1/budget'] as number, seasonId: world.seasonId });
    const seasons = await dataOf<Season[]>(server, token, 'Admission/ListSeasons', {});
    expect(seasons.map((season) => season.year)).toEqual([2026, 2024]);
    expect(seasons[0]).toMatchObject({ groupCount: 13, applicationCount: 1 });
    expect(seasons[1]).toMatchObject({ id: older.id, groupCount: 0, applicationCount: 0 });
  });
});

describe('groups', () => {
  it('are made from the registry once: a budget group per programme and a paid one where it has paid places; a second run keeps them', async () => {
    const groups = await server.database.db.select().from(competitiveGroups).where(eq(competitiveGroups.seasonId, world.seasonId));
    expect(groups).toHaveLength(13);
    const byKey = await groupIdsOf(server, world.seasonId);
    expect(Object.keys(byKey).filter((key) => key.endsWith('/paid'))).toHaveLength(6);
    const design = groups.find((group) => group.id === byKey['54.02.01-100200-1/budget']);
    expect(design).toMatchObject({ places: 20, base: 'SCH9', testType: 5399582 });
    // No budget places in the registry: the budget group exists with its places unset.
    expect(groups.find((group) => group.id === byKey['09.02.07-100200-5/budget'])).toMatchObject({ places: null, testType: null });
    expect(byKey['11.02.15-100054-2/paid']).toBeUndefined();
    const again = await dataOf(server, token, 'Admission/CreateGroupsFromPrograms', { season_id: world.seasonId });
    expect(again).toEqual({ created: 0, existing: 13 });
  });

  it('for the colleges given only', async () => {
    const season = await dataOf<Season>(server, token, 'Admission/SaveSeason', seasonCalendar(2030));
    const made = await dataOf(server, token, 'Admission/CreateGroupsFromPrograms', { season_id: season.id, college_ids: [world.colleges.svyaz] });
    expect(made).toEqual({ created: 3, existing: 0 });
    const unknown = await refusalOf(server, token, 'Admission/CreateGroupsFromPrograms', { season_id: 999_999 });
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('list by college, programme and funding, filtered and paged, with the totals of places and unset groups', async () => {
    const all = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId });
    expect(all.total).toBe(13);
    expect(all.unset).toBe(2);
    expect(all.places_total).toBe(50 + 10 + 25 + 30 + 25 + 5 + 20 + 15 + 40 + 20 + 12);
    const order = all.items.map((group) => `${group.college.name}|${group.program.code}|${group.funding}`);
    expect(order).toEqual([...order].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const paid = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId, college_id: world.colleges.godovikov, funding: 'paid' });
    expect(paid.items.map((group) => group.program.code)).toEqual(['09.02.07-100200-5', '15.01.05-100200-1', '54.02.01-100200-1']);
    expect(paid).toMatchObject({ total: 3, places_total: 50, unset: 0 });
    const design = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId, search: 'ДИЗАЙН' });
    expect(design.items.map((group) => group.funding)).toEqual(['budget', 'paid']);
    const byCollege = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId, search: 'царицыно' });
    expect(byCollege.total).toBe(4);
    const tests = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId, with_tests: true });
    expect(tests.items.every((group) => group.test_type === 5399582)).toBe(true);
    expect(tests.total).toBe(2);
    const page2 = await dataOf<GroupPage>(server, token, 'Admission/ListGroups', { season_id: world.seasonId, page: 2, page_size: 5 });
    expect(page2.items.map((group) => group.id)).toEqual(all.items.slice(5, 10).map((group) => group.id));
  });

  it('places are set all or nothing', async () => {
    const design = world.groups['54.02.01-100200-1/budget'] as number;
    const cook = world.groups['16675-100300-2/budget'] as number;
    const refused = await refusalOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: design, places: 7 }, { group_id: 987_654, places: 3 }] });
    expect(refused.code).toBe('NOT_FOUND');
    expect(refused.message).toContain('987654');
    const [kept] = await server.database.db.select().from(competitiveGroups).where(eq(competitiveGroups.id, design));
    expect(kept?.places).toBe(20);
    const set = await dataOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: design, places: 22 }, { group_id: cook, places: 6 }] });
    expect(set).toEqual({ updated: 2 });
    const after = await server.database.db.select({ id: competitiveGroups.id, places: competitiveGroups.places }).from(competitiveGroups).where(eq(competitiveGroups.seasonId, world.seasonId));
    expect(after.find((group) => group.id === design)?.places).toBe(22);
    expect(after.find((group) => group.id === cook)?.places).toBe(6);
    const cleared = await dataOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: cook, places: null }] });
    expect(cleared).toEqual({ updated: 1 });
    const negative = await refusalOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: cook, places: -1 }] });
    expect(negative.code).toBe('INVALID_PARAMS');
  });

  it('copies places from another season by programme, college, funding and base; set places are kept unless overwrite', async () => {
    const next = await admissionWorld(server, token, 2027, world.colleges);
    const design = next.groups['54.02.01-100200-1/budget'] as number;
    const cook = next.groups['16675-100300-2/budget'] as number;
    // The new season: one group set by hand, one unset (the registry has no budget places for the cook).
    await dataOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: design, places: 3 }] });
    await dataOf(server, token, 'Admission/SetGroupPlaces', { items: [{ group_id: world.groups['16675-100300-2/budget'] as number, places: 9 }] });
    const kept = await dataOf<{ copied: number; skipped: number }>(server, token, 'Admission/CopyPlaces', { season_id: next.seasonId, from_season_id: world.seasonId });
    const placesOf = async (id: number) => (await server.database.db.select({ places: competitiveGroups.places }).from(competitiveGroups).where(eq(competitiveGroups.id, id)))[0]?.places;
    expect(await placesOf(cook)).toBe(9);
    expect(await placesOf(design)).toBe(3);
    expect(kept.copied).toBe(1);
    expect(kept.copied + kept.skipped).toBe(13);
    const overwritten = await dataOf<{ copied: number; skipped: number }>(server, token, 'Admission/CopyPlaces', { season_id: next.seasonId, from_season_id: world.seasonId, overwrite: true });
    expect(await placesOf(design)).toBe(22);
    expect(overwritten.copied).toBe(1);
    const self = await refusalOf(server, token, 'Admission/CopyPlaces', { season_id: next.seasonId, from_season_id: next.seasonId });
    expect(self.code).toBe('INVALID_PARAMS');
  });
});

describe('access', () => {
  it('a user without the admission permissions cannot read seasons', async () => {
    const { token: other } = await signedInAs(server, 'caller', ['Оператор колл-центра']);
    const refused = await refusalOf(server, other, 'Admission/ListSeasons', {});
    expect(refused.code).toBe('ACCESS_DENIED');
  });
});
