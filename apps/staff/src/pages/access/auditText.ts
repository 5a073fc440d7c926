/**
 * An audit entry in words: who (the actor's name, or nobody for anonymous and system actions),
 * what (a known action by its translation key, an unknown one as the server names it), and the
 * object (its kind, its name when the entry recorded one, its id).
 */
import type { AuditItem } from '@abitura/contracts';

/** Actions the access pages have words for; others show their server name. */
export const KNOWN_AUDIT_ACTIONS = [
  'User/AccountLogin',
  'User/AccountLogout',
  'User/ForgotPassword',
  'User/ResetPassword',
  'User/EditPassword',
  'User/Create',
  'User/SetStatus',
  'User/SetRoles',
  'User/SetGroups',
  'User/RevokeSessions',
  'Role/Create',
  'Role/Update',
  'Role/Delete',
  'PrivilegeGroup/Create',
  'PrivilegeGroup/Update',
  'PrivilegeGroup/Delete',
] as const;

export const KNOWN_AUDIT_ENTITIES = ['user', 'role', 'privilegeGroup', 'session'] as const;

export interface AuditLine {
  /** The actor's full name; null when nobody signed in did it. */
  actor: string | null;
  /**
   * Done by the user the entry is about, before a session existed (sign-in, password recovery):
   * the log has no actor then, but it was that person.
   */
  selfService: boolean;
  /** A translation key under `audit.actions`, or null for an action without words. */
  actionKey: string | null;
  action: string;
  /** A translation key under `audit.entities`, or null. */
  entityKey: string | null;
  entity: string;
  /** The name of what the entry is about: as it is now (a user, a role, a group), else as the entry recorded it. */
  entityName: string | null;
  entityId: string | null;
}

function nameIn(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const name = (state as Record<string, unknown>)['name'];
  return typeof name === 'string' && name !== '' ? name : null;
}

export function describeAudit(item: AuditItem): AuditLine {
  const known = (KNOWN_AUDIT_ACTIONS as readonly string[]).includes(item.action);
  const entityKnown = (KNOWN_AUDIT_ENTITIES as readonly string[]).includes(item.entity);
  return {
    actor: item.actorName,
    selfService: item.actorId === null && item.entity === 'user' && item.entityId !== null,
    // 'Role/Create' -> 'Role_Create': translation keys stay plain words.
    actionKey: known ? item.action.replace('/', '_') : null,
    action: item.action,
    entityKey: entityKnown ? item.entity : null,
    entity: item.entity,
    entityName: item.entityName ?? nameIn(item.after) ?? nameIn(item.before),
    entityId: item.entityId,
  };
}
