import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { organizations, users } from '../../src/db/schema/index.js';
import type { TestServer } from '../harness.js';

export type OrganizationRow = typeof organizations.$inferInsert;

/** One action over HTTP with a token, the reply's body. */
export async function call(server: TestServer, token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

/** Organizations written straight to the table (fast, and free of the actions under test); their ids in order. */
export async function insertOrganizations(server: TestServer, rows: OrganizationRow[]): Promise<number[]> {
  const inserted = await server.database.db.insert(organizations).values(rows).returning({ id: organizations.id });
  return inserted.map((row) => row.id);
}

/** A signed-in user holding the roles, with a real full name when one is given; the token. */
export async function signedInAs(server: TestServer, login: string, roles: string[], fullName?: string): Promise<{ id: number; token: string }> {
  const id = await server.addUser({ login, roles });
  if (fullName) await server.database.db.update(users).set({ fullName }).where(eq(users.id, id));
  return { id, token: await server.signIn(login) };
}

export interface AuditView {
  action: string;
  entity: string;
  entityId: string | null;
  actorId: number | null;
  before: unknown;
  after: unknown;
}

/** The audit entries of an entity, newest first (read as an administrator). */
export async function auditOf(server: TestServer, adminToken: string, entity: string, entityId: number): Promise<AuditView[]> {
  const reply = await call(server, adminToken, 'Audit/List', { entity, entityId, pageSize: 100 });
  if (!reply.success) throw new Error(`Audit/List failed: ${reply.message}`);
  return (reply.data as { items: AuditView[] }).items;
}
