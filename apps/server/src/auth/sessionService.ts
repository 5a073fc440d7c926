import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Caller, CallerUser } from '../actions/caller.js';
import type { TransportInfo } from '../actions/transport.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/open.js';
import { sessions, users } from '../db/schema/index.js';
import type { SocketHub } from '../events/socketHub.js';
import type { AccessService } from './accessService.js';
import { hashToken, newAccessToken } from './tokens.js';

interface CachedSession {
  sessionId: number;
  userId: number;
  expiresAt: number;
  lastSeenAt: number;
  cachedAt: number;
  user: Omit<CallerUser, 'permissions'>;
  /** The caller last built from this session, reused while transport and permissions stay the same. */
  caller: Caller | null;
  /** AccessService.version when `caller`'s permissions were read. */
  accessVersion: number;
}

/** How long a resolved token is trusted without asking the database (revocation clears it at once). */
const CACHE_MS = 5_000;
/** last_seen_at is written at most this often per session, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionPayload {
  token: string;
  user: { id: number; login: string; fullName: string; email: string | null; status: CallerUser['status']; roles: string[] };
  ability: Array<Record<string, boolean>>;
}

function callerOf(transport: TransportInfo, user: CallerUser | null, sessionId: number | null): Caller {
  return { subsystem: transport.subsystem, address: transport.address, userAgent: transport.userAgent, user, sessionId, tokenInactive: false };
}

function sameTransport(caller: Caller, transport: TransportInfo): boolean {
  return caller.subsystem === transport.subsystem && caller.address === transport.address && caller.userAgent === transport.userAgent;
}

/**
 * Access tokens: issued on sign-in, resolved on every request (idle and absolute expiry), revoked
 * at once on logout, ban, suspension and password change, closing their sockets.
 */
export class SessionService {
  readonly #cache = new Map<string, CachedSession>();
  readonly #loading = new Map<string, Promise<CachedSession | null>>();
  /** Moves on each forget, so a read that raced a revocation is not cached. */
  #generation = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<ServerConfig, 'tokenIdleMs' | 'tokenAbsoluteMs'>,
    private readonly clock: { now(): number },
    private readonly access: AccessService,
    private readonly sockets: SocketHub,
  ) {}

  /**
   * Who is calling with this token. Every request asks, so a token seen in the last 5 s answers
   * from memory without a promise, and with the very same Caller object while the transport
   * (subsystem, address, user agent) and the user's permissions are unchanged. The cache is keyed
   * by the token itself, so a hit costs no hashing; it lives only in this process's memory, for
   * seconds, as the token in the request does anyway (the database still holds only hashes).
   */
  resolveCaller(token: string | null, transport: TransportInfo): Caller | Promise<Caller> {
    if (!token) return callerOf(transport, null, null);
    const now = this.clock.now();
    const session = this.#cache.get(token);
    if (session && now - session.cachedAt <= CACHE_MS && this.#usable(session, now) && now - session.lastSeenAt <= TOUCH_EVERY_MS) {
      const caller = session.caller;
      if (caller && session.accessVersion === this.access.version && sameTransport(caller, transport)) return caller;
      const permissions = this.access.cachedPermissionsOf(session.userId);
      if (permissions) return this.#remember(session, transport, permissions, this.access.version);
    }
    return this.#resolve(token, transport);
  }

  async #resolve(token: string, transport: TransportInfo): Promise<Caller> {
    const session = await this.#lookup(token);
    if (!session) return { ...callerOf(transport, null, null), tokenInactive: true };
    const version = this.access.version;
    const permissions = await this.access.permissionsOf(session.userId);
    return this.#remember(session, transport, permissions, version);
  }

  #remember(session: CachedSession, transport: TransportInfo, permissions: ReadonlySet<string>, accessVersion: number): Caller {
    const caller = callerOf(transport, { ...session.user, permissions }, session.sessionId);
    session.caller = caller;
    session.accessVersion = accessVersion;
    return caller;
  }

  /**
   * last_seen_at may lag the last use by up to TOUCH_EVERY_MS (uses in between are not written),
   * so the idle limit counts from the written time plus that lag: a token used within the idle
   * limit always works, and one unused ends at most a minute past the limit.
   */
  #usable(session: CachedSession, now: number): boolean {
    return now < session.expiresAt && now - session.lastSeenAt < this.config.tokenIdleMs + TOUCH_EVERY_MS;
  }

  async #lookup(token: string): Promise<CachedSession | null> {
    const now = this.clock.now();
    let session = this.#cache.get(token);
    if (!session || now - session.cachedAt > CACHE_MS) {
      this.#cache.delete(token);
      session = (await this.#load(token, now)) ?? undefined;
      if (!session) return null;
    }
    if (!this.#usable(session, now)) {
      this.#cache.delete(token);
      return null;
    }
    if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
      session.lastSeenAt = now;
      await this.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, session.sessionId));
    }
    return session;
  }

  /**
   * Reads a token's session, once per token at a time: when its cache entry lapses under load,
   * the requests that arrive meanwhile wait for that one read instead of each asking the database.
   */
  #load(token: string, now: number): Promise<CachedSession | null> {
    let loading = this.#loading.get(token);
    if (!loading) {
      const generation = this.#generation;
      const started = this.#read(token, now).then((session) => {
        if (this.#loading.get(token) === started) this.#loading.delete(token);
        // A revocation or status change during the read (forget) leaves its result uncached.
        if (session && generation === this.#generation) {
          if (this.#cache.size > 50_000) this.#cache.clear();
          this.#cache.set(token, session);
        }
        return session;
      });
      started.catch(() => {
        if (this.#loading.get(token) === started) this.#loading.delete(token);
      });
      this.#loading.set(token, started);
      loading = started;
    }
    return loading;
  }

  async #read(token: string, now: number): Promise<CachedSession | null> {
    const rows = await this.db
      .select({
        sessionId: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
        login: users.login,
        fullName: users.fullName,
        status: users.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)))
      .limit(1);
    const row = rows[0];
    if (!row || row.revokedAt || row.status === 'banned') return null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      expiresAt: row.expiresAt.getTime(),
      lastSeenAt: row.lastSeenAt.getTime(),
      cachedAt: now,
      user: { id: row.userId, login: row.login, fullName: row.fullName, status: row.status as CallerUser['status'] },
      caller: null,
      accessVersion: -1,
    };
  }

  /** Issues a token for a user; call inside the sign-in transaction. */
  async create(db: Db, userId: number, transport: Pick<TransportInfo, 'subsystem' | 'address' | 'userAgent'>): Promise<string> {
    const token = newAccessToken();
    const now = this.clock.now();
    await db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      subsystem: transport.subsystem,
      address: transport.address,
      userAgent: transport.userAgent?.slice(0, 300) ?? null,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.config.tokenAbsoluteMs),
    });
    return token;
  }

  /** The `{token, user, ability}` a sign-in or token check answers with. */
  async payload(db: Db, token: string, userId: number): Promise<SessionPayload> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new Error(`user ${userId} vanished`);
    const permissions = await this.access.permissionsOf(userId, db);
    return {
      token,
      user: { id: user.id, login: user.login, fullName: user.fullName, email: user.email, status: user.status as CallerUser['status'], roles: await this.access.roleNamesOf(userId, db) },
      ability: [Object.fromEntries([...permissions].sort().map((permission) => [permission, true]))],
    };
  }

  /**
   * Revokes sessions (one, or all of a user, optionally sparing one) and returns their ids; the
   * caller closes their sockets after commit with `closeSockets`.
   */
  async revoke(db: Db, target: { sessionId: number } | { userId: number; except?: number }, reason: string): Promise<number[]> {
    const now = new Date(this.clock.now());
    const where =
      'sessionId' in target
        ? and(eq(sessions.id, target.sessionId), isNull(sessions.revokedAt))
        : and(eq(sessions.userId, target.userId), isNull(sessions.revokedAt), target.except === undefined ? undefined : ne(sessions.id, target.except));
    const revoked = await db.update(sessions).set({ revokedAt: now, revokedReason: reason }).where(where).returning({ id: sessions.id });
    const ids = revoked.map((row) => row.id);
    this.forget(ids);
    return ids;
  }

  /** Drops cached lookups of these sessions so they stop working on this instance at once. */
  forget(sessionIds: number[]): void {
    if (sessionIds.length === 0) return;
    this.#dropLoads();
    const ids = new Set(sessionIds);
    for (const [token, cached] of this.#cache) if (ids.has(cached.sessionId)) this.#cache.delete(token);
  }

  /** Forgets every cached session of a user (their status or name changed). */
  forgetUser(userId: number): void {
    this.#dropLoads();
    for (const [token, cached] of this.#cache) if (cached.userId === userId) this.#cache.delete(token);
  }

  /** Reads under way may predate the change being forgotten: later requests read afresh. */
  #dropLoads(): void {
    this.#generation += 1;
    this.#loading.clear();
  }

  closeSockets(sessionIds: number[], exceptSocketId?: string): void {
    this.forget(sessionIds);
    this.sockets.closeSessions(sessionIds, exceptSocketId);
  }

  /** Resolves a token given as a param (User/CheckToken) to its user id, or null when inactive. */
  async userOfToken(token: string): Promise<number | null> {
    return (await this.#lookup(token))?.userId ?? null;
  }

  async activeSessionIds(db: Db, userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await db.select({ id: sessions.id }).from(sessions).where(and(inArray(sessions.userId, userIds), isNull(sessions.revokedAt)));
    return rows.map((row) => row.id);
  }
}
