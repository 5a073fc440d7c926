import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { KeyValueStorage, Logger } from '../types.js';

/** Keys of the client-stored session (SPEC section 3: userData and accessToken). */
export const SESSION_KEYS = Object.freeze({
  token: 'accessToken',
  user: 'userData',
  ability: 'userAbilityRules',
});

/** What the SDK needs to know of the signed-in user; the server sends more. */
export interface SessionUser {
  id?: number | string;
  login?: string;
  fullName?: string;
  status?: string;
  [key: string]: unknown;
}

export type AbilityRule = Readonly<Record<string, unknown>>;

export interface SessionPayload {
  token: string;
  user: SessionUser;
  ability: readonly AbilityRule[];
}

export interface SessionStore {
  readonly token: ReadonlySignal<string | null>;
  readonly user: ReadonlySignal<SessionUser | null>;
  readonly ability: ReadonlySignal<readonly AbilityRule[]>;
  /** Both user data and a token are stored (SPEC section 2's condition for a signed-in user). */
  readonly authenticated: ReadonlySignal<boolean>;
  /**
   * Stores a successful login or token check. A user or ability equal to the one held keeps the
   * held object, so a token check that changes nothing wakes no subscriber (the route gate would
   * ask the server about the page again).
   */
  apply(payload: SessionPayload): void;
  /** Clears token, user and ability, and the whole local storage (SPEC section 4). */
  clear(): void;
}

/** Reads a session payload out of an untrusted reply `data`; null when it is not one. */
export function readSessionPayload(data: unknown): SessionPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const { token, user, ability } = data as Record<string, unknown>;
  if (typeof token !== 'string' || token === '' || typeof user !== 'object' || user === null) return null;
  const rules = Array.isArray(ability) ? ability.filter((rule): rule is AbilityRule => typeof rule === 'object' && rule !== null) : [];
  return { token, user: user as SessionUser, ability: rules };
}

/** Session state as signals, mirrored to storage so a reload keeps the user signed in. */
export function createSessionStore(storage: KeyValueStorage, logger: Pick<Logger, 'error'>): SessionStore {
  const token = signal<string | null>(safeGet(storage, SESSION_KEYS.token) || null);
  const user = signal<SessionUser | null>(readJson(storage, SESSION_KEYS.user, logger, (value) => (isObject(value) ? value : {})));
  const ability = signal<readonly AbilityRule[]>(
    readJson(storage, SESSION_KEYS.ability, logger, (value) => (Array.isArray(value) ? value.filter(isObject) : [])) ?? [],
  );
  const authenticated = computed(() => token.value !== null && user.value !== null);

  return {
    token,
    user,
    ability,
    authenticated,
    apply(payload) {
      const userJson = JSON.stringify(payload.user);
      const abilityJson = JSON.stringify(payload.ability);
      batch(() => {
        token.value = payload.token;
        if (userJson !== JSON.stringify(user.peek())) user.value = payload.user;
        if (abilityJson !== JSON.stringify(ability.peek())) ability.value = payload.ability;
      });
      safeSet(storage, SESSION_KEYS.token, payload.token);
      safeSet(storage, SESSION_KEYS.user, userJson);
      safeSet(storage, SESSION_KEYS.ability, abilityJson);
    },
    clear() {
      token.value = null;
      user.value = null;
      ability.value = [];
      try {
        storage.clear();
      } catch (error) {
        logger.error('local storage could not be cleared', { error: String(error) });
      }
    },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence across reloads; the signals still hold it.
  }
}

/** SPEC section 8: a JSON parse failure is logged and an empty object is used. */
function readJson<T>(storage: KeyValueStorage, key: string, logger: Pick<Logger, 'error'>, shape: (value: unknown) => T): T | null {
  const raw = safeGet(storage, key);
  if (raw === null || raw === '') return null;
  try {
    return shape(JSON.parse(raw));
  } catch {
    logger.error(`stored ${key} is not valid JSON; an empty value is used`);
    return shape({});
  }
}
