/**
 * The action API from the tests' side (POST /api/rpc with the envelope of DESIGN section 2), for
 * what a journey arranges or does "elsewhere": an administrator in another place creating a
 * colleague or ending a session. Journeys themselves go through the UI.
 */
import { randomUUID } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';

export interface Reply<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

export class ActionFailed extends Error {
  constructor(
    readonly action: string,
    readonly reply: Reply,
  ) {
    super(`${action} failed: ${String(reply.data)} ${reply.message}`);
    this.name = 'ActionFailed';
  }
}

/** One signed-in (or anonymous) caller of the API, as the staff app's subsystem. */
export class ApiSession {
  private constructor(
    private readonly http: APIRequestContext,
    public token: string | null,
  ) {}

  static async anonymous(baseURL: string): Promise<ApiSession> {
    return new ApiSession(await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Subsystem': 'staff' } }), null);
  }

  /** Signs in with User/AccountLogin. */
  static async signIn(baseURL: string, login: string, password: string): Promise<ApiSession> {
    const session = await ApiSession.anonymous(baseURL);
    const { token } = await session.call<{ token: string }>('User/AccountLogin', { login, password });
    session.token = token;
    return session;
  }

  /** The reply, whatever it says. */
  async send<T = unknown>(action: string, params: Record<string, unknown> = {}): Promise<Reply<T>> {
    const response = await this.http.post('/api/rpc', { data: { action, params, token: this.token, requestId: randomUUID() } });
    if (!response.ok()) throw new Error(`${action}: HTTP ${response.status()} ${await response.text()}`);
    return (await response.json()) as Reply<T>;
  }

  /** The reply's data; a failed action throws. */
  async call<T = unknown>(action: string, params: Record<string, unknown> = {}): Promise<T> {
    const reply = await this.send<T>(action, params);
    if (!reply.success) throw new ActionFailed(action, reply as Reply);
    return reply.data;
  }

  async dispose(): Promise<void> {
    await this.http.dispose();
  }
}

export interface RoleRow {
  id: number;
  name: string;
}

export interface CreatedUser {
  id: number;
  login: string;
  fullName: string;
  email: string;
  password: string;
}

/** The id the server gave the account with `login`. */
export async function userIdOf(admin: ApiSession, login: string): Promise<number> {
  const found = await admin.call<{ items: Array<{ id: number; login: string }> }>('User/List', { search: login });
  const id = found.items.find((item) => item.login === login)?.id;
  if (id === undefined) throw new Error(`No user ${login} in the user list`);
  return id;
}

let serial = 0;

/**
 * A colleague of its own for a journey that changes an account (its password, its sessions), so
 * journeys running side by side never disturb each other's accounts. Created by an administrator
 * with status new and a one-time password; with `activate` the colleague signs in once through
 * the API and sets `password`, which makes the account active.
 */
export async function createColleague(
  admin: ApiSession,
  baseURL: string,
  { role, activate, tag, fullName = 'Проверкина Анна Тестовна' }: { role: string; activate: boolean; tag: string; fullName?: string },
): Promise<CreatedUser> {
  const roles = await admin.call<RoleRow[]>('User/ReadRoles');
  const roleRow = roles.find((row) => row.name === role);
  if (!roleRow) throw new Error(`No role named ${role}; the roles are ${roles.map((row) => row.name).join(', ')}`);
  serial += 1;
  const login = `e2e.${tag}.${process.pid}.${serial}.${Date.now().toString(36)}`.toLowerCase();
  const email = `${login}@college.example`;
  const created = await admin.call<{ user: { id: number }; oneTimePassword: string }>('User/Create', {
    login,
    fullName,
    email,
    roleIds: [roleRow.id],
  });
  const user: CreatedUser = { id: created.user.id, login, fullName, email, password: created.oneTimePassword };
  if (!activate) return user;
  const own = await ApiSession.signIn(baseURL, login, created.oneTimePassword);
  const password = `Зелёный-клён-${randomUUID().slice(0, 8)}`;
  // The change ends every session of the account and answers with a new one: sign that one out.
  const session = await own.call<{ token: string }>('User/EditPassword', { currentPassword: created.oneTimePassword, newPassword: password });
  own.token = session.token;
  await own.call('User/AccountLogout');
  await own.dispose();
  return { ...user, password };
}

/** The id of the first organization of a type in name order (the demo seed has every type). */
export async function firstOrganizationId(api: ApiSession, type: 'school' | 'college' | 'deputy' | 'higher', search?: string): Promise<number> {
  const page = await api.call<{ items: Array<{ id: number }> }>('Organization/List', { type, pageSize: 5, ...(search ? { search } : {}) });
  const first = page.items[0];
  if (!first) throw new Error(`no ${type} organization${search ? ` matching ${search}` : ''} in the demo data`);
  return first.id;
}

/** The id of the first applicant of the working list (by full name), optionally matching a search. */
/** The first career event of the demo seed's list (earliest start first). */
export async function firstEventId(api: ApiSession): Promise<number> {
  const page = await api.call<{ items: Array<{ id: number }> }>('EventService/getEventsList', { pageSize: 10 });
  const first = page.items[0];
  if (!first) throw new Error('no career event in the demo data');
  return first.id;
}

/** An applicant as Abiturient/List gives it, in the fields the journeys read. */
export interface ListedApplicant {
  id: number;
  fullname: string;
  last_name: string;
  first_name: string;
  email: string | null;
  phones: string[];
  processing_status: string;
}

export async function firstApplicantId(api: ApiSession, search?: string): Promise<number> {
  const page = await api.call<{ items: Array<{ id: number }> }>('Abiturient/List', { pageSize: 5, ...(search ? { search } : {}) });
  const first = page.items[0];
  if (!first) throw new Error(`no applicant${search ? ` matching ${search}` : ''} in the demo data`);
  return first.id;
}
