import { z } from 'zod';
import { entityId } from './fields.js';

/** Account statuses of SPEC section 4 (`AccountStatus` in defineAction.ts). */
export const accountStatus = z.enum(['new', 'active', 'banned', 'suspended']);

/** The signed-in user as the session holds it. */
export const sessionUser = z.object({
  id: entityId,
  login: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  status: accountStatus,
  /** Role names, for display only: access is decided by the ability, never by role names. */
  roles: z.array(z.string()),
});

/**
 * One rule of the ability: an object keyed by permission name. A permission is granted when any
 * rule of the ability holds a truthy entry for it (SPEC section 6).
 */
export const abilityRule = z.record(z.string(), z.boolean());

/** The caller's ability: the list of rules the token check returns. */
export const ability = z.array(abilityRule);

/** What sign-in, the token check and a password change return. */
export const sessionPayload = z.object({
  token: z.string().min(1),
  user: sessionUser,
  ability,
});

export type SessionUser = z.infer<typeof sessionUser>;
export type AbilityRule = z.infer<typeof abilityRule>;
export type Ability = z.infer<typeof ability>;
export type SessionPayload = z.infer<typeof sessionPayload>;
