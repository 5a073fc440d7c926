import { STORED_PHONES_LISTED, type StoredPhonesCheck } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationResponsibles, users } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertApplicants } from './support/applicantFixtures.js';
import { call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/**
 * Phones/CheckStored: numbers kept before the phone rule, or corrupted by the field that read the
 * trunk 8 as the code's first digit, written straight to the tables as such a past left them.
 */
let server: TestServer;
let admin: string;
let adminId: number;

const check = async (token = admin): Promise<StoredPhonesCheck> => {
  const reply = await call(server, token, 'Phones/CheckStored', {});
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as StoredPhonesCheck;
};

beforeAll(async () => {
  server = await startTestServer();
  ({ id: adminId, token: admin } = await signedInAs(server, 'admin', ['Администратор'], 'Админова Алла'));
});
afterAll(() => server.close());

describe('Phones/CheckStored', () => {
  it('finds nothing to report where every number reads, and counts what it read', async () => {
    await insertApplicant(server, { last_name: 'Верная', first_name: 'Ольга', phones: ['+79161234567', '8 (495) 111-22-33'] });
    expect(await check()).toEqual({ checked: 2, found: 0, items: [] });
  });

  it('lists the numbers the rule does not read, where they are kept and why, applicants first', async () => {
    const applicant = await insertApplicant(server, { last_name: 'Искажённая', first_name: 'Анна', phones: ['+78916123456', '+79031112233'] });
    const [college] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж связи', organizationId: 'PH1', phone: '+78495111223' }])) as [number];
    await server.database.db.insert(organizationResponsibles).values([
      { orgId: college, fullname: 'Контактов Пётр', phone: '8 916 123 45 67 доб. 5' },
      { orgId: college, fullname: 'Пустой Номер', phone: '' },
    ]);
    await server.database.db.update(users).set({ phone: '+1 202 555 0100' }).where(eq(users.id, adminId));

    expect(await check()).toEqual({
      checked: 7,
      found: 4,
      items: [
        { kind: 'applicant', id: applicant, name: 'Искажённая Анна', phone: '+78916123456', problem: 'code' },
        { kind: 'organization', id: college, name: 'Колледж связи', phone: '+78495111223', problem: 'code' },
        { kind: 'contact', id: college, name: 'Контактов Пётр', phone: '8 916 123 45 67 доб. 5', problem: 'unreadable' },
        { kind: 'user', id: adminId, name: 'Админова Алла', phone: '+1 202 555 0100', problem: 'unreadable' },
      ],
    });
  });

  it(`lists the first ${STORED_PHONES_LISTED} by name, reads every applicant however many, and counts them all`, async () => {
    // More than one read of the scan (5000 applicants a query).
    const many = 5_200;
    await insertApplicants(
      server,
      Array.from({ length: many }, (_, index) => ({ last_name: `Номеров${String(index).padStart(5, '0')}`, first_name: 'Иван', phones: [index % 2 === 0 ? '8495111223' : '+79160000000'] })),
    );
    const result = await check();
    expect(result.checked).toBe(7 + many);
    expect(result.found).toBe(4 + many / 2);
    expect(result.items).toHaveLength(STORED_PHONES_LISTED);
    expect(result.items.every((item) => item.kind === 'applicant')).toBe(true);
    expect(result.items[0]).toMatchObject({ name: 'Искажённая Анна' });
    expect(result.items[1]).toMatchObject({ name: 'Номеров00000 Иван', phone: '8495111223', problem: 'incomplete' });
    expect(result.items[2]).toMatchObject({ name: 'Номеров00002 Иван' });
  });

  it('is for administrators only', async () => {
    const { token } = await signedInAs(server, 'curator', ['Куратор']);
    expect(await call(server, token, 'Phones/CheckStored', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});
