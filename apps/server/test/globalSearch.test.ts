import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Search/Global: the header's search across applicants, organizations and users, by name, phone or e-mail, per the caller's permissions. */
let server: TestServer;
const tokens: Record<string, string> = {};
/** The fixtures' ids by kind (ids of different tables may be equal). */
const ids = { applicants: {} as Record<string, number>, organizations: {} as Record<string, number>, users: {} as Record<string, number> };

interface Group {
  items: Array<{ id: number; matched: string }>;
  more: boolean;
}
interface Answer {
  applicants: Group | null;
  organizations: Group | null;
  users: Group | null;
}

async function search(query: string, token = tokens.analyst as string, limit?: number): Promise<Answer> {
  const reply = await call(server, token, 'Search/Global', limit === undefined ? { query } : { query, limit });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Answer;
}
/** Each kind's hits as `key:matched`, null for a kind not shown. */
const hitsOf = (answer: Answer) =>
  Object.fromEntries(
    (['applicants', 'organizations', 'users'] as const).map((kind) => [kind, answer[kind]?.items.map((hit) => `${Object.keys(ids[kind]).find((key) => ids[kind][key] === hit.id) ?? hit.id}:${hit.matched}`) ?? null]),
  );

beforeAll(async () => {
  server = await startTestServer();
  tokens.analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  tokens.curator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  tokens.caller = (await signedInAs(server, 'caller', ['Оператор колл-центра'])).token;
  tokens.queue = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const staff = await server.addUser({ login: 'scherb', email: 'anna.s@college.test' });
  ids.users.staff = staff;
  await server.database.db.update(users).set({ fullName: 'Щербакова Анна Львовна', phone: '+79035550011' }).where(eq(users.id, staff));
  ids.applicants.applicant = await insertApplicant(server, { last_name: 'Щербаков', first_name: 'Пётр', phones: ['+79161234567'], email: 'petr.sh@example.ru' });
  const [school, college] = await insertOrganizations(server, [
    { type: 'school', name: 'Школа № 1234', shortName: 'Школа 1234', phone: '+74951112233', email: 'school1234@edu.mos.ru' },
    { type: 'college', name: 'Колледж связи имени Щербакова', phone: '+74997776655' },
    ...Array.from({ length: 6 }, (_, n) => ({ type: 'school', name: `Гимназия № ${n + 1}` })),
  ]);
  ids.organizations = { school: school as number, college: college as number };
});
afterAll(() => server.close());

describe('Search/Global', () => {
  it('finds every kind by a name fragment, each saying the name matched', async () => {
    expect(hitsOf(await search('щербак'))).toEqual({ applicants: ['applicant:name'], organizations: ['college:name'], users: ['staff:name'] });
    // A typo in a long surname, as the working list corrects it.
    expect(hitsOf(await search('Щербокав')).applicants).toEqual(['applicant:name']);
  });

  it('finds a phone however it is typed, and an e-mail in any case', async () => {
    expect(hitsOf(await search('8 (916) 123-45'))).toEqual({ applicants: ['applicant:phone'], organizations: [], users: [] });
    expect(hitsOf(await search('495 111-22'))).toEqual({ applicants: [], organizations: ['school:phone'], users: [] });
    expect(hitsOf(await search('8903555'))).toEqual({ applicants: [], organizations: [], users: ['staff:phone'] });
    expect(hitsOf(await search('SCHOOL1234@'))).toEqual({ applicants: [], organizations: ['school:email'], users: [] });
    expect(hitsOf(await search('anna.s@college'))).toEqual({ applicants: [], organizations: [], users: ['staff:email'] });
    // A school's number is in its name.
    expect(hitsOf(await search('1234')).organizations).toEqual(['school:name']);
  });

  it('sends a few of each kind and says when there are more', async () => {
    const five = await search('гимназия');
    expect(five.organizations).toMatchObject({ more: true });
    expect(five.organizations?.items).toHaveLength(5);
    expect((await search('гимназия', tokens.analyst, 10)).organizations).toMatchObject({ more: false });
    expect((await search('гимназия', tokens.analyst, 10)).organizations?.items).toHaveLength(6);
  });

  it('searches each kind only for those who may open it', async () => {
    const kinds = async (token: string) => Object.entries(await search('щербак', token)).map(([kind, group]) => `${kind}:${group === null ? 'hidden' : 'shown'}`);
    expect(await kinds(tokens.curator as string)).toEqual(['applicants:shown', 'organizations:shown', 'users:hidden']);
    expect(await kinds(tokens.caller as string)).toEqual(['applicants:shown', 'organizations:hidden', 'users:hidden']);
    expect(await kinds(tokens.queue as string)).toEqual(['applicants:hidden', 'organizations:hidden', 'users:hidden']);
    expect(await call(server, null, 'Search/Global', { query: 'щербак' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });

  it('looks up nothing for too few digits, and refuses a query too short, too long or with unknown fields', async () => {
    expect(await search('12')).toEqual({ applicants: { items: [], more: false }, organizations: { items: [], more: false }, users: { items: [], more: false } });
    for (const params of [{ query: 'щ' }, { query: 'щ'.repeat(101) }, { query: 'щербак', limit: 11 }, { query: 'щербак', kind: 'users' }]) {
      expectClearFailure(await call(server, tokens.analyst as string, 'Search/Global', params), ['INVALID_PARAMS'], JSON.stringify(params));
    }
  });
});
