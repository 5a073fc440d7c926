/**
 * Client-side ability checks (SPEC section 6). The ability from the token check is a list of
 * objects; it only decides what to show, the server checks every action again (DESIGN.md 5).
 *
 * Representation of `{action, subject}` rules (used by /access-control), chosen so one list
 * carries both kinds without a second field in the session:
 * - `{ 'read:AclDemo': true }`: a flat key `${action}:${subject}`, like any permission entry;
 * - `{ action: 'read', subject: 'AclDemo' }`: a CASL-style rule object;
 * - `{ admin: true }`: the admin permission grants every action on every subject.
 */

/** The ability list as the session stores it; entries that are not objects are ignored. */
export type Ability = readonly unknown[] | null | undefined;

/** Permission that passes every {@link canDo} rule check. */
export const ADMIN_PERMISSION = 'admin';

function entries(ability: Ability): Record<string, unknown>[] {
  if (!Array.isArray(ability)) return [];
  return ability.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/**
 * True when any object in the ability list has a truthy entry named `permission`. Inherited keys
 * ('toString', '__proto__') do not count, so a crafted name cannot pass.
 */
export function can(ability: Ability, permission: string): boolean {
  return entries(ability).some((item) => Object.hasOwn(item, permission) && Boolean(item[permission]));
}

/**
 * True when the ability allows `action` on `subject`: an object has a truthy
 * `${action}:${subject}` entry, or is a rule `{action, subject}` for exactly this pair, or has a
 * truthy `admin` entry. A rule object with a falsy `inverted` flag or none counts; an inverted
 * (CASL "cannot") rule never grants.
 */
export function canDo(ability: Ability, action: string, subject: string): boolean {
  const key = `${action}:${subject}`;
  return entries(ability).some(
    (item) =>
      (Object.hasOwn(item, key) && Boolean(item[key])) ||
      (Object.hasOwn(item, ADMIN_PERMISSION) && Boolean(item[ADMIN_PERMISSION])) ||
      (item['action'] === action && item['subject'] === subject && !item['inverted']),
  );
}
