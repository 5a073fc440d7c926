import { SUBSYSTEMS } from './wire/types.js';
import type { AccessRule } from './defineAction.js';

/** Why a contract's access rule is not usable, or null when it is. */
export function accessRuleProblem(permission: unknown): string | null {
  if (typeof permission === 'string') {
    return permission.trim() === '' ? 'the permission name is empty' : null;
  }
  if (typeof permission !== 'object' || permission === null || Array.isArray(permission)) {
    return 'no permission is declared';
  }
  const keys = Object.keys(permission);
  if (keys.length !== 1) {
    return 'an access rule object must hold exactly one of `signedIn` or `public`';
  }
  if ('signedIn' in permission) {
    return permission.signedIn === true ? null : '`signedIn` must be true';
  }
  if ('public' in permission) {
    const subsystems: unknown = permission.public;
    if (!Array.isArray(subsystems) || subsystems.length === 0) {
      return '`public` must list at least one subsystem';
    }
    const unknown = subsystems.filter((value) => !(SUBSYSTEMS as readonly unknown[]).includes(value));
    return unknown.length === 0 ? null : `unknown subsystems in \`public\`: ${unknown.map(String).join(', ')}`;
  }
  return `unknown access rule key \`${keys.join(', ')}\``;
}

/** Whether a value is a usable access rule (a permission name, `signedIn` or a non-empty `public`). */
export function isAccessRule(permission: unknown): permission is AccessRule {
  return accessRuleProblem(permission) === null;
}

/**
 * Throws when a contract has no usable access rule: deny by default (DESIGN section 3), so a
 * contract that forgot its permission fails the suite instead of reaching the server open.
 */
export function assertAccessRule(contract: { readonly name?: unknown; readonly permission?: unknown }): void {
  const problem = accessRuleProblem(contract.permission);
  if (problem !== null) {
    const name = typeof contract.name === 'string' ? contract.name : '(unnamed)';
    throw new TypeError(`Action ${name} has no usable access rule: ${problem}`);
  }
}
