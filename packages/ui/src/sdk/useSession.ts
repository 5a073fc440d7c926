import { useCallback } from 'react';
import { can as abilityAllows, type AbilityRule, type SessionUser } from '@abitura/sdk';
import { useClient } from './clientContext.js';
import { useSignalValue } from './useSignalValue.js';

export interface SessionView {
  user: SessionUser | null;
  token: string | null;
  ability: readonly AbilityRule[];
  /** Both a token and user data are held (SPEC section 2's signed-in condition). */
  authenticated: boolean;
  /** Whether the ability allows a permission; only decides what to show, the server checks again. */
  can(permission: string): boolean;
}

/** The session as React state: re-renders on sign-in, sign-out, token check and TOKEN_INACTIVE. */
export function useSession(): SessionView {
  const { session } = useClient();
  const user = useSignalValue(session.user);
  const token = useSignalValue(session.token);
  const ability = useSignalValue(session.ability);
  const authenticated = useSignalValue(session.authenticated);
  // Checks the ability this render saw (not client.can, which peeks), so a component never mixes
  // a new ability with an old user.
  const can = useCallback((permission: string) => abilityAllows(ability, permission), [ability]);
  return { user, token, ability, authenticated, can };
}
