/**
 * Account statuses of staff users. The session data of older servers spells `suspended` as
 * `suspend`; `normalizeUserStatus` folds both into one value so routing checks only one.
 */
import type { Option } from './types.js';

export const USER_STATUSES = [
  { value: 'new', label: 'Новый' },
  { value: 'active', label: 'Активен' },
  { value: 'banned', label: 'Заблокирован' },
  { value: 'suspended', label: 'Приостановлен' },
] as const satisfies readonly Option<string>[];

export type UserStatus = (typeof USER_STATUSES)[number]['value'];

// A Map, not an object literal, so inherited keys such as 'constructor' never match.
const LEGACY_ALIASES: ReadonlyMap<string, UserStatus> = new Map([['suspend', 'suspended']]);

/** The canonical status, or null when the value is not a status at all (missing user data). */
export function normalizeUserStatus(value: unknown): UserStatus | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  const known = USER_STATUSES.find((entry) => entry.value === key);
  return known?.value ?? LEGACY_ALIASES.get(key) ?? null;
}
