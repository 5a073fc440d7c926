import type { Subsystem } from '@abitura/contracts/wire';

export interface CallerUser {
  id: number;
  login: string;
  fullName: string;
  status: 'new' | 'active' | 'banned' | 'suspended';
  permissions: ReadonlySet<string>;
}

/** A kiosk or TV board that presented a valid device key (queue, issue 8). */
export interface CallerDevice {
  id: number;
  kind: 'kiosk' | 'tv';
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
  /** Set when the request carried a valid, unrevoked device key of its own subsystem. */
  device?: CallerDevice;
}

/**
 * Scope of idempotent replies: per device for a kiosk or board (its resend from another socket or
 * address still finds its reply), per user, or per address for anonymous callers.
 */
export function callerKey(caller: Caller): string {
  if (caller.device) return `device:${caller.device.id}`;
  return caller.user ? `user:${caller.user.id}` : `anon:${caller.subsystem}:${caller.address}`;
}
