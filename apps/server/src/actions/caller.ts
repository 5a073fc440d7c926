import type { Subsystem } from '@abitura/sdk';

export interface CallerUser {
  id: number;
  login: string;
  fullName: string;
  status: 'new' | 'active' | 'banned' | 'suspended';
  permissions: ReadonlySet<string>;
}

/** Who is calling, as the server established it (never as the client claims). */
export interface Caller {
  subsystem: Subsystem;
  address: string;
  user: CallerUser | null;
  sessionId: number | null;
  /** The envelope carried a token that is not (or no longer) active. */
  tokenInactive: boolean;
  userAgent: string | null;
}

/** Scope of idempotent replies: per user, or per address for anonymous callers. */
export function callerKey(caller: Caller): string {
  return caller.user ? `user:${caller.user.id}` : `anon:${caller.subsystem}:${caller.address}`;
}
